// Demo giveaways: one open (started ten days ago, ending in twenty) and one archived (ended forty days ago, its winners
// settled and notified), each sponsored by a seed bank, with entries of demo growers' diaries and votes of other demo
// growers (never the demo account, who joins and votes himself); added once, to a database that has no giveaway yet.
import type { Kysely } from 'kysely';
import { createGiveaway, settleGiveaway } from '../../services/giveaways';
import type { Database } from '../types';
import { DEMO_ACCOUNT } from './model';

const DAY = 86_400_000;
const RULES = [
  'Enter one of your own diaries in each category you like; a diary may take part in several categories.',
  'Anyone signed in may vote once in each category, never for their own entry.',
  'Joining and voting close on the end date (UTC). The entry with the most votes in a category wins; on a tie, the earlier entry.',
  'You may withdraw your entry until the end date; its votes go with it.',
  'Winners are announced on this page and notified; the sponsor sends the prizes.',
].join('\n');

const DEMO_GIVEAWAYS = [
  {
    link: 'winter-harvest-cup', title: 'Winter Harvest Cup', startDays: -10, endDays: 20,
    description: 'Show your best grow of the season: three categories, three prize packs from our sponsor.',
    categories: [
      { title: 'Best autoflower', prize: 'A 120×120 grow tent and 10 autoflower seeds' },
      { title: 'Best photoperiod', prize: 'A 240 W LED lamp' },
      { title: 'Best first grow', prize: 'A starter kit: pH pen, nutrients and 5 seeds' },
    ],
  },
  {
    link: 'summer-outdoor-contest', title: 'Summer Outdoor Contest', startDays: -80, endDays: -40,
    description: 'The sunniest diaries of the summer, judged by the community.',
    categories: [
      { title: 'Biggest outdoor plant', prize: '20 feminised seeds of your choice' },
      { title: 'Best balcony grow', prize: 'A set of fabric pots and a soil pack' },
    ],
  },
];

/** Inserts the demo giveaways unless there is one already. */
export async function insertDemoGiveaways(db: Kysely<Database>, now: Date): Promise<void> {
  if (await db.selectFrom('giveaways').select('id').limit(1).executeTakeFirst()) return;
  const sponsor = await db.selectFrom('brands').select('id').where('section', '=', 'seed').orderBy('id').executeTakeFirst();
  if (!sponsor) return;
  const growers = await db.selectFrom('users').select('id').where('role', '=', 'user').where('name', '!=', DEMO_ACCOUNT.name).orderBy('id').limit(60).execute();
  // One visible diary of each of the first growers, in grower order.
  const diaries = await db.selectFrom('diaries').select(['id', 'user_id']).where('is_remove', '=', 0).where('is_hidden', '=', 0).where('is_ban', '=', 0)
    .where('user_id', 'in', growers.length ? growers.map((g) => g.id) : [0]).orderBy('user_id').orderBy('id').execute();
  const firstDiaries = [...new Map(diaries.map((d) => [d.user_id, d])).values()];
  let next = 0;
  for (const demo of DEMO_GIVEAWAYS) {
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const { id, categories } = await createGiveaway(db, {
      link: demo.link, title: demo.title, description: demo.description, rules: RULES, brand_id: sponsor.id,
      start_date: at(demo.startDays), end_date: at(demo.endDays), categories: demo.categories,
    }, new Date(at(demo.startDays - 5)));
    for (const [c, categoryId] of categories.entries()) {
      const entered = firstDiaries.slice(next, next + 3);
      next += entered.length;
      for (const [e, diary] of entered.entries()) {
        const { id: entryId } = await db.insertInto('giveaway_entries').values({
          giveaway_id: id, category_id: categoryId, diary_id: diary.id, user_id: diary.user_id, add_date: at(demo.startDays + 1 + e),
        }).returning('id').executeTakeFirstOrThrow();
        // Votes of growers who have no entry here, a different number for each entry (every voter once per category).
        const wanted = ((c * 3 + e) * 5) % 7 + 2;
        const voters = growers.filter((g) => !entered.some((d) => d.user_id === g.id)).slice(e * 9, e * 9 + wanted);
        if (voters.length) {
          await db.insertInto('giveaway_votes').values(voters.map((v) => ({ category_id: categoryId, user_id: v.id, entry_id: entryId, add_date: at(demo.startDays + 2 + e) }))).execute();
        }
        await db.updateTable('giveaway_entries').set({ cnt_votes: voters.length }).where('id', '=', entryId).execute();
        await db.updateTable('giveaway_categories').set((eb) => ({ cnt_entries: eb('cnt_entries', '+', 1), cnt_votes: eb('cnt_votes', '+', voters.length) })).where('id', '=', categoryId).execute();
        await db.updateTable('giveaways').set((eb) => ({ cnt_entries: eb('cnt_entries', '+', 1), cnt_votes: eb('cnt_votes', '+', voters.length) })).where('id', '=', id).execute();
      }
    }
    if (demo.endDays < 0) await settleGiveaway(db, { id, title: demo.title, link: demo.link }, at(demo.endDays));
  }
}
