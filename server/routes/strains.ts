// Strain calls (spec §7 Content: GET /api/strains; Brands, misc: GET /api/service/strains-tree), public:
//   GET /api/strains?query=&brand_id=&category=&value=&sort=name|rating|reviews|diaries&start=0..&limit=1..100 (20)
//       200 {items: Strain[], total}: catalogue strains whose name or breeder contains the query (any case), of one
//       breeder, having one category value (category of strain-vocabulary.ts with a value of its vocabulary, both or
//       neither); rating, reviews and diaries orders put strains without any last; ties by name. 400 on a bad parameter.
//   GET /api/strains/categories   200 {items: [{category, values: [{value, count}]}]}: every value of every category,
//       with how many catalogue strains have it (0 included).
//   GET /api/strains/{id}   200 StrainDetail (breeder, description, item_stat, cnt_diaries, attributes or null,
//       items_parent) | 404
//   GET /api/service/strains-tree?id=|name=&depth=1..4 (3)   200 StrainTree {item, parents (each with its parents),
//       children (each with its children), depth}: nodes {id, name, link, brand_name}, id and link null for a parent
//       outside the catalogue; a strain already on a branch is not followed again. 404 for an unknown strain; 429 with
//       Retry-After over 120 trees a minute from one address (each runs a query per generation).
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { strainsQuerySchema, strainsTreeQuerySchema, type StrainCategories, type StrainDetail, type StrainsPage, type StrainTree } from '../../src/domain/strain/strain';
import { createLimiter } from '../auth/attempt-limiter';
import { notFound } from '../http/errors';
import { enforceLimit } from '../http/rate-limit';
import { catalogueVersion, createJsonListCache } from '../services/list-cache';
import { getStrainTree } from '../services/strain-lineage';
import { getStrainDetail, listStrainCategories, listStrains } from '../services/strains';
import type { RouteDeps } from './deps';

const TREES_PER_MINUTE = 120;

export const strainRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const treeLimiter = createLimiter(db, { name: 'strain-trees', max: TREES_PER_MINUTE * limitScale, windowMs: 60_000 });

  const sendCached = createJsonListCache(() => catalogueVersion(db));

  app.get('/api/strains', async (request, reply) => {
    const query = strainsQuerySchema.parse(request.query);
    return sendCached(reply, JSON.stringify(query), (): Promise<StrainsPage> => listStrains(db, query));
  });

  app.get('/api/strains/categories', async (): Promise<StrainCategories> => listStrainCategories(db));

  app.get('/api/strains/:id', async (request): Promise<StrainDetail> => {
    const { id } = idParamSchema.parse(request.params);
    const strain = await getStrainDetail(db, id);
    if (!strain) throw notFound('Strain not found');
    return strain;
  });

  app.get('/api/service/strains-tree', async (request): Promise<StrainTree> => {
    const query = strainsTreeQuerySchema.parse(request.query);
    await enforceLimit(treeLimiter, `ip:${request.ip}`, (wait) => `Too many family trees. Try again in ${wait} seconds.`);
    const tree = await getStrainTree(db, query);
    if (!tree) throw notFound('Strain not found');
    return tree;
  });
};
