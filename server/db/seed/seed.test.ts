// @vitest-environment node
// The demo seed: real counts, once per database, wiki articles added to an older one, and the same data for the same seed number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createTestDataDir, openTestDatabase, seedTestDatabase, TEST_NOW, TEST_SEED } from '../../test-support';
import type { Database } from '../types';
import { generateDemoData } from './generate';

let dataDir: string;
let db: Kysely<Database>;
beforeAll(async () => {
  dataDir = await createTestDataDir();
  db = await openTestDatabase(dataDir);
});
afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function countRows(): Promise<Record<string, number>> {
  const tables = ['users', 'brands', 'products', 'diaries', 'diary_items', 'weeks', 'week_nutrients', 'photos', 'meta', 'product_compositions', 'product_photos'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('demo seed', () => {
  it('seeds the real amounts once; a second run changes nothing', async () => {
    const first = await seedTestDatabase(db, dataDir);
    expect(first.seeded).toBe(true);
    const counts = await countRows();
    // 25 growers, the demo account, the demo admin and the two demo brand managers.
    expect(counts.users).toBe(29);
    expect(counts.diaries).toBe(60);
    expect(counts.meta).toBe(1);
    expect(await db.selectFrom('products').select('id').where('section', '=', 'seed').execute()).toHaveLength(41);
    const breeders = await db.selectFrom('brands').select('id').where('section', '=', 'seed').execute();
    expect(breeders).toHaveLength(12);
    const nutrientBrands = await db.selectFrom('brands').select('id').where('section', '=', 'nutrient').execute();
    expect(nutrientBrands).toHaveLength(15);
    const categories = await db.selectFrom('brands').select('category').distinct().where('section', '=', 'equipment').execute();
    expect(categories).toHaveLength(12);
    const demoDiaries = await db.selectFrom('diaries').innerJoin('users', 'users.id', 'diaries.user_id')
      .select('diaries.id').where('users.name', '=', 'demo').execute();
    expect(demoDiaries.length).toBeGreaterThanOrEqual(3);
    const withPassword = await db.selectFrom('users').select(['name', 'role']).where('password_hash', 'is not', null).orderBy('id').execute();
    expect(withPassword).toEqual([{ name: 'demo', role: 'user' }, { name: 'admin', role: 'admin' }, { name: 'seedbank', role: 'user' }, { name: 'nutrients', role: 'user' }]);

    // The demo nutrient brand's products each have a composition and a drawn photo.
    const managed = await db.selectFrom('products as p').innerJoin('brand_managers as m', 'm.brand_id', 'p.brand_id').innerJoin('users as u', 'u.id', 'm.user_id')
      .select('p.id').where('u.name', '=', 'nutrients').where('p.user_added', '=', 0).execute();
    expect(managed.length).toBeGreaterThan(0);
    expect(counts.product_compositions).toBe(managed.length);
    const photo = await db.selectFrom('product_photos').select('file').where('product_id', '=', managed[0]!.id).executeTakeFirstOrThrow();
    await stat(path.join(dataDir, 'uploads', `${photo.file}_m.jpg`));

    const second = await seedTestDatabase(db, dataDir);
    expect(second.seeded).toBe(false);
    expect(await countRows()).toEqual(counts);
  });

  it('adds wiki articles written after a database was seeded, keeping the ones it has', async () => {
    const all = await db.selectFrom('wiki_articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await db.deleteFrom('wiki_articles').where('category', '=', 'tastes').execute();
    await db.updateTable('wiki_articles').set({ title: 'Edited by an admin' }).where('category', '=', 'thc').where('value', '=', 'low').execute();

    expect((await seedTestDatabase(db, dataDir)).seeded).toBe(false);
    const after = await db.selectFrom('wiki_articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(all.n));
    const tastes = await db.selectFrom('wiki_articles').select('value').where('category', '=', 'tastes').execute();
    expect(tastes.length).toBeGreaterThan(0);
    const edited = await db.selectFrom('wiki_articles').select('title').where('category', '=', 'thc').where('value', '=', 'low').executeTakeFirstOrThrow();
    expect(edited.title).toBe('Edited by an admin');
  });

  it('gives the same diary names for the same seed, others for another seed', async () => {
    const stored = await db.selectFrom('diaries').select('name').orderBy('id').execute();
    const again = generateDemoData(TEST_SEED, TEST_NOW).diaries.map((d) => d.name);
    expect(stored.map((d) => d.name)).toEqual(again);
    expect(generateDemoData(TEST_SEED + 1, TEST_NOW).diaries.map((d) => d.name)).not.toEqual(again);
  });
});
