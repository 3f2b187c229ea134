// The brand statistics call at scale: in a separate SQLite file, a brand with 200 products and 100 banners (each shown
// in one or two placements) with two years of daily figures, beside 30 other brands with banners of their own (every
// banner day written through the triggers that add it to its brand's day); then what GET /api/brands-manager/statistics
// does for a year (the manager check, the period's days, the previous year's totals, the followers, the answer as
// JSON), timed over repeated runs: p50 and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { addDays, dayOf } from '../../src/domain/brand-manager/statistic-days';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { brandOfManager } from '../../server/services/brand-managers';
import { readBrandStatistics } from '../../server/services/brand-statistics';

const PRODUCTS = 200;
const BANNERS = 100;
const OTHER_BRANDS = 30;
const OTHER_BANNERS = 20;
/** Days of figures: the year asked for and the year before it, which the answer compares with. */
const DAYS = 730;
const RUNS = 200;
const BRAND = 1;
const MANAGER = 1;

export interface BrandStatisticsFigures { bannerDays: number; seedMs: number; p50Ms: number; p99Ms: number; answerKb: number }

/** Fills the migrated file: the brands, their products and banners, the manager, and every day's figures. */
function seed(file: string, today: string): number {
  const sqlite = new SqliteDatabase(file);
  // A throwaway file: no crash safety needed while filling it.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  let bannerDays = 0;
  sqlite.transaction(() => {
    sqlite.prepare(`insert into users (id, name, email, password_hash, status, avatar, add_date) values (?, 'manager', 'm@bench.test', null, 'brand', null, ?)`).run(MANAGER, today);
    const brand = sqlite.prepare(`insert into brands (id, name, section, category, link) values (?, ?, 'nutrient', null, ?)`);
    const product = sqlite.prepare(`insert into products (brand_id, name, section, category, link, description) values (?, ?, 'nutrient', null, ?, '')`);
    const banner = sqlite.prepare(`insert into ad_banners (brand_id, kind, title, url, add_date) values (?, 'box', 'Banner', 'https://bench.test', ?) returning id`);
    const bannerDay = sqlite.prepare(`insert into ad_banner_days (banner_id, kind, day, views, clicks) values (?, ?, ?, ?, ?)`);
    const statDay = sqlite.prepare(`insert into brand_stat_days (brand_id, day, product_views, weeks, reviews, rating_sum, followers_gained, followers_lost)
      values (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let b = BRAND; b <= BRAND + OTHER_BRANDS; b++) {
      brand.run(b, `Brand ${b}`, `/nutrients/${b}`);
      // The counted figures first: the banner days then add to them through the triggers of migration 0037.
      for (let d = 0; d < DAYS; d++) statDay.run(b, addDays(today, -d), 50 + (d % 70), d % 9, d % 3, (d % 3) * 8, d % 5, d % 2);
      const banners = b === BRAND ? BANNERS : OTHER_BANNERS;
      if (b === BRAND) for (let p = 0; p < PRODUCTS; p++) product.run(b, `Feed ${p}`, `/nutrients/${b}/${p}`);
      for (let n = 0; n < banners; n++) {
        const { id } = banner.get(b, today) as { id: number };
        const placements = n % 3 === 0 ? ['box', 'sidebar'] : ['box'];
        for (let d = 0; d < DAYS; d++) {
          for (const placement of placements) {
            bannerDay.run(id, placement, addDays(today, -d), 200 + ((id * 7 + d * 13) % 400), (id + d) % 9);
            bannerDays++;
          }
        }
      }
    }
    sqlite.prepare(`insert into brand_managers (brand_id, user_id, added_by, add_date) values (?, ?, null, ?)`).run(BRAND, MANAGER, today);
  })();
  sqlite.close();
  return bannerDays;
}

/** The value at the given share of the sorted times (nearest rank). */
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

export async function brandStatisticsBench(): Promise<BrandStatisticsFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'growdiaries-brandstats-'));
  const file = join(dir, 'brandstats.sqlite');
  const today = dayOf(Date.now());
  try {
    const { db, dialect } = createDatabase(file);
    await migrateToLatest(db, dialect);
    await db.destroy();
    const started = performance.now();
    const bannerDays = seed(file, today);
    const seedMs = performance.now() - started;
    const { db: bench } = createDatabase(file);
    try {
      const call = async () => {
        const brand = await brandOfManager(bench, { id: MANAGER, role: 'user' }, BRAND);
        return JSON.stringify(await readBrandStatistics(bench, brand.id, addDays(today, -364), today));
      };
      const answer = await call(); // warm: statement cache and pages
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { bannerDays, seedMs, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), answerKb: answer.length / 1024 };
    } finally {
      await bench.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
