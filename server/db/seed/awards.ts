// Demo awards: the yearly Grow Awards of the two years before the seed's year (closed, with results) and of its year
// (open for voting: it started 10 days before the seed and closes 30 days after), and the events CDC 2022 and
// POTY 2022 (closed). Nominees are popular demo diaries, growers, strains and breeders; votes come from demo growers
// (never the demo account, who votes himself). Added once, to a database that has no award yet.
import type { Kysely } from 'kysely';
import type { NomineeKind } from '../../../src/domain/award/award-limits';
import type { Database } from '../types';
import { DEMO_ACCOUNT } from './model';

const DAY = 86_400_000;
const NOMINEES_PER_CATEGORY = 5;
/** Votes per nominee in order, in a closed category (the open one gets a third of them). */
const VOTES = [11, 8, 5, 3, 1];

interface DemoCategory { title: string; description: string; kind: NomineeKind }
interface DemoAward { link: string; section: 'years' | 'events'; title: string; description: string; start: Date; end: Date; categories: DemoCategory[] }

const YEARLY: DemoCategory[] = [
  { title: 'Diary of the year', description: 'The grow journal that taught the community the most, week by week.', kind: 'diary' },
  { title: 'Grower of the year', description: 'The grower whose diaries, answers and photos helped others most.', kind: 'grower' },
  { title: 'Strain of the year', description: 'The strain that grew best in this year\'s diaries.', kind: 'strain' },
  { title: 'Breeder of the year', description: 'The seed bank whose genetics growers trusted most.', kind: 'brand' },
];

function demoAwards(now: Date): DemoAward[] {
  const year = now.getUTCFullYear();
  const closedYear = (y: number): DemoAward => ({
    link: String(y), section: 'years', title: `Grow Awards ${y}`,
    description: `The community's picks of ${y}: the diaries, growers, strains and breeders of the year, voted by growers.`,
    start: new Date(Date.UTC(y, 10, 1)), end: new Date(Date.UTC(y, 11, 15)), categories: YEARLY,
  });
  return [
    {
      link: String(year), section: 'years', title: `Grow Awards ${year}`,
      description: `Vote for the diaries, growers, strains and breeders of ${year}: one vote per category, results when voting closes.`,
      start: new Date(now.getTime() - 10 * DAY), end: new Date(now.getTime() + 30 * DAY), categories: YEARLY,
    },
    closedYear(year - 1),
    closedYear(year - 2),
    {
      link: 'cdc-2022', section: 'events', title: 'Cannabis Diary Cup 2022',
      description: 'A summer contest of grow diaries: indoor, outdoor and the best first grow of 2022.',
      start: new Date(Date.UTC(2022, 5, 1)), end: new Date(Date.UTC(2022, 8, 30)),
      categories: [
        { title: 'Best indoor diary', description: 'Tents and grow rooms: the best kept indoor diary.', kind: 'diary' },
        { title: 'Best outdoor diary', description: 'Sun-grown plants, from seedling to harvest.', kind: 'diary' },
        { title: 'Rookie of the year', description: 'The best grower on a first diary.', kind: 'grower' },
      ],
    },
    {
      link: 'poty-2022', section: 'events', title: 'Plant of the Year 2022',
      description: 'One plant, one photo, one winner: the community chose the plant of 2022.',
      start: new Date(Date.UTC(2022, 10, 15)), end: new Date(Date.UTC(2023, 0, 15)),
      categories: [
        { title: 'Plant of the year', description: 'The most admired plant among 2022\'s diaries.', kind: 'diary' },
        { title: 'Most photogenic strain', description: 'The strain that looked best in front of the camera.', kind: 'strain' },
      ],
    },
  ];
}

/** The ids nominees are drawn from, per kind, the most liked or oldest first. */
async function nomineePools(db: Kysely<Database>): Promise<Record<NomineeKind, number[]>> {
  const [diaries, growers, strains, brands] = await Promise.all([
    db.selectFrom('diaries').select('id').where('is_remove', '=', 0).where('is_hidden', '=', 0).where('is_ban', '=', 0)
      .orderBy('cnt_likes', 'desc').orderBy('id').limit(30).execute(),
    db.selectFrom('users').select('id').where('role', '=', 'user').where('is_ban', '=', 0).where('name', '!=', DEMO_ACCOUNT.name).orderBy('id').limit(30).execute(),
    db.selectFrom('products').select('id').where('section', '=', 'seed').where('user_added', '=', 0).orderBy('id').limit(30).execute(),
    db.selectFrom('brands').select('id').where('section', '=', 'seed').orderBy('id').limit(30).execute(),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  return { diary: ids(diaries), grower: ids(growers), strain: ids(strains), brand: ids(brands) };
}

/** Inserts the demo awards unless there are awards already. */
export async function insertDemoAwards(db: Kysely<Database>, now: Date): Promise<void> {
  if (await db.selectFrom('awards').select('id').limit(1).executeTakeFirst()) return;
  const pools = await nomineePools(db);
  const voters = await db.selectFrom('users').select('id').where('role', '=', 'user').where('name', '!=', DEMO_ACCOUNT.name).orderBy('id').limit(40).execute();
  for (const [awardIndex, award] of demoAwards(now).entries()) {
    const open = award.end > now;
    const { id: awardId } = await db.insertInto('awards').values({
      link: award.link, section: award.section, title: award.title, description: award.description,
      start_date: award.start.toISOString(), end_date: award.end.toISOString(), add_date: award.start.toISOString(),
      // Awards closed before the demo began were announced then; the open one is when it closes.
      notified_date: open ? null : award.end.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    let awardVotes = 0;
    for (const [position, category] of award.categories.entries()) {
      const pool = pools[category.kind];
      const { id: categoryId } = await db.insertInto('award_categories').values({
        award_id: awardId, title: category.title, description: category.description, kind: category.kind, position,
      }).returning('id').executeTakeFirstOrThrow();
      // Each award and category draws another stretch of the pool, so winners differ.
      const offset = (awardIndex * 3 + position * 2) % Math.max(pool.length, 1);
      const refs = [...new Set(Array.from({ length: Math.min(NOMINEES_PER_CATEGORY, pool.length) }, (_, i) => pool[(offset + i) % pool.length]!))];
      let voter = 0;
      for (const [rank, refId] of refs.entries()) {
        // The winner is not always listed first.
        const wanted = Math.floor((VOTES[(rank + awardIndex) % VOTES.length] ?? 0) / (open ? 3 : 1));
        const chosen = voters.slice(voter, voter + wanted);
        voter += chosen.length;
        const { id: nomineeId } = await db.insertInto('award_nominees').values({ category_id: categoryId, ref_id: refId, position: rank, cnt_votes: chosen.length })
          .returning('id').executeTakeFirstOrThrow();
        if (chosen.length) {
          await db.insertInto('award_votes').values(chosen.map((u) => ({ category_id: categoryId, user_id: u.id, nominee_id: nomineeId, add_date: award.start.toISOString() }))).execute();
        }
      }
      await db.updateTable('award_categories').set({ cnt_votes: voter }).where('id', '=', categoryId).execute();
      awardVotes += voter;
    }
    await db.updateTable('awards').set({ cnt_votes: awardVotes }).where('id', '=', awardId).execute();
  }
}
