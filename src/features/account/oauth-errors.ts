// The sentence for a failed sign-in with another account: the server's error code in the grower's language.
import type { TFunction } from 'i18next';
import { NetworkError, ServerError, describeError } from '@/sync/transport/http';

const KNOWN_CODES = new Set([
  'invalid_state', 'expired', 'oauth_failed', 'email_in_use', 'email_required', 'identity_in_use', 'provider_linked',
  'last_sign_in', 'conflict', 'invalid_ticket', 'provider_unavailable', 'banned', 'not_found',
]);

export function describeOAuthFailure(t: TFunction, failure: unknown): string {
  if (failure instanceof NetworkError) return t('oauth.error.offline');
  if (failure instanceof ServerError) {
    const code = failure.body?.error;
    if (code && KNOWN_CODES.has(code)) return t(`oauth.error.${code}`);
    if (!failure.body || failure.status >= 500) return t('auth.serverError');
  }
  return describeError(failure);
}
