// Brand calls of spec §7 (Brands), public:
//   GET /api/brands?section=seed|nutrient|equipment&category=<equipment category>&query=&sort=name|rating|reviews&start=0..&limit=1..100 (20)
//       200 {items: Brand[], total}: name contains the query (any case); rating and reviews orders put brands
//       without reviews last; ties by name. 400 on a bad parameter.
//   GET /api/brands/{id}   200 BrandDetail (the brand and its catalogue products, each with item_stat) | 404
// item_stat = {avg_rate (0-10, one decimal, null without reviews), cnt_reviews}: the harvest reviews of the
// brand's products in visible diaries (a strain review counts for each strain of its diary).
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { brandsQuerySchema, type BrandDetail, type BrandsPage } from '../../src/domain/catalogue/brand';
import { notFound } from '../http/errors';
import { getBrand, listBrands } from '../services/brands';
import { catalogueVersion, createJsonListCache } from '../services/list-cache';
import type { RouteDeps } from './deps';

export const brandRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const sendCached = createJsonListCache(() => catalogueVersion(db));

  app.get('/api/brands', async (request, reply) => {
    const query = brandsQuerySchema.parse(request.query);
    return sendCached(reply, JSON.stringify(query), (): Promise<BrandsPage> => listBrands(db, query));
  });

  app.get('/api/brands/:id', async (request): Promise<BrandDetail> => {
    const { id } = idParamSchema.parse(request.params);
    const brand = await getBrand(db, id);
    if (!brand) throw notFound('Brand not found');
    return brand;
  });
};
