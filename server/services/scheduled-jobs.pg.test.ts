// @vitest-environment node
// Jobs every node runs on its own timer, on one PostgreSQL (runs with TEST_DATABASE_URL): two nodes settling the due
// giveaways at the same moment settle each exactly once (the claim is a conditional update in the settling
// transaction), so winners and entrants are told once.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/types';
import { freshPostgresDatabase } from '../test-support';
import { createGiveaway, settleDueGiveaways } from './giveaways';

const DUE = 12;
let nodes: Kysely<Database>[];

beforeAll(async () => {
  const url = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
  nodes = [createDatabase(url).db, createDatabase(url).db];
  await migrateToLatest(nodes[0]!, 'postgres');
});
afterAll(() => Promise.all(nodes.map((db) => db.destroy())));

it('settles each due giveaway once when two nodes run the job at the same moment', async () => {
  const db = nodes[0]!;
  const { id: brand } = await db.insertInto('brands').values({ name: 'Two nodes brand', section: 'nutrient', category: null, link: '/nutrients/two-nodes', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  const now = new Date();
  const ended = new Date(now.getTime() - 60_000).toISOString();
  for (let n = 0; n < DUE; n++) {
    await createGiveaway(db, {
      link: `two-nodes-${n}`, title: `Giveaway ${n}`, description: '', rules: '', brand_id: brand,
      start_date: new Date(now.getTime() - 86_400_000).toISOString(), end_date: ended, categories: [{ title: 'Best', prize: 'Seeds' }],
    }, now);
  }
  const settled = await Promise.all(nodes.map((node) => settleDueGiveaways(node, now)));
  expect(settled[0]! + settled[1]!).toBe(DUE);
  const open = await db.selectFrom('giveaways').select('id').where('closed_date', 'is', null).execute();
  expect(open).toEqual([]);
  expect(await Promise.all(nodes.map((node) => settleDueGiveaways(node, now)))).toEqual([0, 0]);
});
