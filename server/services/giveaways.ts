// Giveaways: the lists and one giveaway with its categories and entries, joining with one's own diary, withdrawing,
// voting (one vote per person and category: the primary key of giveaway_votes refuses a second even when two arrive at
// once), and settling a giveaway once its end date passed: each category's winner (most votes, the earlier entry on a
// tie) is stored once and the winners and entrants are notified in that transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DiaryCard } from '../../src/domain/diary/diary';
import type {
  Giveaway, GiveawayCard, GiveawayCategory, GiveawayEntry, GiveawaysPage, GiveawayWinner, JoinableDiaries, JoinableDiary,
} from '../../src/domain/giveaway/giveaway';
import {
  ALREADY_JOINED_MESSAGE, ALREADY_VOTED_MESSAGE, GIVEAWAY_CLOSED_MESSAGE, GIVEAWAY_NOT_STARTED_MESSAGE, giveawayState, HIDDEN_DIARY_MESSAGE,
  MAX_ENTRIES_SHOWN, MAX_JOINABLE_DIARIES, NOT_YOUR_DIARY_MESSAGE, OWN_ENTRY_VOTE_MESSAGE, type GiveawayList,
} from '../../src/domain/giveaway/giveaway-limits';
import { isUniqueViolation } from '../db/database';
import type { Database, UserRole } from '../db/types';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { avatarUrls } from '../media/image-sizes';
import { toCards } from './diaries';
import { notify, notifyAll } from './notify';
import { toUser } from './users';

type Db = Kysely<Database> | Transaction<Database>;
export interface Actor { id: number; role: UserRole }

const giveawayRows = (db: Db) => db.selectFrom('giveaways').innerJoin('brands', 'brands.id', 'giveaways.brand_id')
  .select(['giveaways.id', 'giveaways.link', 'giveaways.title', 'giveaways.description', 'giveaways.rules', 'giveaways.start_date',
    'giveaways.end_date', 'giveaways.closed_date', 'giveaways.cnt_entries', 'giveaways.cnt_votes', 'giveaways.cnt_likes', 'giveaways.cnt_comments',
    'brands.id as brand_id', 'brands.name as brand_name', 'brands.link as brand_link', 'brands.avatar as brand_avatar']);
type GiveawayRow = Awaited<ReturnType<ReturnType<typeof giveawayRows>['executeTakeFirstOrThrow']>>;

const categoryRows = (db: Db, giveawayIds: number[]) => db.selectFrom('giveaway_categories')
  .select(['id', 'giveaway_id', 'title', 'prize', 'position', 'cnt_entries', 'cnt_votes', 'winner_entry_id'])
  .where('giveaway_id', 'in', giveawayIds).orderBy('giveaway_id').orderBy('position').execute();

/** Entries by id (or a category's best ones) with their diaries' cards; entries of diaries no longer visible are left out. */
async function toEntries(db: Db, rows: { id: number; category_id: number; diary_id: number; cnt_votes: number; add_date: string }[]): Promise<GiveawayEntry[]> {
  if (rows.length === 0) return [];
  const diaries = await db.selectFrom('diaries').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.diary_id))])
    .where('is_remove', '=', 0).where('is_ban', '=', 0).execute();
  const cards = new Map<number, DiaryCard>((await toCards(db as Kysely<Database>, diaries)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = cards.get(row.diary_id);
    return card ? [{ id: row.id, category_id: row.category_id, add_date: row.add_date, cnt_votes: Number(row.cnt_votes), item_diary: card }] : [];
  });
}

const entryColumns = ['id', 'category_id', 'diary_id', 'cnt_votes', 'add_date'] as const;

/** The winners of closed giveaways, by giveaway id. */
async function winnersOf(db: Db, giveawayIds: number[]): Promise<Map<number, GiveawayWinner[]>> {
  const byGiveaway = new Map<number, GiveawayWinner[]>();
  if (giveawayIds.length === 0) return byGiveaway;
  const rows = await db.selectFrom('giveaway_categories as c')
    .innerJoin('giveaway_entries as e', 'e.id', 'c.winner_entry_id')
    .innerJoin('diaries as d', 'd.id', 'e.diary_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['c.giveaway_id', 'c.id as category_id', 'c.title', 'c.prize', 'e.id as entry_id', 'e.cnt_votes', 'd.id as diary_id', 'd.name as diary_name',
      'u.id as user_id', 'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar'])
    .where('c.giveaway_id', 'in', giveawayIds).orderBy('c.giveaway_id').orderBy('c.position').execute();
  for (const row of rows) {
    const winner: GiveawayWinner = {
      category_id: row.category_id, category: row.title, prize: row.prize, entry_id: row.entry_id, cnt_votes: Number(row.cnt_votes),
      diary: { id: row.diary_id, name: row.diary_name, link: `/diaries/${row.diary_id}` },
      item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
    };
    byGiveaway.set(row.giveaway_id, [...(byGiveaway.get(row.giveaway_id) ?? []), winner]);
  }
  return byGiveaway;
}

