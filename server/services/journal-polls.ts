// Reader voting of the journal (/journal/voting): polls with their options and counts, and a vote, one per person
// and poll (the primary key of journal_poll_votes refuses a second even when two arrive at once).
import type { Kysely } from 'kysely';
import type { Poll, PollsPage } from '../../src/domain/article/article';
import { ALREADY_VOTED_MESSAGE, POLL_CLOSED_MESSAGE } from '../../src/domain/article/article-limits';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';

type Db = Kysely<Database>;

type PollRow = { id: number; title: string; description: string; add_date: string; end_date: string | null; cnt_votes: number };

const isOpen = (poll: PollRow, now: Date) => poll.end_date === null || poll.end_date > now.toISOString();

/** The polls' options and the viewer's votes, in two queries. */
async function toPolls(db: Db, rows: PollRow[], viewerId: number, now: Date): Promise<Poll[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [options, votes] = await Promise.all([
    db.selectFrom('journal_poll_options').select(['id', 'poll_id', 'title', 'cnt_votes']).where('poll_id', 'in', ids)
      .orderBy('poll_id').orderBy('position').execute(),
    viewerId === 0 ? Promise.resolve([]) : db.selectFrom('journal_poll_votes').select(['poll_id', 'option_id'])
      .where('user_id', '=', viewerId).where('poll_id', 'in', ids).execute(),
  ]);
  const mine = new Map(votes.map((v) => [v.poll_id, v.option_id]));
  return rows.map((row) => ({
    id: row.id, title: row.title, description: row.description, add_date: row.add_date, end_date: row.end_date,
    is_open: isOpen(row, now), cnt_votes: Number(row.cnt_votes),
    options: options.filter((o) => o.poll_id === row.id).map((o) => ({ id: o.id, title: o.title, cnt_votes: Number(o.cnt_votes) })),
    my_vote: mine.get(row.id) ?? null,
  }));
}

const pollRows = (db: Db) => db.selectFrom('journal_polls').select(['id', 'title', 'description', 'add_date', 'end_date', 'cnt_votes']);

/** A page of polls, newest first, open ones and closed ones alike. */
export async function listPolls(db: Db, viewerId: number, start: number, limit: number, now = new Date()): Promise<PollsPage> {
  const [rows, total] = await Promise.all([
    pollRows(db).orderBy('add_date', 'desc').orderBy('id', 'desc').limit(limit).offset(start).execute(),
    db.selectFrom('journal_polls').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toPolls(db, rows, viewerId, now), start, limit, total: Number(total.n) };
}

export async function getPoll(db: Db, id: number, viewerId: number, now = new Date()): Promise<Poll | undefined> {
  const row = await pollRows(db).where('id', '=', id).executeTakeFirst();
  return row && (await toPolls(db, [row], viewerId, now))[0];
}

/**
 * The grower's vote for an option of an open poll: 404 no such poll, 400 an option of another poll, 409 with
 * ALREADY_VOTED_MESSAGE after a first vote, 409 with POLL_CLOSED_MESSAGE after its end. Counters change here.
 */
export async function castVote(db: Db, userId: number, pollId: number, optionId: number, now = new Date()): Promise<Poll> {
  const poll = await pollRows(db).where('id', '=', pollId).executeTakeFirst();
  if (!poll) throw notFound('Poll not found');
  if (!isOpen(poll, now)) throw conflict(POLL_CLOSED_MESSAGE);
  const option = await db.selectFrom('journal_poll_options').select('id').where('id', '=', optionId).where('poll_id', '=', pollId).executeTakeFirst();
  if (!option) throw badRequest('option_id: Not an option of this poll.');
  const voted = await db.selectFrom('journal_poll_votes').select('option_id').where('poll_id', '=', pollId).where('user_id', '=', userId).executeTakeFirst();
  if (voted) throw conflict(ALREADY_VOTED_MESSAGE);
  try {
    await db.insertInto('journal_poll_votes').values({ poll_id: pollId, user_id: userId, option_id: optionId, add_date: now.toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_VOTED_MESSAGE);
    throw error;
  }
  await db.updateTable('journal_poll_options').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', optionId).execute();
  await db.updateTable('journal_polls').set((eb) => ({ cnt_votes: eb('cnt_votes', '+', 1) })).where('id', '=', pollId).execute();
  return (await toPolls(db, [{ ...poll, cnt_votes: poll.cnt_votes + 1 }], userId, now))[0]!;
}
