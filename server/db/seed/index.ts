// The first-run demo seed: renders the picture pools, generates the data and inserts it once.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { Database } from '../types';
import { generateDemoData } from './generate';
import { renderImagePools } from './image-pool';
import { insertDemoData, type SeedCounts } from './insert';
import { DEMO_ACCOUNT } from './model';
import { PHOTO_VARIANTS } from './diaries';
import { insertDemoAds } from './ads';
import { insertStrainAttributes } from './strains';
import { insertBrandCatalogue } from './brand-catalogue';
import { insertTelemetryDemo } from './telemetry';
import { insertWikiArticles } from './wiki';
import { insertStaticPages } from './static-pages';
import { insertDemoProfiles } from './profiles';
import { insertDemoComplains } from './complains';
import { insertDemoChats } from './chats';
import { insertDemoComments } from './comments';
import { insertDemoQuestions } from './questions';
import { insertDemoNotifications } from './notifications';
import { insertDemoBrandManagers } from './brand-managers';
import { insertDemoProductDetails } from './product-details';
import { insertDemoBrandStatistics } from './brand-statistics';
import { insertDemoBrandBanners } from './brand-banners';
import { insertDemoBrandTesters } from './brand-testers';
import { insertDemoBrandNewsletters } from './brand-newsletters';
import { insertDemoJournal } from './journal';
import { insertDemoShorts } from './shorts';
import { insertDemoGiveaways } from './giveaways';
import { insertDemoAwards } from './awards';
import { insertDemoPremium } from './premium';
import { insertDemoPartnerOrders } from './partner-orders';

/** The meta row that marks a database as seeded; its value is the seed number. */
export const DEMO_META_KEY = 'demo_seed';

export interface SeedOptions {
  seed: number;
  uploadsDir: string;
  /** Pictures rendered per phase (16); tests pass a small pool, the rows stay the same. */
  imagePool?: number;
  /** Anchors the demo dates; defaults to the start of today (UTC). */
  now?: Date;
}

export type SeedResult = { seeded: false } | { seeded: true; ms: number; counts: SeedCounts };

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Seeds the demo data unless the database already has it; a second call changes nothing. */
export async function ensureDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const done = await db.selectFrom('meta').select('value').where('key', '=', DEMO_META_KEY).executeTakeFirst();
  if (done) {
    // Demo texts written after this database was seeded.
    await insertWikiArticles(db);
    await insertStaticPages(db, new Date());
    await insertDemoBrandManagers(db, () => hashPassword(DEMO_ACCOUNT.password), options.now ?? startOfToday());
    await insertDemoProductDetails(db, { seed: options.seed, uploadsDir: options.uploadsDir, now: options.now ?? startOfToday() });
    await insertDemoBrandStatistics(db, options.seed, options.now ?? startOfToday());
    await insertDemoBrandBanners(db, { seed: options.seed, uploadsDir: options.uploadsDir, now: options.now ?? startOfToday() });
    await insertDemoBrandTesters(db, options.now ?? startOfToday());
    await insertDemoBrandNewsletters(db, options.seed, options.now ?? startOfToday());
    await insertDemoJournal(db, options.now ?? startOfToday(), options.imagePool ?? PHOTO_VARIANTS);
    await insertDemoShorts(db, options.uploadsDir, options.now ?? startOfToday(), options.imagePool ?? PHOTO_VARIANTS);
    await insertDemoGiveaways(db, options.now ?? startOfToday());
    await insertDemoAwards(db, options.now ?? startOfToday());
    await insertDemoPremium(db, options.now ?? startOfToday());
    await insertDemoPartnerOrders(db, options.now ?? startOfToday());
    return { seeded: false };
  }

  const started = Date.now();
  const imagePool = options.imagePool ?? PHOTO_VARIANTS;
  const [passwordHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNT.password),
    renderImagePools(options.uploadsDir, imagePool),
  ]);
  const data = generateDemoData(options.seed, options.now ?? startOfToday());
  const counts = await db.transaction().execute(async (trx) => {
    const inserted = await insertDemoData(trx, data, passwordHash, imagePool);
    await insertDemoAds(trx, { seed: options.seed, uploadsDir: options.uploadsDir, now: options.now ?? startOfToday() });
    await insertStrainAttributes(trx, options.seed);
    await insertBrandCatalogue(trx, options.seed, options.now ?? startOfToday());
    await insertTelemetryDemo(trx, { seed: options.seed, now: options.now ?? startOfToday(), passwordHash });
    await insertWikiArticles(trx);
    await insertStaticPages(trx, options.now ?? startOfToday());
    await insertDemoProfiles(trx, options.seed, options.now ?? startOfToday());
    await insertDemoComments(trx, options.seed, options.now ?? startOfToday());
    await insertDemoQuestions(trx, options.seed, options.now ?? startOfToday(), imagePool);
    // Last: reports point at diaries, weeks, photos, growers and comments seeded above.
    await insertDemoComplains(trx, options.seed, options.now ?? startOfToday());
    await insertDemoChats(trx, options.seed, options.now ?? startOfToday());
    // After the chats: their recent messages are notifications too.
    await insertDemoNotifications(trx, options.seed, options.now ?? startOfToday());
    await insertDemoBrandManagers(trx, async () => passwordHash, options.now ?? startOfToday());
    await insertDemoProductDetails(trx, { seed: options.seed, uploadsDir: options.uploadsDir, now: options.now ?? startOfToday() });
    await insertDemoBrandStatistics(trx, options.seed, options.now ?? startOfToday());
    await insertDemoBrandBanners(trx, { seed: options.seed, uploadsDir: options.uploadsDir, now: options.now ?? startOfToday() });
    await insertDemoBrandTesters(trx, options.now ?? startOfToday());
    await insertDemoBrandNewsletters(trx, options.seed, options.now ?? startOfToday());
    await insertDemoJournal(trx, options.now ?? startOfToday(), imagePool);
    await insertDemoShorts(trx, options.uploadsDir, options.now ?? startOfToday(), imagePool);
    await insertDemoGiveaways(trx, options.now ?? startOfToday());
    await insertDemoAwards(trx, options.now ?? startOfToday());
    await insertDemoPremium(trx, options.now ?? startOfToday());
    await insertDemoPartnerOrders(trx, options.now ?? startOfToday());
    // Written in the same transaction: either everything is seeded or nothing is.
    await trx.insertInto('meta').values({ key: DEMO_META_KEY, value: String(options.seed) }).execute();
    return inserted;
  });
  return { seeded: true, ms: Date.now() - started, counts };
}
