// The mails of accounts and what their links do: confirm the address, forgot and reset the password, the notice of a
// changed password, newsletters and unsubscribing by link. Mails leave after the answer (MailService.later).
import type { Kysely } from 'kysely';
import type { ConfirmEmailAnswer, ConfirmEmailQuery, ForgotPasswordBody, ResetPasswordBody, TokenStateAnswer, UnsubscribeAnswer } from '../../src/domain/user/email';
import type { Session } from '../../src/domain/user/user';
import type { Newsletter } from '../../src/domain/user/profile-limits';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import type { Database, UserRow } from '../db/types';
import { preferredLocale } from '../http/accept-language';
import { HttpError } from '../http/errors';
import { enforceLimit } from '../http/rate-limit';
import type { MailService } from '../mail/service';
import { confirmMail, newsletterMail, passwordChangedMail, resetMail, toMailLocale, type MailLocale } from '../mail/templates';
import { consumeEmailToken, issueEmailToken, lookUpEmailToken, retireEmailTokens, type TokenLookup } from './email-tokens';
import { readSettings } from './settings';
import { DELETED_STATUS, toSessionUser } from './users';

type Db = Kysely<Database>;

/** The recipient's interface language from their settings, else the asking device's, else English. */
export function mailLocaleOf(user: Pick<UserRow, 'settings'>, acceptLanguage?: string): MailLocale {
  return toMailLocale(readSettings(user.settings).interface.lang ?? preferredLocale(acceptLanguage));
}

const invalidLink = () => new HttpError(400, 'invalid_token', 'This link is not valid. Ask for a new mail.');
const expiredLink = () => new HttpError(410, 'token_expired', 'This link has expired. Ask for a new mail.');
const usedLink = () => new HttpError(410, 'token_used', 'This link was already used. Ask for a new mail if you need one.');

/** The error of a link that cannot be used (state other than valid). */
function linkError(lookup: TokenLookup): HttpError {
  return lookup.state === 'expired' ? expiredLink() : lookup.state === 'used' ? usedLink() : invalidLink();
}

/** The 429 of a key that has used its mails of the hour. */
const mailLimitMessage = (wait: number) => `Too many mails asked for. Try again in ${Math.max(1, Math.ceil(wait / 60))} minutes.`;

/**
 * Queues the confirmation mail of an account (after sign-up, or "send again"); 429 past the account's mails of the
 * hour, counted on `counter` (a write's transaction). The token is made with the mail, after the answer.
 */
export async function queueConfirmationMail(db: Db, mail: MailService, user: UserRow, locale: MailLocale, counter: Db = db): Promise<void> {
  await enforceLimit(mail.limits.perAccount, `user:${user.id}`, mailLimitMessage, counter);
  mail.later(async () => {
    const token = await issueEmailToken(db, user.id, 'confirm', user.email);
    const link = `${mail.publicUrl}/auth/confirm-email?k=${token}&e=${encodeURIComponent(user.email)}`;
    await mail.mailer.send({ to: user.email, kind: 'confirm', ...confirmMail(locale, { name: user.name, email: user.email, link }) });
  });
}

/** 409 when there is nothing to confirm. */
export function requireUnconfirmed(user: UserRow): void {
  if (user.email_confirmed_at !== null) throw new HttpError(409, 'already_confirmed', 'Your e-mail address is already confirmed.');
}

/**
 * GET /api/session/email-confirmation-token: confirms the address the mail went to, while the account still has it.
 * Following the same link again answers the same (the address stays confirmed); any other used link is refused.
 */
export async function confirmEmail(db: Db, query: ConfirmEmailQuery, now = new Date()): Promise<ConfirmEmailAnswer> {
  const lookup = await lookUpEmailToken(db, 'confirm', query.k, now);
  if (!lookup.row || lookup.row.email !== query.e) throw invalidLink();
  const { row } = lookup;
  const user = await db.selectFrom('users').select(['email', 'email_confirmed_at']).where('id', '=', row.user_id).executeTakeFirst();
  if (!user || user.email !== row.email) throw invalidLink();
  if (lookup.state === 'used' && user.email_confirmed_at !== null) return { email: row.email, confirmed: true };
  if (lookup.state !== 'valid') throw linkError(lookup);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeEmailToken(trx, row.id, now))) return;
    await trx.updateTable('users').set({ email_confirmed_at: now.toISOString() })
      .where('id', '=', row.user_id).where('email_confirmed_at', 'is', null).execute();
  });
  return { email: row.email, confirmed: true };
}

/** The account that may receive a reset mail for an address: not deleted, not banned. */
async function findResettableAccount(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll()
    .where('email', '=', email).where('delete_date', 'is', null).where('status', '!=', DELETED_STATUS).where('is_ban', '=', 0)
    .executeTakeFirst();
}

/**
 * POST /api/session/forgot-password: the same answer, after the same work, whether or not an account has the address;
 * the limits count the address either way, and the mail (with its token) is made after the answer.
 */