function toCard(row: GiveawayRow, prizes: string[], winners: GiveawayWinner[], now: Date): GiveawayCard {
  return {
    id: row.id, link: row.link, title: row.title, description: row.description,
    item_brand: { id: row.brand_id, name: row.brand_name, link: row.brand_link, avatar: avatarUrls(row.brand_avatar).avatar },
    start_date: row.start_date, end_date: row.end_date, state: giveawayState(row, now),
    cnt_entries: Number(row.cnt_entries), cnt_votes: Number(row.cnt_votes), cnt_likes: Number(row.cnt_likes), cnt_comments: Number(row.cnt_comments),
    prizes, winners,
  };
}

/** A page of giveaways: `active` (to come or open, ending soonest first), `archive` (closed, latest first) or all. */
export async function listGiveaways(db: Db, list: GiveawayList | undefined, start: number, limit: number, now: Date): Promise<GiveawaysPage> {
  const at = now.toISOString();
  let rows = giveawayRows(db);
  let count = db.selectFrom('giveaways').select((eb) => eb.fn.countAll<number>().as('n'));
  if (list === 'active') {
    rows = rows.where('giveaways.end_date', '>', at).orderBy('giveaways.end_date', 'asc');
    count = count.where('end_date', '>', at);
  } else {
    if (list === 'archive') {
      rows = rows.where('giveaways.end_date', '<=', at);
      count = count.where('end_date', '<=', at);
    }
    rows = rows.orderBy('giveaways.end_date', 'desc');
  }
  const [page, total] = await Promise.all([rows.orderBy('giveaways.id', 'desc').limit(limit).offset(start).execute(), count.executeTakeFirstOrThrow()]);
  const ids = page.map((r) => r.id);
  const [categories, winners] = ids.length === 0 ? [[], new Map<number, GiveawayWinner[]>()] : await Promise.all([categoryRows(db, ids), winnersOf(db, ids)]);
  const items = page.map((row) => toCard(row, categories.filter((c) => c.giveaway_id === row.id).map((c) => c.prize), winners.get(row.id) ?? [], now));
  return { items, start, limit, total: Number(total.n) };
}

/** A giveaway's row by id or link. */
function findRow(db: Db, ref: string | number) {
  const query = giveawayRows(db);
  return (typeof ref === 'number' || /^\d+$/.test(ref) ? query.where('giveaways.id', '=', Number(ref)) : query.where('giveaways.link', '=', ref)).executeTakeFirst();
}

