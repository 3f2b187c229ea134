// The explore query at scale: 100,000 diaries in a separate SQLite file (plain inserts in one transaction), then the
// service's list and total queries for several filter sets, each the median of repeated runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { ExploreQueryFilters } from '../../src/domain/discovery/explore';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { countExplore, exploreRows } from '../../server/services/explore';
import { createRng } from '../../server/db/seed/prng';

const DIARIES = 100_000;
const USERS = 2_000;
const BREEDERS = 40;
const STRAINS_PER_BREEDER = 10;
const NUTRIENTS = 100;
const LAMPS = 30;
const RUNS = 15;
const PAGE = 20;

export interface QueryTiming { name: string; listMs: number; totalMs: number }
export interface ExploreQueryResult { diaries: number; seedMs: number; timings: QueryTiming[]; worstListMs: number }

/** Fills the migrated file with users, a catalogue and the diaries with their strains, nutrients and lamps. */
function seed(file: string): void {
  const sqlite = new SqliteDatabase(file);
  // A throwaway file: no crash safety needed while filling it.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  const rnd = createRng(7).next;
  const pick = (n: number) => 1 + Math.floor(rnd() * n);
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString();
  sqlite.transaction(() => {
    const user = sqlite.prepare(`insert into users (id, name, email, password_hash, status, avatar, add_date) values (?, ?, ?, null, 'grower', null, ?)`);
    for (let i = 1; i <= USERS; i++) user.run(i, `grower${i}`, `grower${i}@bench.test`, day(i % 700));
    const brand = sqlite.prepare(`insert into brands (id, name, section, category, link) values (?, ?, ?, ?, ?)`);
    const product = sqlite.prepare(`insert into products (id, brand_id, name, section, category, link, description) values (?, ?, ?, ?, ?, ?, '')`);
    let productId = 0;
    for (let b = 1; b <= BREEDERS; b++) {
      brand.run(b, `Breeder ${b}`, 'seed', null, `/seedbank/b${b}`);
      for (let s = 0; s < STRAINS_PER_BREEDER; s++) product.run(++productId, b, `Strain ${b}-${s}`, 'seed', null, `/strains/${productId}`);
    }
    brand.run(BREEDERS + 1, 'Nutrient line', 'nutrient', null, '/nutrients/line');
    brand.run(BREEDERS + 2, 'Lamp maker', 'equipment', 'grow-lights', '/grow-lights/maker');
    const nutrientStart = productId + 1;
    for (let n = 0; n < NUTRIENTS; n++) product.run(++productId, BREEDERS + 1, `Feed ${n}`, 'nutrient', null, `/nutrients/${productId}`);
    const lampStart = productId + 1;
    const lampNames = ['LED board', 'HPS 600W', 'T5 fluorescent'];
    for (let l = 0; l < LAMPS; l++) product.run(++productId, BREEDERS + 2, `${lampNames[l % 3]} ${l}`, 'equipment', 'grow-lights', `/grow-lights/${productId}`);

    const diary = sqlite.prepare(`insert into diaries (id, user_id, name, add_date, update_date, type_room, type_watering, type_soil, cover_photo_id,
      cnt_views, cnt_likes, cnt_comments, is_remove, is_hidden, approved, max_faza) values (?, ?, ?, ?, ?, ?, 1, ?, null, ?, ?, 0, ?, 0, 1, ?)`);
    const item = sqlite.prepare(`insert into diary_items (diary_id, product_id, kind) values (?, ?, ?)`);
    for (let d = 1; d <= DIARIES; d++) {
      const added = Math.floor(rnd() * 700);
      diary.run(d, pick(USERS), `Diary ${d}`, day(added), day(added + Math.floor(rnd() * 120)), pick(3), pick(5),
        Math.floor(rnd() * 20_000), Math.floor(rnd() * 500), rnd() < 0.02 ? 1 : 0, Math.floor(rnd() * 4) - 1);
      item.run(d, pick(BREEDERS * STRAINS_PER_BREEDER), 'seed');
      item.run(d, nutrientStart + Math.floor(rnd() * NUTRIENTS), 'nutrient');
      item.run(d, lampStart + Math.floor(rnd() * LAMPS), 'lamp_flo');
    }
  })();
  sqlite.close();
}

const CASES: { name: string; filters: ExploreQueryFilters }[] = [
  { name: 'all, latest update', filters: { sort: 'updated' } },
  { name: 'all, most liked', filters: { sort: 'likes' } },
  { name: 'indoor, most viewed', filters: { room: 1, sort: 'views' } },
  { name: 'one strain', filters: { strain: 17, sort: 'updated' } },
  { name: 'one breeder, newest', filters: { breeder: 5, sort: 'newest' } },
  { name: 'one nutrient, harvested', filters: { nutrient: 420, harvested: true, sort: 'updated' } },
  { name: 'LED, coco, flowering', filters: { light: 3, medium: 2, phase: 1, sort: 'updated' } },
  { name: 'HID greenhouse germinating, likes', filters: { light: 2, room: 3, phase: -1, sort: 'likes' } },
  { name: 'strain + LED + harvested', filters: { strain: 250, light: 3, harvested: true, sort: 'views' } },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm: statement cache and pages
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function exploreQueryBench(): Promise<ExploreQueryResult> {
  const dir = mkdtempSync(join(tmpdir(), 'growdiaries-explore-'));
  const file = join(dir, 'explore.sqlite');
  try {
    const { db, dialect } = createDatabase(file);
    await migrateToLatest(db, dialect);
    await db.destroy();
    const started = performance.now();
    seed(file);
    const seedMs = performance.now() - started;
    const { db: bench } = createDatabase(file);
    try {
      const timings: QueryTiming[] = [];
      for (const { name, filters } of CASES) {
        timings.push({ name, listMs: await time(() => exploreRows(bench, filters, 0, PAGE)), totalMs: await time(() => countExplore(bench, filters)) });
      }
      return { diaries: DIARIES, seedMs, timings, worstListMs: Math.max(...timings.map((t) => t.listMs)) };
    } finally {
      await bench.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
