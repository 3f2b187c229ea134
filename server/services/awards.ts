// Awards and events (spec §2, §7 /api/awards): the yearly awards and one-off events, their categories of nominees
// (diaries, growers, strains, brands), and the vote, one per person and category (the primary key of award_votes
// refuses a second even when two arrive at once). Counts and winners are shown only once voting closed.
import type { Kysely } from 'kysely';
import type { Award, AwardCategory, AwardList, AwardSummary, Nominee } from '../../src/domain/award/award';
import {
  ALREADY_VOTED_AWARD_MESSAGE, AWARD_CLOSED_MESSAGE, AWARD_NOT_STARTED_MESSAGE, awardPhase, type AwardSection, type NomineeKind,
} from '../../src/domain/award/award-limits';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { avatarUrls, photoUrls } from '../media/image-sizes';
import { visibleDiaries } from './diaries';

type Db = Kysely<Database>;

type AwardRow = { id: number; link: string; section: string; title: string; description: string; start_date: string; end_date: string; cnt_votes: number };
type CategoryRow = { id: number; award_id: number; title: string; description: string; kind: string; cnt_votes: number };
type NomineeRow = { id: number; category_id: number; ref_id: number; cnt_votes: number };
type Subject = Pick<Nominee, 'name' | 'subtitle' | 'link' | 'image'>;

const awardRows = (db: Db) => db.selectFrom('awards').select(['id', 'link', 'section', 'title', 'description', 'start_date', 'end_date', 'cnt_votes']);
const categoryRows = (db: Db) => db.selectFrom('award_categories').select(['id', 'award_id', 'title', 'description', 'kind', 'cnt_votes']);

/** What each nominee names (a visible diary, an active grower, a strain, a brand), by kind and id; gone ones are left out. */
async function subjects(db: Db, nominees: { kind: NomineeKind; ref_id: number }[]): Promise<Map<string, Subject>> {
  const ids = (kind: NomineeKind) => [...new Set(nominees.filter((n) => n.kind === kind).map((n) => n.ref_id))];
  const [diaryIds, userIds, strainIds, brandIds] = [ids('diary'), ids('grower'), ids('strain'), ids('brand')];
  const [diaries, users, strains, brands] = await Promise.all([
    diaryIds.length === 0 ? [] : visibleDiaries(db).innerJoin('users as u', 'u.id', 'diaries.user_id')
      .leftJoin('photos as p', 'p.id', 'diaries.cover_photo_id')
      .select(['diaries.id', 'diaries.name', 'u.name as grower', 'p.file']).where('diaries.id', 'in', diaryIds).execute(),
    userIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'name', 'avatar']).where('id', 'in', userIds).where('is_ban', '=', 0).execute(),
    strainIds.length === 0 ? [] : db.selectFrom('products as p').leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.name', 'b.name as breeder']).where('p.id', 'in', strainIds).where('p.section', '=', 'seed').execute(),
    brandIds.length === 0 ? [] : db.selectFrom('brands').select(['id', 'name', 'link', 'avatar']).where('id', 'in', brandIds).execute(),
  ]);
  const found = new Map<string, Subject>();
  for (const d of diaries) found.set(`diary:${d.id}`, { name: d.name, subtitle: d.grower, link: `/diaries/${d.id}`, image: d.file ? photoUrls(d.file).size_s : null });
  for (const u of users) found.set(`grower:${u.id}`, { name: u.name, subtitle: null, link: `/grower/${u.id}`, image: avatarUrls(u.avatar).avatar_small });
  for (const s of strains) found.set(`strain:${s.id}`, { name: s.name, subtitle: s.breeder ?? null, link: `/strains/${s.id}`, image: null });
  for (const b of brands) found.set(`brand:${b.id}`, { name: b.name, subtitle: null, link: b.link, image: avatarUrls(b.avatar).avatar_small });
  return found;
}

/** Categories as the viewer sees them: nominees in order, the viewer's votes, counts and winners once closed. */
async function toCategories(db: Db, award: AwardRow, rows: CategoryRow[], viewerId: number, now: Date): Promise<AwardCategory[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [nominees, votes] = await Promise.all([
    db.selectFrom('award_nominees').select(['id', 'category_id', 'ref_id', 'cnt_votes']).where('category_id', 'in', ids)
      .orderBy('category_id').orderBy('position').execute(),
    viewerId === 0 ? Promise.resolve([]) : db.selectFrom('award_votes').select(['category_id', 'nominee_id'])
      .where('user_id', '=', viewerId).where('category_id', 'in', ids).execute(),
  ]);
  const kindOf = new Map(rows.map((r) => [r.id, r.kind as NomineeKind]));
  const named = await subjects(db, nominees.map((n) => ({ kind: kindOf.get(n.category_id)!, ref_id: n.ref_id })));
  const mine = new Map(votes.map((v) => [v.category_id, v.nominee_id]));
  const phase = awardPhase(award.start_date, award.end_date, now);
  const closed = phase === 'closed';
  return rows.map((row) => {
    const kind = row.kind as NomineeKind;
    const shown = nominees.filter((n): n is NomineeRow => n.category_id === row.id).flatMap((n) => {
      const subject = named.get(`${kind}:${n.ref_id}`);
      return subject ? [{ id: n.id, kind, ref_id: n.ref_id, ...subject, cnt_votes: closed ? Number(n.cnt_votes) : null }] : [];
    });
    // The first listed among those with the most votes; none when nobody voted.
    const winner = closed ? shown.reduce<Nominee | null>((best, n) => (n.cnt_votes! > (best?.cnt_votes ?? 0) ? n : best), null) : null;
    return {
      id: row.id, award_id: row.award_id, title: row.title, description: row.description, kind, is_open: phase === 'open',
      cnt_votes: closed ? Number(row.cnt_votes) : null, nominees: shown, my_vote: mine.get(row.id) ?? null, winner_id: winner?.id ?? null,
    };
  });
}

