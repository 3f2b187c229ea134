// A brand's plans and what each allows (the subscription tab), zod-free: the server enforces them, the app shows them.
export const PLAN_RESOURCES = ['products', 'banners', 'newsletters', 'testers'] as const;
export type PlanResource = (typeof PLAN_RESOURCES)[number];

export const BRAND_PLANS = ['free', 'partner', 'premium'] as const;
export type BrandPlan = (typeof BRAND_PLANS)[number];

/** What each plan allows: catalogue products, banners, newsletters sent per calendar month (UTC), testers. */
export const PLAN_LIMITS: Record<BrandPlan, Record<PlanResource, number>> = {
  free: { products: 25, banners: 2, newsletters: 1, testers: 5 },
  partner: { products: 300, banners: 20, newsletters: 4, testers: 50 },
  premium: { products: 2000, banners: 60, newsletters: 20, testers: 500 },
};

/** A brand without a plan of its own has the free plan; an unknown stored name too. */
export const planOf = (stored: string | null | undefined): BrandPlan =>
  (BRAND_PLANS as readonly string[]).includes(stored ?? '') ? (stored as BrandPlan) : 'free';

/** The first moment of the UTC calendar month of `at`, as an ISO string (newsletters are counted from it). */
export const monthStart = (at: Date): string => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString();
