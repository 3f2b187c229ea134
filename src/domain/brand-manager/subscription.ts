// A brand's subscription in the brand manager area (spec §7 /api/brands-manager/subscription): its plan, the limits of
// the plan and the brand's current use of each; and the onboarding checklist of the welcome tab, from the same state.
import { z } from 'zod';
import { BRAND_PLANS, PLAN_RESOURCES } from './subscription-plans';

export const planUseSchema = z.object({ resource: z.enum(PLAN_RESOURCES), limit: z.number(), used: z.number() });
export type PlanUse = z.infer<typeof planUseSchema>;

/** GET /api/brands-manager/subscription: the plan, since when, and each limit with its use (newsletters: this month). */
export const brandSubscriptionSchema = z.object({
  brand_id: z.number(),
  plan: z.enum(BRAND_PLANS),
  since: z.string().nullable(),
  month: z.string(),
  items: z.array(planUseSchema),
});
export type BrandSubscription = z.infer<typeof brandSubscriptionSchema>;

export const WELCOME_STEPS = ['logo', 'description', 'products', 'scheme', 'banner', 'tester', 'newsletter'] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

/** GET /api/brands-manager/welcome: each onboarding step and whether the brand's real state has it done. */
export const brandWelcomeSchema = z.object({
  brand_id: z.number(),
  items: z.array(z.object({ step: z.enum(WELCOME_STEPS), done: z.boolean() })),
});
export type BrandWelcome = z.infer<typeof brandWelcomeSchema>;