/** One giveaway with its categories, each with its best MAX_ENTRIES_SHOWN entries and the viewer's entry and vote. */
export async function getGiveaway(db: Db, ref: string | number, viewerId: number, now: Date): Promise<Giveaway | undefined> {
  const row = await findRow(db, ref);
  if (!row) return undefined;
  const categories = await categoryRows(db, [row.id]);
  const categoryIds = categories.map((c) => c.id);
  const [entryRows, mine, votes, winners] = await Promise.all([
    categoryIds.length === 0 ? [] : Promise.all(categoryIds.map((categoryId) => db.selectFrom('giveaway_entries').select(entryColumns)
      .where('category_id', '=', categoryId).orderBy('cnt_votes', 'desc').orderBy('add_date').orderBy('id').limit(MAX_ENTRIES_SHOWN).execute())),
    viewerId === 0 ? [] : db.selectFrom('giveaway_entries').select(['id', 'category_id']).where('giveaway_id', '=', row.id).where('user_id', '=', viewerId).execute(),
    viewerId === 0 || categoryIds.length === 0 ? [] : db.selectFrom('giveaway_votes').select(['category_id', 'entry_id'])
      .where('category_id', 'in', categoryIds).where('user_id', '=', viewerId).execute(),
    winnersOf(db, [row.id]),
  ]);
  const shown = entryRows.flat();
  const winnerIds = categories.flatMap((c) => (c.winner_entry_id === null || shown.some((e) => e.id === c.winner_entry_id) ? [] : [c.winner_entry_id]));
  const extra = winnerIds.length === 0 ? [] : await db.selectFrom('giveaway_entries').select(entryColumns).where('id', 'in', winnerIds).execute();
  const entries = await toEntries(db, [...shown, ...extra]);
  const myEntry = new Map(mine.map((m) => [m.category_id, m.id]));
  const myVote = new Map(votes.map((v) => [v.category_id, v.entry_id]));
  const shownIds = new Set(shown.map((e) => e.id));
  const result: GiveawayCategory[] = categories.map((c) => ({
    id: c.id, title: c.title, prize: c.prize, cnt_entries: Number(c.cnt_entries), cnt_votes: Number(c.cnt_votes),
    entries: entries.filter((e) => e.category_id === c.id && shownIds.has(e.id)),
    my_vote: myVote.get(c.id) ?? null, my_entry: myEntry.get(c.id) ?? null,
    winner: entries.find((e) => e.id === c.winner_entry_id) ?? null,
  }));
  return { ...toCard(row, categories.map((c) => c.prize), winners.get(row.id) ?? [], now), rules: row.rules, categories: result };
}

/** The giveaway (404), open at `now` (409 before its start and after its end), and its category (400 another's). */
async function openCategory(db: Db, ref: string, categoryId: number, now: Date) {
  const row = await findRow(db, ref);
  if (!row) throw notFound('Giveaway not found');
  const state = giveawayState(row, now);
  if (state === 'upcoming') throw conflict(GIVEAWAY_NOT_STARTED_MESSAGE);
  if (state === 'closed') throw conflict(GIVEAWAY_CLOSED_MESSAGE);
  const category = await db.selectFrom('giveaway_categories').select(['id', 'title']).where('id', '=', categoryId).where('giveaway_id', '=', row.id).executeTakeFirst();
  if (!category) throw badRequest('category_id: Not a category of this giveaway.');
  return { giveaway: row, category };
}

/** Why a diary of `userId` cannot enter a category now (null: it can). */
function joinRefusal(diary: { user_id: number; is_remove: number; is_hidden: number; is_ban: number }, userId: number, entered: boolean): string | null {
  if (diary.user_id !== userId) return NOT_YOUR_DIARY_MESSAGE;
  if (diary.is_remove || diary.is_hidden || diary.is_ban) return HIDDEN_DIARY_MESSAGE;
  return entered ? ALREADY_JOINED_MESSAGE : null;
}

/** Adds `delta` to the entry counters of a giveaway and a category, never below zero. */
async function bumpCounts(db: Db, giveawayId: number, categoryId: number, column: 'cnt_entries' | 'cnt_votes', delta: number): Promise<void> {
  const col = sql.ref(column);
  await sql`update giveaways set ${col} = case when ${col} + ${delta} < 0 then 0 else ${col} + ${delta} end where id = ${giveawayId}`.execute(db);
  await sql`update giveaway_categories set ${col} = case when ${col} + ${delta} < 0 then 0 else ${col} + ${delta} end where id = ${categoryId}`.execute(db);
}

/**
 * Enters the grower's diary in a category of an open giveaway: 404 no such giveaway or diary, 400 another giveaway's
 * category, 403 someone else's diary, 409 closed, not started, or the grower already has an entry in the category.
 */
