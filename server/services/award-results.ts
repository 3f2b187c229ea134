// An award's results told to its winners once voting closed: each category's winner (as the award page shows it) is
// notified: a diary's grower, a grower, or the managers of a winning strain's breeder or of a winning brand. A
// conditional update claims the award, so two servers or requests announce it once.
import type { Kysely } from 'kysely';
import type { Nominee } from '../../src/domain/award/award';
import { awardPath } from '../../src/domain/award/award-limits';
import type { Database } from '../db/types';
import { getAward } from './awards';
import { notify } from './notify';

type Db = Kysely<Database>;

/** The accounts a winning nominee belongs to. */
async function ownersOf(db: Db, nominee: Nominee): Promise<number[]> {
  switch (nominee.kind) {
    case 'grower': return [nominee.ref_id];
    case 'diary': return (await db.selectFrom('diaries').select('user_id').where('id', '=', nominee.ref_id).execute()).map((d) => d.user_id);
    case 'strain': return (await db.selectFrom('brand_managers as m').innerJoin('products as p', 'p.brand_id', 'm.brand_id')
      .select('m.user_id').where('p.id', '=', nominee.ref_id).execute()).map((m) => m.user_id);
    case 'brand': return (await db.selectFrom('brand_managers').select('user_id').where('brand_id', '=', nominee.ref_id).execute()).map((m) => m.user_id);
  }
}

/** Announces one closed award in the caller's transaction; answers whether this call claimed it. */
export async function announceAward(trx: Db, awardId: number, now: Date): Promise<boolean> {
  const claimed = await trx.updateTable('awards').set({ notified_date: now.toISOString() })
    .where('id', '=', awardId).where('notified_date', 'is', null).where('end_date', '<=', now.toISOString()).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;
  const award = (await getAward(trx, String(awardId), 0, now))!;
  const item = { type: 'award', id: award.id, title: award.title, link: awardPath(award.link) };
  for (const category of award.categories) {
    const winner = category.nominees.find((n) => n.id === category.winner_id);
    if (!winner) continue;
    for (const userId of await ownersOf(trx, winner)) {
      await notify(trx, { userId, actorId: null, kind: 'award', item, sourceId: category.id, text: `${category.title}: ${winner.name} won.` });
    }
  }
  return true;
}

/** Announces every award whose voting closed and that was not announced yet, one transaction each; answers how many. */
export async function announceClosedAwards(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db.selectFrom('awards').select('id').where('notified_date', 'is', null).where('end_date', '<=', now.toISOString()).execute();
  let announced = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => announceAward(trx, id, now))) announced++;
  }
  return announced;
}
