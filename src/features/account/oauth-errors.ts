// The sentence for a failed sign-in with another account: the server's error code in the grower's language.
import type { TFunction } from 'i18next';
import { describeServerFailure } from './server-failure';

const OAUTH_WORDS = {
  prefix: 'oauth.error',
  offline: 'oauth.error.offline',
  codes: new Set([
    'invalid_state', 'expired', 'oauth_failed', 'email_in_use', 'email_required', 'identity_in_use', 'provider_linked',
    'last_sign_in', 'conflict', 'invalid_ticket', 'provider_unavailable', 'banned', 'not_found',
  ]),
};

export function describeOAuthFailure(t: TFunction, failure: unknown): string {
  return describeServerFailure(t, failure, OAUTH_WORDS);
}