export async function joinGiveaway(db: Transaction<Database>, userId: number, ref: string, categoryId: number, diaryId: number, now: Date): Promise<Giveaway> {
  const { giveaway, category } = await openCategory(db, ref, categoryId, now);
  const diary = await db.selectFrom('diaries').select(['id', 'user_id', 'is_remove', 'is_hidden', 'is_ban']).where('id', '=', diaryId).executeTakeFirst();
  if (!diary || (diary.is_remove && diary.user_id !== userId)) throw notFound('Diary not found');
  const entered = await db.selectFrom('giveaway_entries').select('id').where('category_id', '=', category.id).where('user_id', '=', userId).executeTakeFirst();
  const refusal = joinRefusal(diary, userId, entered !== undefined);
  if (refusal === NOT_YOUR_DIARY_MESSAGE) throw forbidden(refusal);
  if (refusal) throw conflict(refusal);
  try {
    await db.insertInto('giveaway_entries').values({ giveaway_id: giveaway.id, category_id: category.id, diary_id: diary.id, user_id: userId, add_date: now.toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_JOINED_MESSAGE);
    throw error;
  }
  await bumpCounts(db, giveaway.id, category.id, 'cnt_entries', 1);
  return (await getGiveaway(db, giveaway.id, userId, now))!;
}

/**
 * Takes the entry of a diary out of a category of an open giveaway, with the votes it had: its grower, or a moderator
 * (403 anyone else); 404 when the diary has no entry there; 409 once the giveaway closed.
 */
export async function withdrawEntry(db: Transaction<Database>, actor: Actor, ref: string, categoryId: number, diaryId: number, now: Date): Promise<Giveaway> {
  const { giveaway, category } = await openCategory(db, ref, categoryId, now);
  const entry = await db.selectFrom('giveaway_entries').select(['id', 'user_id']).where('category_id', '=', category.id).where('diary_id', '=', diaryId).executeTakeFirst();
  if (!entry) throw notFound('This diary has no entry in this category.');
  if (entry.user_id !== actor.id && actor.role !== 'admin' && actor.role !== 'moderator') throw forbidden('Only the grower of an entry can withdraw it.');
  const votes = await db.deleteFrom('giveaway_votes').where('entry_id', '=', entry.id).executeTakeFirst();
  await db.deleteFrom('giveaway_entries').where('id', '=', entry.id).execute();
  await bumpCounts(db, giveaway.id, category.id, 'cnt_entries', -1);
  await bumpCounts(db, giveaway.id, category.id, 'cnt_votes', -Number(votes.numDeletedRows));
  return (await getGiveaway(db, giveaway.id, actor.id, now))!;
}

/**
 * The grower's vote for an entry (contest_id) of a category of an open giveaway: 400 an entry of another category,
 * 403 one's own entry, 409 a second vote in the category (ALREADY_VOTED_MESSAGE) or a closed giveaway.
 */
export async function voteForEntry(db: Transaction<Database>, userId: number, ref: string, categoryId: number, entryId: number, now: Date): Promise<Giveaway> {
  const { giveaway, category } = await openCategory(db, ref, categoryId, now);
  const entry = await db.selectFrom('giveaway_entries').select(['id', 'user_id']).where('id', '=', entryId).where('category_id', '=', category.id).executeTakeFirst();
  if (!entry) throw badRequest('contest_id: Not an entry of this category.');
  if (entry.user_id === userId) throw forbidden(OWN_ENTRY_VOTE_MESSAGE);
  const voted = await db.selectFrom('giveaway_votes').select('entry_id').where('category_id', '=', category.id).where('user_id', '=', userId).executeTakeFirst();
  if (voted) throw conflict(ALREADY_VOTED_MESSAGE);
  try {
    await db.insertInto('giveaway_votes').values({ category_id: category.id, user_id: userId, entry_id: entry.id, add_date: now.toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_VOTED_MESSAGE);
    throw error;
  }
  await db.updateTable('giveaway_entries').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', entry.id).execute();
  await bumpCounts(db, giveaway.id, category.id, 'cnt_votes', 1);
  return (await getGiveaway(db, giveaway.id, userId, now))!;
}

/** The grower's diaries for the join picker of a category, each with whether it can enter now and why not. */
export async function joinableDiaries(db: Db, userId: number, ref: string, categoryId: number, now: Date, diaryId?: number): Promise<JoinableDiaries> {
  const row = await findRow(db, ref);
  if (!row) throw notFound('Giveaway not found');
  const category = await db.selectFrom('giveaway_categories').select('id').where('id', '=', categoryId).where('giveaway_id', '=', row.id).executeTakeFirst();
  if (!category) throw notFound('No such category in this giveaway.');
  let query = db.selectFrom('diaries').select(['id', 'name', 'user_id', 'is_remove', 'is_hidden', 'is_ban']).where('is_remove', '=', 0);
  query = diaryId === undefined ? query.where('user_id', '=', userId).orderBy('update_date', 'desc').orderBy('id', 'desc').limit(MAX_JOINABLE_DIARIES) : query.where('id', '=', diaryId);
  const [diaries, entered] = await Promise.all([
    query.execute(),
    db.selectFrom('giveaway_entries').select('diary_id').where('category_id', '=', category.id).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  if (diaryId !== undefined && diaries.length === 0) throw notFound('Diary not found');
  const state = giveawayState(row, now);
  const closed = state === 'closed' ? GIVEAWAY_CLOSED_MESSAGE : state === 'upcoming' ? GIVEAWAY_NOT_STARTED_MESSAGE : null;
  const items: JoinableDiary[] = diaries.map((d) => {
    const reason = closed ?? joinRefusal(d, userId, entered !== undefined);
    return { id: d.id, name: d.name, link: `/diaries/${d.id}`, can_join: reason === null, reason: entered?.diary_id === d.id ? ALREADY_JOINED_MESSAGE : reason };
  });
  return { category_id: category.id, items };
}

/**
 * Settles one giveaway whose end date passed, in the caller's transaction: marks it closed (a conditional update, so
 * two servers or requests settle it once), stores each category's winner (most votes, the earlier entry on a tie; none
 * without votes) and notifies the winners and the other entrants. Answers whether it settled it.
 */
export async function settleGiveaway(trx: Db, giveaway: { id: number; title: string; link: string }, at: string): Promise<boolean> {
  const claimed = await trx.updateTable('giveaways').set({ closed_date: at }).where('id', '=', giveaway.id).where('closed_date', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;
  const item = { type: 'giveaway', id: giveaway.id, title: giveaway.title, link: `/giveaways/${giveaway.link}` };
  const categories = await trx.selectFrom('giveaway_categories').select(['id', 'title']).where('giveaway_id', '=', giveaway.id).orderBy('position').execute();
  for (const category of categories) {
    const winner = await trx.selectFrom('giveaway_entries').innerJoin('diaries', 'diaries.id', 'giveaway_entries.diary_id')
      .select(['giveaway_entries.id', 'giveaway_entries.user_id', 'diaries.name']).where('giveaway_entries.category_id', '=', category.id)
      .where('giveaway_entries.cnt_votes', '>', 0).where('diaries.is_remove', '=', 0).where('diaries.is_ban', '=', 0)
      .orderBy('giveaway_entries.cnt_votes', 'desc').orderBy('giveaway_entries.add_date').orderBy('giveaway_entries.id').executeTakeFirst();
    if (!winner) continue;
    await trx.updateTable('giveaway_categories').set({ winner_entry_id: winner.id }).where('id', '=', category.id).execute();
    await notify(trx, { userId: winner.user_id, actorId: null, kind: 'giveaway', item, sourceId: category.id, text: `${category.title}: ${winner.name} won.` });
  }
  const entrants = await trx.selectFrom('giveaway_entries').select('user_id').where('giveaway_id', '=', giveaway.id).execute();
  await notifyAll(trx, entrants.map((e) => e.user_id), { actorId: null, kind: 'giveaway', item, text: 'The results are out.' });
  return true;
}

/** Settles every giveaway whose end date passed and that is not settled yet, one transaction each; answers how many. */
export async function settleDueGiveaways(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await db.selectFrom('giveaways').select(['id', 'title', 'link']).where('closed_date', 'is', null).where('end_date', '<=', at).execute();
  let settled = 0;
  for (const giveaway of due) {
    if (await db.transaction().execute((trx) => settleGiveaway(trx, giveaway, at))) settled++;
  }
  return settled;
}

/** A giveaway as the seed and the tests make it: categories in order with their prizes. */
export interface GiveawayInput {
  link: string; title: string; description: string; rules: string; brand_id: number; start_date: string; end_date: string;
  categories: { title: string; prize: string }[];
}

/** Stores a giveaway and its categories; answers its id and the categories' ids in order. */
export async function createGiveaway(db: Db, input: GiveawayInput, now: Date): Promise<{ id: number; categories: number[] }> {
  const { categories, ...fields } = input;
  if (categories.length === 0) throw new HttpError(400, 'bad_request', 'A giveaway needs a category.');
  const { id } = await db.insertInto('giveaways').values({ ...fields, closed_date: null, add_date: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [position, category] of categories.entries()) {
    ids.push((await db.insertInto('giveaway_categories').values({ giveaway_id: id, title: category.title, prize: category.prize, position, winner_entry_id: null })
      .returning('id').executeTakeFirstOrThrow()).id);
  }
  return { id, categories: ids };
}
