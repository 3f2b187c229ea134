// Reports: a grower reports an item or another grower once (a second report replaces the first); moderators read
// open reports grouped by item, newest first.
import type { Kysely } from 'kysely';
import type { ComplainBody, ComplainGroup, ComplainQueue } from '../../src/domain/complain/complain';
import type { ComplainType } from '../../src/domain/complain/complain-limits';
import type { Database } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { checkReporter, describeItems } from './moderated-items';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Texts shown per reported item in the queue. */
const TEXTS_PER_ITEM = 3;

/** Records `reporterId`'s report of an item; 404 when it does not exist (or is already gone), 403 for a chat one is
 * not a member of, 400 for one's own. */
export async function fileComplain(db: Db, reporterId: number, type: ComplainType, id: number, body: ComplainBody) {
  const item = (await describeItems(db, type, [id])).get(id);
  if (!item || item.link === null) throw notFound('There is nothing to report here: it does not exist or was removed.');
  await checkReporter(db, type, reporterId, id);
  if (item.owner_id === reporterId) throw badRequest('You cannot report your own content or account.');
  const now = new Date().toISOString();
  await db.insertInto('complains')
    .values({ user_id: reporterId, type, ref_id: id, reason: body.reason, text: body.text, add_date: now, is_closed: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'ref_id']).doUpdateSet({ reason: body.reason, text: body.text, add_date: now, is_closed: 0 }))
    .execute();
  return { type, id, reported: true as const };
}

/** One page of reported items, open or closed, the most recently reported first. */
export async function listComplainQueue(db: Db, closed: boolean, start: number, limit: number): Promise<ComplainQueue> {
  const flag = closed ? 1 : 0;
  const groups = await db.selectFrom('complains')
    .select((eb) => ['type', 'ref_id', eb.fn.countAll<number>().as('cnt'), eb.fn.max('add_date').as('last_date')])
    .where('is_closed', '=', flag)
    .groupBy(['type', 'ref_id'])
    .orderBy('last_date', 'desc').orderBy('type').orderBy('ref_id')
    .limit(limit).offset(start)
    .execute();
  const totalRow = await db.selectFrom(
    db.selectFrom('complains').select(['type', 'ref_id']).where('is_closed', '=', flag).groupBy(['type', 'ref_id']).as('g'),
  ).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();

  const items: ComplainGroup[] = [];
  for (const type of new Set(groups.map((g) => g.type as ComplainType))) {
    const ofType = groups.filter((g) => g.type === type);
    const ids = ofType.map((g) => g.ref_id);
    const [described, reports] = await Promise.all([
      describeItems(db, type, ids),
      db.selectFrom('complains').innerJoin('users', 'users.id', 'complains.user_id')
        .select(['complains.ref_id', 'complains.reason', 'complains.text', 'complains.add_date', 'users.id', 'users.name', 'users.status', 'users.avatar'])
        .where('complains.type', '=', type).where('complains.ref_id', 'in', ids).where('complains.is_closed', '=', flag)
        .orderBy('complains.add_date', 'desc').execute(),
    ]);
    const ownerIds = [...new Set([...described.values()].flatMap((d) => (d.owner_id === null ? [] : [d.owner_id])))];
    const owners = ownerIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'name', 'status', 'avatar']).where('id', 'in', ownerIds).execute();
    const ownerById = new Map(owners.map((o) => [o.id, toUser(o)]));
    for (const group of ofType) {
      const item = described.get(group.ref_id);
      const mine = reports.filter((r) => r.ref_id === group.ref_id);
      const reasons: Record<string, number> = {};
      for (const report of mine) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
      items.push({
        type, id: group.ref_id,
        title: item?.title ?? '',
        place: item?.place ?? null,
        link: item?.link ?? null,
        owner: item?.owner_id ? ownerById.get(item.owner_id) ?? null : null,
        cnt_reports: Number(group.cnt),
        reasons,
        texts: mine.filter((r) => r.text).slice(0, TEXTS_PER_ITEM).map((r) => ({ text: r.text, add_date: r.add_date, reporter: toUser(r) })),
        last_date: String(group.last_date),
        is_ban: item?.is_ban ?? false,
      });
    }
  }
  items.sort((a, b) => b.last_date.localeCompare(a.last_date) || a.type.localeCompare(b.type) || a.id - b.id);
  return { items, total: Number(totalRow.total), start, limit };
}
