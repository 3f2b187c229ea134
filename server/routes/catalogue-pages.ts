// Calls of the seedbank, nutrient and equipment pages (spec §2; §7 names GET /api/ref/brands/{section}), public:
//   GET /api/products/:id   200 ProductDetail (item_brand, description, item_stat, cnt_diaries) | 404 (not in the catalogue)
//   GET /api/catalogue/products?section=seed|nutrient|equipment&category=<equipment category>&brand_id&query
//       &sort=name|rating|reviews|diaries&start&limit=1..100 (20)   200 {items: ProductCard[], total}; ties by name
//   GET /api/ref/brands/:section?category=<equipment category>   200 {items: [{id, name, link}]}: every brand, by name
//   GET /api/equipment/categories   200 {items: [{category, cnt_brands, cnt_products}]} in spec order
//   GET /api/brands/:id/schemes     200 {items: NutrientScheme[]}: the brand's feeding schemes by name (doses in ml/l) | 404
// 400 on a bad id, section, category, order, start or limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import { BRAND_SECTIONS } from '../../src/domain/catalogue/brand';
import type { NutrientSchemes } from '../../src/domain/catalogue/nutrient-scheme';
import {
  productListQuerySchema, refBrandsQuerySchema, type EquipmentCategories, type ProductDetail, type ProductList, type RefBrands,
} from '../../src/domain/catalogue/product';
import { notFound } from '../http/errors';
import { listBrandSchemes } from '../services/nutrient-schemes';
import { getProduct, listCatalogueProducts, listEquipmentCategories, listRefBrands } from '../services/products';
import { catalogueVersion, createJsonListCache } from '../services/list-cache';
import type { RouteDeps } from './deps';

const sectionParamSchema = z.object({ section: z.enum(BRAND_SECTIONS) });

export const cataloguePageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/products/:id', async (request): Promise<ProductDetail> => {
    const { id } = idParamSchema.parse(request.params);
    const product = await getProduct(db, id);
    if (!product) throw notFound('Product not found');
    return product;
  });

  const sendCached = createJsonListCache(() => catalogueVersion(db));

  app.get('/api/catalogue/products', async (request, reply) => {
    const query = productListQuerySchema.parse(request.query);
    return sendCached(reply, JSON.stringify(query), (): Promise<ProductList> => listCatalogueProducts(db, query));
  });

  app.get('/api/ref/brands/:section', async (request): Promise<RefBrands> => {
    const { section } = sectionParamSchema.parse(request.params);
    const { category } = refBrandsQuerySchema.parse(request.query);
    return listRefBrands(db, section, category);
  });

  app.get('/api/equipment/categories', async (): Promise<EquipmentCategories> => listEquipmentCategories(db));

  app.get('/api/brands/:id/schemes', async (request): Promise<NutrientSchemes> => {
    const { id } = idParamSchema.parse(request.params);
    return listBrandSchemes(db, id);
  });
};
