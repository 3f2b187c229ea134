// Grower profiles (spec §2 /grower/{id}): the profile with its counters, its information, its activity, its diaries,
// reviews and followers, the profile fields a grower edits, and the avatar they upload.
import { sql, type Kysely } from 'kysely';
import type { DiaryPage } from '../../src/domain/diary/diary';
import type { ActivityItem, ActivityPage, FollowersPage, GrowerProfile, ProfileInput, Socials } from '../../src/domain/user/profile';
import type { Database, UserRow } from '../db/types';
import { conflict, notFound } from '../http/errors';
import { isUniqueViolation } from '../db/database';
import { toCards, visibleDiaries } from './diaries';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Reads the stored socials JSON (an unreadable value is no socials). */
export function readSocials(json: string): Socials {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? value as Socials : {};
  } catch {
    return {};
  }
}

const COUNT = sql<number>`count(*)`.as('n');
const asNumber = (row: { n: number | string | bigint }) => Number(row.n);

/** The profile of a user row with every counter. */
async function toProfile(db: Db, row: UserRow): Promise<GrowerProfile> {
  const id = row.id;
  const follows = () => db.selectFrom('follows').select(COUNT);
  const [diaries, followers, following, bookmarks, reviews] = await Promise.all([
    visibleDiaries(db).where('user_id', '=', id).select(COUNT).executeTakeFirstOrThrow().then(asNumber),
    follows().where('type', '=', 'user').where('content_id', '=', id).executeTakeFirstOrThrow().then(asNumber),
    follows().where('user_id', '=', id).where('list', '=', 'common').executeTakeFirstOrThrow().then(asNumber),
    follows().where('user_id', '=', id).where('list', '=', 'bookmark').executeTakeFirstOrThrow().then(asNumber),
    db.selectFrom('product_reviews').select(COUNT).where('user_id', '=', id).executeTakeFirstOrThrow().then(asNumber),
  ]);
  return {
    ...toUser(row), add_date: row.add_date,
    bio: row.bio, location: row.location, website: row.website, socials: readSocials(row.socials),
    cnt_diaries: diaries, cnt_followers: followers, cnt_following: following, cnt_bookmarks: bookmarks, cnt_reviews: reviews,
    is_deleted: row.delete_date !== null,
  };
}

/** The row of a user; 404 when there is none. */
export async function requireUserRow(db: Db, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return row;
}

/** GET /api/users/{id}: the profile, deleted accounts included (their kept diaries link here). */
export async function getGrowerProfile(db: Db, id: number): Promise<GrowerProfile> {
  return toProfile(db, await requireUserRow(db, id));
}

/** GET /api/ref/users/{name}: a live account by name, regardless of case (mentions). */
export async function getGrowerByName(db: Db, name: string): Promise<GrowerProfile> {
  const row = await db.selectFrom('users').selectAll().where(sql`lower(name)`, '=', name.toLowerCase())
    .where('delete_date', 'is', null).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return toProfile(db, row);
}

/** GET /api/users/{id}/updates: the grower's visible diaries, latest update first. */
export async function listGrowerDiaries(db: Db, userId: number, start: number, limit: number): Promise<DiaryPage> {
  const mine = () => visibleDiaries(db).where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    mine().selectAll().orderBy('update_date', 'desc').orderBy('id', 'desc').limit(limit).offset(start).execute(),
    mine().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
  ]);
  return { items: await toCards(db, rows), start, limit, total };
}

/** GET /api/users/{id}/followers: growers following this one (deleted accounts left out), latest follow first. */
export async function listFollowers(db: Db, userId: number, start: number, limit: number): Promise<FollowersPage> {
  const followers = () => db.selectFrom('follows as f').innerJoin('users as u', 'u.id', 'f.user_id')
    .where('f.type', '=', 'user').where('f.content_id', '=', userId).where('u.delete_date', 'is', null);
  const [rows, total] = await Promise.all([
    followers().select(['u.id', 'u.name', 'u.status', 'u.avatar']).orderBy('f.add_date', 'desc').orderBy('u.id', 'desc')
      .limit(limit).offset(start).execute(),
    followers().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
  ]);
  return { items: rows.map(toUser), start, limit, total };
}

