// Catalogue picker calls (a later issue builds the full catalogue):
//   GET /api/search/brandproduct?section=seed|nutrient|lamp|tent|medium|equip&query=<text>&limit=1..50 (20)
//       200 {items: ItemRef[]}: products whose name or brand name contains the query (any case; all for an empty one)
//   GET /api/products?section=...&start=0..&limit=1..500 (100)   200 {items: ItemRef[], total}
// ItemRef = {id, name, link, brand_id, brand_name}; catalogue products first, then names growers typed (no brand,
// link ''), each by name. Sections: seed and nutrient; lamp = grow-lights; tent = grow-tents and grow-boxes;
// medium = substrates; equip = every other equipment category. 400 on a missing or bad parameter. Public.
import type { FastifyPluginAsync } from 'fastify';
import {
  brandProductQuerySchema, productsQuerySchema, type BrandProductAnswer, type ProductsPage,
} from '../../src/domain/catalogue/catalogue-picker';
import { listProducts, searchProducts } from '../services/catalogue-picker';
import type { RouteDeps } from './deps';

export const cataloguePickerRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/search/brandproduct', async (request): Promise<BrandProductAnswer> => {
    const { section, query, limit } = brandProductQuerySchema.parse(request.query);
    return { items: await searchProducts(db, section, query, limit) };
  });

  app.get('/api/products', async (request): Promise<ProductsPage> => {
    const { section, start, limit } = productsQuerySchema.parse(request.query);
    return listProducts(db, section, start, limit);
  });
};
