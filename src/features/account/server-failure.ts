// The sentence for a failed account call: a known error code of the server in the grower's language, "offline" when
// the network failed, a wait for 429 where the area words one, else the general server or request message.
import type { TFunction } from 'i18next';
import { NetworkError, ServerError, describeError } from '@/sync/transport/http';

export interface FailureWords {
  /** The area's key prefix of its error sentences (`${prefix}.${code}`), and the codes it words. */
  prefix: string;
  codes: ReadonlySet<string>;
  /** The key of "you are offline". */
  offline: string;
  /** The key of "too many tries, wait {count} minutes", when the area words it. */
  tooMany?: string;
}

export function describeServerFailure(t: TFunction, failure: unknown, words: FailureWords): string {
  if (failure instanceof NetworkError) return t(words.offline);
  if (failure instanceof ServerError) {
    const code = failure.body?.error;
    if (failure.status === 429 && words.tooMany) return t(words.tooMany, { count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) });
    if (code && words.codes.has(code)) return t(`${words.prefix}.${code}`);
    if (!failure.body || failure.status >= 500) return t('auth.serverError');
  }
  return describeError(failure);
}