export async function requestPasswordReset(
  db: Db, mail: MailService, body: ForgotPasswordBody, networkAddress: string, acceptLanguage?: string,
): Promise<{ sent: true }> {
  if (!(await mail.recaptcha(body.recaptcha, networkAddress))) {
    throw new HttpError(400, 'recaptcha_failed', 'Please confirm that you are not a robot.');
  }
  await enforceLimit(mail.limits.perNetworkAddress, `ip:${networkAddress}`, mailLimitMessage);
  await enforceLimit(mail.limits.perEmail, `email:${body.email}`, mailLimitMessage);
  const user = await findResettableAccount(db, body.email);
  if (user) {
    const locale = mailLocaleOf(user, acceptLanguage);
    mail.later(async () => {
      const token = await issueEmailToken(db, user.id, 'reset', user.email);
      const link = `${mail.publicUrl}/auth/reset-password?token=${token}`;
      await mail.mailer.send({ to: user.email, kind: 'reset', ...resetMail(locale, { name: user.name, link }) });
    });
  }
  return { sent: true };
}

/** GET /api/session/forgot-token-state: what a reset link is worth, so its page can say so before the form. */
export async function resetTokenState(db: Db, token: string, now = new Date()): Promise<TokenStateAnswer> {
  return { state: (await lookUpEmailToken(db, 'reset', token, now)).state };
}

/** Queues the notice that an account's password changed (settings' change, or a reset). */
export function queuePasswordChangedMail(mail: MailService, user: UserRow, locale: MailLocale, at = new Date()): void {
  mail.later(async () => {
    const link = `${mail.publicUrl}/auth/forgot-password`;
    await mail.mailer.send({ to: user.email, kind: 'password-changed', ...passwordChangedMail(locale, { name: user.name, at, link }) });
  });
}

/**
 * PATCH /api/session/reset-password: the new password, once per link. Every session of the account ends, the other
 * reset links die, the address counts as confirmed (the mail reached it), and this device is signed in.
 */
export async function resetPassword(db: Db, mail: MailService, body: ResetPasswordBody, acceptLanguage?: string, now = new Date()): Promise<Session> {
  const lookup = await lookUpEmailToken(db, 'reset', body.token, now);
  if (lookup.state !== 'valid') throw linkError(lookup);
  const { row } = lookup;
  const passwordHash = await hashPassword(body.password);
  const { user, token } = await db.transaction().execute(async (trx) => {
    if (!(await consumeEmailToken(trx, row.id, now))) throw usedLink();
    const account = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
    if (account.is_ban) throw new HttpError(403, 'banned', 'This account is banned.');
    const confirmed = account.email_confirmed_at ?? (account.email === row.email ? now.toISOString() : null);
    await trx.updateTable('users').set({ password_hash: passwordHash, email_confirmed_at: confirmed }).where('id', '=', account.id).execute();
    await trx.updateTable('sessions').set({ revoked_at: now.toISOString() })
      .where('user_id', '=', account.id).where('revoked_at', 'is', null).execute();
    await retireEmailTokens(trx, account.id, 'reset', now);
    return { user: { ...account, email_confirmed_at: confirmed }, token: await createSession(trx, account.id) };
  });
  queuePasswordChangedMail(mail, user, mailLocaleOf(user, acceptLanguage), now);
  return { token, user: toSessionUser(user) };
}

/** GET /api/session/email-unsubscribe-token: no more newsletters for the account; the link works again until it expires. */
export async function unsubscribeByLink(db: Db, token: string, now = new Date()): Promise<UnsubscribeAnswer> {
  const lookup = await lookUpEmailToken(db, 'unsubscribe', token, now);
  if (lookup.state !== 'valid') throw linkError(lookup);
  const user = await db.selectFrom('users').select(['settings', 'delete_date']).where('id', '=', lookup.row.user_id).executeTakeFirst();
  if (!user || user.delete_date !== null) throw invalidLink();
  const settings = readSettings(user.settings);
  const subscribe = Object.fromEntries(Object.keys(settings.subscribe).map((key) => [key, false])) as typeof settings.subscribe;
  await db.updateTable('users').set({ settings: JSON.stringify({ ...settings, subscribe }) }).where('id', '=', lookup.row.user_id).execute();
  return { email: lookup.row.email, unsubscribed: true };
}

/** Sends one newsletter to a subscribed grower, with its own unsubscribe link (in the footer and as List-Unsubscribe); false when not subscribed. */
export async function sendNewsletter(
  db: Db, mail: MailService, userId: number, newsletter: Newsletter, content: { subject: string; paragraphs: string[] },
): Promise<boolean> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('delete_date', 'is', null).executeTakeFirst();
  if (!user || !readSettings(user.settings).subscribe[newsletter]) return false;
  const token = await issueEmailToken(db, user.id, 'unsubscribe', user.email);
  const unsubscribeLink = `${mail.publicUrl}/auth/unsubscribe?k=${token}`;
  await mail.mailer.send({
    to: user.email, kind: `newsletter-${newsletter}`, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
    ...newsletterMail(mailLocaleOf(user), { name: user.name, ...content, unsubscribeLink }),
  });
  return true;
}
