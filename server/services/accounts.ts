// Registration and sign-in: uniqueness, password checks and the failed-attempt limits.
import type { Kysely } from 'kysely';
import type { Session, SigninBody, SignupBody } from '../../src/domain/user/user';
import type { AuthLimiters } from '../auth/attempt-limiter';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/types';
import { conflict, HttpError } from '../http/errors';
import type { MailService } from '../mail/service';
import { mailLocaleOf, queueConfirmationMail } from './account-mail';
import { findTakenField, findUserByLogin, toSessionUser } from './users';

const TAKEN_MESSAGE = { name: 'That name is taken.', email: 'An account with this e-mail already exists.' } as const;

function tooManyAttempts(seconds: number, message: string): HttpError {
  return new HttpError(429, 'too_many_attempts', message, { 'retry-after': String(seconds) });
}

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

async function throwIfTaken(db: Kysely<Database>, body: SignupBody): Promise<void> {
  const taken = await findTakenField(db, body.name, body.email);
  if (taken) throw conflict(TAKEN_MESSAGE[taken]);
}

/** Creates an account, signs it in and sends the mail that confirms its address; 409 when the name or e-mail is taken. */
export async function registerUser(
  db: Kysely<Database>, limiters: AuthLimiters, mail: MailService, body: SignupBody, address: string, acceptLanguage?: string,
): Promise<Session> {
  const addressKey = `ip:${address}`;
  const wait = await limiters.signUpPerAddress.take(addressKey);
  if (wait > 0) throw tooManyAttempts(wait, `Too many new accounts from this address. Try again in ${minutes(wait)} minutes.`);

  await throwIfTaken(db, body);
  const passwordHash = await hashPassword(body.password);
  try {
    const row = await db.insertInto('users')
      .values({ name: body.name, email: body.email, password_hash: passwordHash, status: 'newbie', avatar: null, add_date: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await queueConfirmationMail(db, mail, row, mailLocaleOf(row, acceptLanguage));
    return { token: await createSession(db, row.id), user: toSessionUser(row) };
  } catch (error) {
    // Two registrations raced past the check: answer like the check would have.
    if (isUniqueViolation(error)) await throwIfTaken(db, body);
    throw error;
  }
}

/**
 * Signs in by e-mail or name. Limits are checked before the password, so a locked account
 * answers 429 even to the right password; unknown accounts cost and answer the same as wrong passwords.
 */
export async function signInUser(
  db: Kysely<Database>, limiters: AuthLimiters, body: SigninBody, address: string,
): Promise<Session> {
  const user = await findUserByLogin(db, body.login);
  const accountKey = user ? `user:${user.id}` : `login:${body.login}`;
  const addressKey = `ip:${address}`;
  const wait = Math.max(...await Promise.all([
    limiters.signInPerAccount.retryAfter(accountKey),
    limiters.signInPerAddress.retryAfter(addressKey),
  ]));
  if (wait > 0) throw tooManyAttempts(wait, `Too many failed sign-in attempts. Try again in ${minutes(wait)} minutes.`);

  const matches = await verifyPassword(body.password, user?.password_hash ?? UNUSABLE_HASH);
  if (!user || !user.password_hash || !matches) {
    await Promise.all([limiters.signInPerAccount.record(accountKey), limiters.signInPerAddress.record(addressKey)]);
    throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail, name or password.');
  }
  await limiters.signInPerAccount.reset(accountKey);
  if (user.is_ban) throw new HttpError(403, 'banned', `This account is banned${user.ban_reason ? `: ${user.ban_reason}` : '.'}`);
  return { token: await createSession(db, user.id), user: toSessionUser(user) };
}
