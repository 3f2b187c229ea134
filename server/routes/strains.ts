// Strain calls (spec §7 Content: GET /api/strains), public:
//   GET /api/strains?query=&brand_id=&sort=name|rating|reviews|diaries&start=0..&limit=1..100 (20)
//       200 {items: Strain[], total}: catalogue strains whose name or breeder contains the query (any case);
//       rating, reviews and diaries orders put strains without any last; ties by name. 400 on a bad parameter.
//   GET /api/strains/{id}   200 Strain (with breeder, description, item_stat, cnt_diaries) | 404
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api';
import { strainsQuerySchema, type Strain, type StrainsPage } from '../../src/domain/strain';
import { notFound } from '../http/errors';
import { getStrain, listStrains } from '../services/strains';
import type { RouteDeps } from './deps';

export const strainRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/strains', async (request): Promise<StrainsPage> => listStrains(db, strainsQuerySchema.parse(request.query)));

  app.get('/api/strains/:id', async (request): Promise<Strain> => {
    const { id } = idParamSchema.parse(request.params);
    const strain = await getStrain(db, id);
    if (!strain) throw notFound('Strain not found');
    return strain;
  });
};
