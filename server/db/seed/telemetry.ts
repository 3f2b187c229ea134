// Demo data for operators: an admin account (it may open /admin/vitals) and a week of web vitals, the same for a seed.
import type { Insertable, Kysely } from 'kysely';
import { RATING_THRESHOLDS, rateMetric, WEB_VITALS } from '../../../src/domain/telemetry/vitals-rating';
import type { Database } from '../types';
import { createRng } from './prng';

/** The demo admin: signs in with the demo account's password. */
export const ADMIN_ACCOUNT = { name: 'admin', email: 'admin@growdiaries.test' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_PAGES = [
  { page_name: '/_default/', page_path: '/' },
  { page_name: '/_default/diaries/$id/', page_path: '/diaries/1' },
  { page_name: '/_default/diaries/$id/week/$week', page_path: '/diaries/1/week/1' },
] as const;
const SAMPLES_PER_DAY = 6;

/** Inserts the admin account (with the demo password's hash) and seven days of vitals for three pages. */
export async function insertTelemetryDemo(db: Kysely<Database>, { seed, now, passwordHash }: { seed: number; now: Date; passwordHash: string }): Promise<void> {
  await db.insertInto('users')
    .values({ ...ADMIN_ACCOUNT, password_hash: passwordHash, status: 'admin', avatar: null, add_date: now.toISOString(), role: 'admin' })
    .execute();
  const rng = createRng(seed + 5);
  const rows: Insertable<Database['telemetry_metrics']>[] = [];
  for (let day = 6; day >= 0; day--) {
    for (const page of DEMO_PAGES) {
      for (let sample = 0; sample < SAMPLES_PER_DAY; sample++) {
        const takenAt = new Date(now.getTime() - day * DAY_MS + rng.int(0, DAY_MS - 1));
        const visit = `demo-${day}-${page.page_path}-${sample}`;
        for (const name of WEB_VITALS) {
          // Spread around the "good" threshold, so some visits need improvement and a few are poor.
          const [good, poor] = RATING_THRESHOLDS[name];
          const value = name === 'CLS' ? rng.float(0, poor * 1.2, 3) : rng.int(Math.round(good * 0.2), Math.round(poor * 1.1));
          rows.push({
            metric_id: `${visit}-${name}`, name, value, rating: rateMetric(name, value), delta: value, navigation_type: 'navigate',
            page_path: page.page_path, page_name: page.page_name, page_params: '{}', page_query: '{}', taken_at: takenAt.toISOString(),
            error_message: null, error_file: null, error_line: null, error_col: null, error_stack: null,
            batch_id: `demo-${day}`, user_agent: 'GrowDiaries demo data', device_memory: 4, hardware_concurrency: 4, connection_type: '4g',
            add_date: takenAt.toISOString(),
          });
        }
      }
    }
  }
  for (let start = 0; start < rows.length; start += 100) await db.insertInto('telemetry_metrics').values(rows.slice(start, start + 100)).execute();
}
