// A brand's nutrient schemes in the brand manager area (spec §7 /api/brands-manager/schemes), answers in
// src/domain/brand-manager/brand-scheme.ts. Every call needs sign-in (401) and a brand the person manages (admins: any);
// anyone else is answered 403 whatever the id. Writes are X-Rniq idempotent with the write limit, and stamp the
// brand's update_date so the public nutrient page and the catalogue's kept lists show the change at once.
//   GET    /api/brands-manager/schemes?brand_id&start&limit=1..100 (50)  200 BrandSchemesPage, by name
//   GET    /api/brands-manager/schemes/edit/{id}        200 BrandScheme (403 for a scheme of another brand)
//   POST   /api/brands-manager/schemes/edit/0?brand_id  {name, description, items_product, items_week}  200 BrandScheme, created
//   POST   /api/brands-manager/schemes/edit/{id}        the same body: 200 BrandScheme, saved whole
//          items_product are the brand's own catalogue products (403 for any other); each week of items_week has one
//          dose in ml/l (or null) per product; a week or product left without any dose is not kept; 400 names the field
//   DELETE /api/brands-manager/schemes/{id}             204, the scheme and its doses gone
import type { FastifyPluginAsync } from 'fastify';
import {
  brandSchemeBodySchema, brandSchemesQuerySchema, schemeCreateQuerySchema, schemeIdParamSchema,
  type BrandScheme, type BrandSchemesPage,
} from '../../src/domain/brand-manager/brand-scheme';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import type { RouteDeps } from './deps';
import { badRequest } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { brandOfManager } from '../services/brand-managers';
import { createScheme, deleteScheme, getManagedScheme, listManagedSchemes, saveScheme, schemeOfManager } from '../services/brand-schemes';

const BASE = '/api/brands-manager/schemes';

export const brandsManagerSchemesRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.get(BASE, async (request): Promise<BrandSchemesPage> => {
    const { user } = requireUser(request);
    const { brand_id, start, limit } = brandSchemesQuerySchema.parse(request.query);
    return listManagedSchemes(db, await brandOfManager(db, user, brand_id), start, limit);
  });

  app.get(`${BASE}/edit/:id`, async (request): Promise<BrandScheme> => {
    const { user } = requireUser(request);
    const { id } = schemeIdParamSchema.parse(request.params);
    if (id === 0) throw badRequest('A scheme not saved yet has nothing to read.');
    const { scheme, brand } = await schemeOfManager(db, user, id);
    return getManagedScheme(db, brand, scheme);
  });

  app.post(`${BASE}/edit/:id`, (request, reply) => write(request, reply, 200, () => {
    const { id } = schemeIdParamSchema.parse(request.params);
    const { brand_id } = schemeCreateQuerySchema.parse(request.query);
    const body = brandSchemeBodySchema.parse(request.body);
    if (id === 0 && brand_id === undefined) throw badRequest('brand_id: a new scheme names its brand: ?brand_id=');
    return async (trx) => {
      const { user } = requireUser(request);
      if (id === 0) return createScheme(trx, await brandOfManager(trx, user, brand_id!), body);
      const { brand } = await schemeOfManager(trx, user, id);
      return saveScheme(trx, brand, id, body);
    };
  }));

  app.delete(`${BASE}/:id`, (request, reply) => write(request, reply, 204, () => {
    const { id } = schemeIdParamSchema.parse(request.params);
    if (id === 0) throw badRequest('id: a scheme not saved yet has nothing to delete.');
    return async (trx) => {
      const { brand } = await schemeOfManager(trx, requireUser(request).user, id);
      await deleteScheme(trx, brand, id);
    };
  }));
};
