// A brand's plan and its use: what the plan allows (products, banners, newsletters a month, testers), how much of each
// the brand uses now, the check every create of those runs in its own transaction (409 once the limit is reached),
// and the welcome tab's onboarding checklist read from the brand's real state.
import type { Kysely, Selectable } from 'kysely';
import type { BrandSubscription, BrandWelcome } from '../../src/domain/brand-manager/subscription';
import { monthStart, PLAN_LIMITS, PLAN_RESOURCES, planOf, type PlanResource } from '../../src/domain/brand-manager/subscription-plans';
import type { BrandsTable, Database } from '../db/types';
import { HttpError } from '../http/errors';

type Db = Kysely<Database>;
type BrandRow = Selectable<BrandsTable>;

/** The number a `count(*) as n` query answered (PostgreSQL answers it as text). */
const n = (row: { n: string | number | bigint }) => Number(row.n);

/** How much of one resource the brand uses now (newsletters: those sent this UTC month). */
export async function usageOf(db: Db, brandId: number, resource: PlanResource, now = new Date()): Promise<number> {
  switch (resource) {
    case 'products':
      return n(await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', brandId).where('user_added', '=', 0).executeTakeFirstOrThrow());
    case 'banners':
      return n(await db.selectFrom('ad_banners').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow());
    case 'testers':
      return n(await db.selectFrom('brand_testers').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow());
    case 'newsletters':
      return n(await db.selectFrom('brand_newsletters').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('brand_id', '=', brandId).where('status', '=', 'sent').where('send_date', '>=', monthStart(now)).executeTakeFirstOrThrow());
  }
}

async function planRow(db: Db, brandId: number) {
  return db.selectFrom('brand_plans').select(['plan', 'since']).where('brand_id', '=', brandId).executeTakeFirst();
}

/** The brand's plan, since when, and each of its limits with the brand's use. */
export async function getSubscription(db: Db, brand: BrandRow, now = new Date()): Promise<BrandSubscription> {
  const row = await planRow(db, brand.id);
  const plan = planOf(row?.plan);
  const items = await Promise.all(PLAN_RESOURCES.map(async (resource) =>
    ({ resource, limit: PLAN_LIMITS[plan][resource], used: await usageOf(db, brand.id, resource, now) })));
  return { brand_id: brand.id, plan, since: row?.since ?? null, month: monthStart(now).slice(0, 7), items };
}

const LIMIT_TEXT: Record<PlanResource, string> = {
  products: 'products', banners: 'banners', testers: 'testers', newsletters: 'newsletters a month',
};

/**
 * Refuses (409 plan_limit) a create that would take the brand past its plan's limit of the resource; call it in the
 * create's transaction, before the insert. `adding` is how many the create adds.
 */
export async function assertWithinPlan(db: Db, brandId: number, resource: PlanResource, now = new Date(), adding = 1): Promise<void> {
  const plan = planOf((await planRow(db, brandId))?.plan);
  const limit = PLAN_LIMITS[plan][resource];
  if ((await usageOf(db, brandId, resource, now)) + adding > limit) {
    throw new HttpError(409, 'plan_limit', `The ${plan} plan allows ${limit} ${LIMIT_TEXT[resource]}: that limit is reached.`);
  }
}

/** The welcome tab's checklist: what the brand has done of its onboarding, read from its real state. */
export async function getWelcome(db: Db, brand: BrandRow): Promise<BrandWelcome> {
  const [products, schemes, banners, testers, newsletters] = await Promise.all([
    usageOf(db, brand.id, 'products'),
    db.selectFrom('nutrient_schemes').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', brand.id).executeTakeFirstOrThrow().then(n),
    usageOf(db, brand.id, 'banners'),
    usageOf(db, brand.id, 'testers'),
    db.selectFrom('brand_newsletters').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', brand.id)
      .where('status', '=', 'sent').executeTakeFirstOrThrow().then(n),
  ]);
  const done = {
    logo: brand.avatar !== null && brand.avatar !== '', description: brand.description.trim() !== '', products: products > 0,
    scheme: schemes > 0, banner: banners > 0, tester: testers > 0, newsletter: newsletters > 0,
  };
  return { brand_id: brand.id, items: (Object.keys(done) as (keyof typeof done)[]).map((step) => ({ step, done: done[step] })) };
}
