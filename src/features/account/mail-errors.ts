// The sentence for a failed e-mail call: the server's error code in the grower's language (a wait in minutes for 429).
import type { TFunction } from 'i18next';
import { NetworkError, ServerError, describeError } from '@/sync/transport/http';

const KNOWN_CODES = new Set(['invalid_token', 'token_expired', 'token_used', 'recaptcha_failed', 'already_confirmed', 'banned']);

export function describeMailFailure(t: TFunction, failure: unknown): string {
  if (failure instanceof NetworkError) return t('auth.offline');
  if (failure instanceof ServerError) {
    const code = failure.body?.error;
    if (failure.status === 429) return t('authMail.error.too_many_requests', { count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) });
    if (code && KNOWN_CODES.has(code)) return t(`authMail.error.${code}`);
    if (!failure.body || failure.status >= 500) return t('auth.serverError');
  }
  return describeError(failure);
}

