// The sentence for a failed e-mail call: the server's error code in the grower's language (a wait in minutes for 429).
import type { TFunction } from 'i18next';
import { describeServerFailure } from './server-failure';

const MAIL_WORDS = {
  prefix: 'authMail.error',
  offline: 'auth.offline',
  tooMany: 'authMail.error.too_many_requests',
  codes: new Set(['invalid_token', 'token_expired', 'token_used', 'recaptcha_failed', 'already_confirmed', 'banned']),
};

export function describeMailFailure(t: TFunction, failure: unknown): string {
  return describeServerFailure(t, failure, MAIL_WORDS);
}