/**
 * GET /api/users/{id}/activity: diaries started, weeks added (a harvest week as a harvest), reviews written and growers
 * followed, newest first. Each source gives its newest start + limit rows, so the merge is exact for the page.
 */
export async function listActivity(db: Db, userId: number, start: number, limit: number): Promise<ActivityPage> {
  const take = start + limit;
  const diaries = () => visibleDiaries(db).where('diaries.user_id', '=', userId);
  const weeks = () => visibleDiaries(db).innerJoin('weeks', 'weeks.diary_id', 'diaries.id')
    .where('diaries.user_id', '=', userId).where('weeks.is_remove', '=', 0);
  const reviews = () => db.selectFrom('product_reviews as r').innerJoin('products as p', 'p.id', 'r.product_id').where('r.user_id', '=', userId);
  const follows = () => db.selectFrom('follows as f').innerJoin('users as u', 'u.id', 'f.content_id')
    .where('f.user_id', '=', userId).where('f.type', '=', 'user').where('u.delete_date', 'is', null);
  const [d, w, r, f, counts] = await Promise.all([
    diaries().select(['diaries.id', 'diaries.name', 'diaries.add_date']).orderBy('diaries.add_date', 'desc').limit(take).execute(),
    weeks().select(['diaries.id as diary_id', 'diaries.name', 'weeks.id', 'weeks.position', 'weeks.faza', 'weeks.add_date'])
      .orderBy('weeks.add_date', 'desc').limit(take).execute(),
    reviews().select(['p.name', 'p.link', 'r.n_general', 'r.update_date']).orderBy('r.update_date', 'desc').limit(take).execute(),
    follows().select(['u.id', 'u.name', 'f.add_date']).orderBy('f.add_date', 'desc').limit(take).execute(),
    Promise.all([
      diaries().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
      weeks().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
      reviews().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
      follows().select(COUNT).executeTakeFirstOrThrow().then(asNumber),
    ]),
  ]);
  const items: ActivityItem[] = [
    ...d.map((row) => ({ kind: 'diary' as const, date: row.add_date, title: row.name, link: `/diaries/${row.id}`, value: null })),
    ...w.map((row) => ({
      kind: row.faza === 2 ? 'harvest' as const : 'week' as const, date: row.add_date, title: row.name,
      link: `/diaries/${row.diary_id}/week/${row.id}`, value: row.position,
    })),
    ...r.map((row) => ({ kind: 'review' as const, date: row.update_date, title: row.name, link: row.link, value: row.n_general })),
    ...f.map((row) => ({ kind: 'follow' as const, date: row.add_date, title: row.name, link: `/grower/${row.id}`, value: null })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.link.localeCompare(b.link));
  return { items: items.slice(start, take), start, limit, total: counts.reduce((sum, n) => sum + n, 0) };
}

/** PUT /api/users/{id}: the profile fields (run in the write's transaction); 409 when the new name is taken. */
export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<GrowerProfile> {
  const taken = await db.selectFrom('users').select('id').where(sql`lower(name)`, '=', input.name.toLowerCase())
    .where('id', '!=', userId).executeTakeFirst();
  if (taken) throw conflict('This name is taken.');
  try {
    await db.updateTable('users').set({
      name: input.name, bio: input.bio, location: input.location, website: input.website, socials: JSON.stringify(input.socials),
    }).where('id', '=', userId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This name is taken.');
    throw error;
  }
  return getGrowerProfile(db, userId);
}

/** POST /api/users/{id}/avatars: the stored avatar's base becomes the grower's (run in the write's transaction). */
export async function setAvatar(db: Db, userId: number, base: string): Promise<GrowerProfile> {
  await db.updateTable('users').set({ avatar: base }).where('id', '=', userId).execute();
  return getGrowerProfile(db, userId);
}
