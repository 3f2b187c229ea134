// Users: the public shape of a user row, profiles, and look-ups by login.
import { type Kysely, sql } from 'kysely';
import type { User, UserProfile } from '../../src/domain/user/user';
import type { Database, UserRow } from '../db/types';
import { avatarUrls } from '../media/image-sizes';
import { accessOfRole } from '../../src/domain/telemetry/access';
import { isPremiumActive } from '../../src/domain/premium/premium-limits';

/** The status and shown name of a deleted account (its row stays for the diaries it kept). */
export const DELETED_STATUS = 'deleted';
export const DELETED_GROWER_NAME = 'deleted grower';

/** The public user shape of spec §3 (never the e-mail or password hash); a deleted account shows as "deleted grower".
 * A row read with its premium_until carries is_premium (the gold mark) while premium lasts. */
export function toUser(row: Pick<UserRow, 'id' | 'name' | 'status' | 'avatar'> & { premium_until?: string | null }): User {
  const name = row.status === DELETED_STATUS ? DELETED_GROWER_NAME : row.name;
  return {
    id: row.id, name, link: `/grower/${row.id}`, status: row.status, ...avatarUrls(row.avatar),
    ...(isPremiumActive(row.premium_until) && { is_premium: true }),
  };
}

/** The signed-in user as the session answers show it: with the access flags of the account's role and whether the address is confirmed. */
export function toSessionUser(row: Pick<UserRow, 'id' | 'name' | 'status' | 'avatar' | 'role' | 'email_confirmed_at'>): User {
  return { ...toUser(row), access: accessOfRole(row.role), email_confirmed: row.email_confirmed_at !== null };
}

/** A user by e-mail or by name, both case-insensitive. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const normalized = login.trim().toLowerCase();
  return db.selectFrom('users').selectAll()
    .where((eb) => eb.or([eb('email', '=', normalized), eb(sql`lower(name)`, '=', normalized)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** Which unique field of a new account is already used, if any. */
export async function findTakenField(db: Kysely<Database>, name: string, email: string): Promise<'name' | 'email' | null> {
  const byName = await db.selectFrom('users').select('id').where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
  if (byName) return 'name';
  const byEmail = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return byEmail ? 'email' : null;
}

/** A public grower profile with counters, or undefined when the user does not exist. */
export async function getUserProfile(db: Kysely<Database>, id: number): Promise<UserProfile | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const diaries = await db.selectFrom('diaries')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', id).where('is_remove', '=', 0).where('is_hidden', '=', 0)
    .executeTakeFirstOrThrow();
  const followers = await db.selectFrom('follows')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('type', '=', 'user').where('content_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toUser(row), add_date: row.add_date, cnt_diaries: Number(diaries.count), cnt_followers: Number(followers.count) };
}

/** How many growers have an account. */
export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
