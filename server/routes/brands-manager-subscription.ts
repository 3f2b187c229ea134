// A brand's subscription and onboarding in the brand manager area (spec §7 /api/brands-manager/subscription), answers
// in src/domain/brand-manager/subscription.ts. Sign-in needed (401); only the brand's managers and admins (403
// otherwise, whatever the id). Read-only: the limits are enforced where products, banners, testers and newsletters are
// made (409 plan_limit).
//   GET /api/brands-manager/subscription?brand_id  200 BrandSubscription: the plan (free without one), since when, and
//       each limit (products, banners, newsletters a UTC month, testers) with the brand's use now
//   GET /api/brands-manager/welcome?brand_id       200 BrandWelcome: the onboarding steps (logo, description, products,
//       scheme, banner, tester, newsletter sent) and whether each is done
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { brandQuerySchema } from '../../src/domain/brand-manager/brand-manager';
import type { BrandSubscription, BrandWelcome } from '../../src/domain/brand-manager/subscription';
import { requireUser } from '../auth/request-user';
import { brandOfManager } from '../services/brand-managers';
import { getSubscription, getWelcome } from '../services/brand-subscription';
import type { RouteDeps } from './deps';

export const brandsManagerSubscriptionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const brandOf = async (request: FastifyRequest) => {
    const { user } = requireUser(request);
    return brandOfManager(db, user, brandQuerySchema.parse(request.query).brand_id);
  };

  app.get('/api/brands-manager/subscription', async (request): Promise<BrandSubscription> => getSubscription(db, await brandOf(request)));

  app.get('/api/brands-manager/welcome', async (request): Promise<BrandWelcome> => getWelcome(db, await brandOf(request)));
};