async function toSummaries(db: Db, rows: AwardRow[], now: Date): Promise<AwardSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db.selectFrom('award_categories').select(['award_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('award_id', 'in', rows.map((r) => r.id)).groupBy('award_id').execute();
  const byAward = new Map(counts.map((c) => [c.award_id, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id, link: row.link, section: row.section as AwardSection, title: row.title, description: row.description,
    start_date: row.start_date, end_date: row.end_date, phase: awardPhase(row.start_date, row.end_date, now),
    cnt_categories: byAward.get(row.id) ?? 0, cnt_votes: Number(row.cnt_votes),
  }));
}

/** Every award of a section, the newest start first. */
export async function listAwards(db: Db, section: AwardSection, now = new Date()): Promise<AwardList> {
  const rows = await awardRows(db).where('section', '=', section).orderBy('start_date', 'desc').orderBy('id', 'desc').execute();
  return { items: await toSummaries(db, rows, now) };
}

/** An award by link (a year or a slug) or number, with its categories as the viewer sees them. */
export async function getAward(db: Db, ref: string, viewerId: number, now = new Date()): Promise<Award | undefined> {
  const row = await awardRows(db).where('link', '=', ref).executeTakeFirst()
    ?? (/^\d+$/.test(ref) ? await awardRows(db).where('id', '=', Number(ref)).executeTakeFirst() : undefined);
  if (!row) return undefined;
  const categories = await categoryRows(db).where('award_id', '=', row.id).orderBy('position').execute();
  const [summary] = await toSummaries(db, [row], now);
  return { ...summary!, categories: await toCategories(db, row, categories, viewerId, now) };
}

async function categoryOf(db: Db, awardId: number, categoryId: number): Promise<{ award: AwardRow; category: CategoryRow }> {
  const award = await awardRows(db).where('id', '=', awardId).executeTakeFirst();
  const category = award && await categoryRows(db).where('id', '=', categoryId).where('award_id', '=', awardId).executeTakeFirst();
  if (!award || !category) throw notFound('Award category not found');
  return { award, category };
}

/** One category as the viewer sees it (404 when it is not a category of that award). */
export async function getAwardCategory(db: Db, awardId: number, categoryId: number, viewerId: number, now = new Date()): Promise<AwardCategory> {
  const { award, category } = await categoryOf(db, awardId, categoryId);
  return (await toCategories(db, award, [category], viewerId, now))[0]!;
}

/**
 * The grower's vote for a nominee of a category while voting is open: 404 no such category, 400 a nominee of another
 * category, 409 before the start, after the close, or after a first vote (ALREADY_VOTED_AWARD_MESSAGE). Counters
 * change here, in the caller's transaction.
 */
export async function castAwardVote(db: Db, userId: number, awardId: number, categoryId: number, nomineeId: number, now = new Date()): Promise<AwardCategory> {
  const { award, category } = await categoryOf(db, awardId, categoryId);
  const phase = awardPhase(award.start_date, award.end_date, now);
  if (phase !== 'open') throw conflict(phase === 'closed' ? AWARD_CLOSED_MESSAGE : AWARD_NOT_STARTED_MESSAGE);
  const nominee = await db.selectFrom('award_nominees').select('id').where('id', '=', nomineeId).where('category_id', '=', categoryId).executeTakeFirst();
  if (!nominee) throw badRequest('nominee_id: Not a nominee of this category.');
  const voted = await db.selectFrom('award_votes').select('nominee_id').where('category_id', '=', categoryId).where('user_id', '=', userId).executeTakeFirst();
  if (voted) throw conflict(ALREADY_VOTED_AWARD_MESSAGE);
  try {
    await db.insertInto('award_votes').values({ category_id: categoryId, user_id: userId, nominee_id: nomineeId, add_date: now.toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_VOTED_AWARD_MESSAGE);
    throw error;
  }
  await db.updateTable('award_nominees').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', nomineeId).execute();
  await db.updateTable('award_categories').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', categoryId).execute();
  await db.updateTable('awards').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', awardId).execute();
  return (await toCategories(db, award, [{ ...category, cnt_votes: category.cnt_votes + 1 }], userId, now))[0]!;
}
