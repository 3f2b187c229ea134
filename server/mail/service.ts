// What the account calls need to send mail: the mailer, the site's public address for links, the mail limits, the
// recaptcha check, and a queue that sends after the answer (an answer never waits on, or tells about, a mail).
import type { Kysely } from 'kysely';
import { createLimiter, type AttemptLimiter } from '../auth/attempt-limiter';
import type { Database } from '../db/types';
import { FORGOT_REQUESTS_PER_ADDRESS_HOUR, MAILS_PER_HOUR } from '../../src/domain/user/email-limits';
import { acceptEveryRecaptcha, type RecaptchaVerifier } from './recaptcha';
import type { Mailer } from './transport';

const HOUR_MS = 60 * 60_000;

export interface MailLimiters {
  /** Reset mails per e-mail address, counted whether or not an account has it (so a 429 tells nothing either). */
  perEmail: AttemptLimiter;
  /** Forgot-password requests per network address. */
  perNetworkAddress: AttemptLimiter;
  /** Confirmation mails per account (sign-up's included). */
  perAccount: AttemptLimiter;
}

export function createMailLimiters(db: Kysely<Database>, scale = 1, now: () => number = Date.now): MailLimiters {
  return {
    perEmail: createLimiter(db, { name: 'mail-email', max: MAILS_PER_HOUR, windowMs: HOUR_MS, now }),
    perNetworkAddress: createLimiter(db, { name: 'mail-address', max: FORGOT_REQUESTS_PER_ADDRESS_HOUR * scale, windowMs: HOUR_MS, now }),
    perAccount: createLimiter(db, { name: 'mail-account', max: MAILS_PER_HOUR, windowMs: HOUR_MS, now }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailService {
  mailer: Mailer;
  /** The site's origin as growers reach it (PUBLIC_URL), never taken from a request's Host header. */
  publicUrl: string;
  limits: MailLimiters;
  recaptcha: RecaptchaVerifier;
  /** Runs a mail's work after the answer; a failure is logged, never shown to the asker. */
  later(task: () => Promise<void>): void;
  /** Resolves once every queued task finished (tests, and closing the server). */
  idle(): Promise<void>;
}

export interface MailServiceOptions {
  mailer: Mailer;
  publicUrl: string;
  limits: MailLimiters;
  recaptcha?: RecaptchaVerifier;
  onError: (error: unknown) => void;
}

export function createMailService({ mailer, publicUrl, limits, recaptcha = acceptEveryRecaptcha, onError }: MailServiceOptions): MailService {
  const pending = new Set<Promise<void>>();
  return {
    mailer, limits, recaptcha,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    later(task) {
      // setImmediate: the task starts once the answer is on its way (SQLite's queries run synchronously, and would
      // otherwise add the token's insert to the answer's time for known addresses only).
      const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).catch(onError).finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
