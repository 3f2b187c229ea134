// @vitest-environment node
// Calls of the seedbank, nutrient and equipment pages over the demo data: a product, product lists, brand reference
// lists, the equipment categories, nutrient schemes; and that the demo data gives every page real content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandsPageSchema } from '../../src/domain/catalogue/brand';
import { itemDiariesPageSchema } from '../../src/domain/catalogue/catalogue-items';
import { EQUIPMENT_CATEGORIES } from '../../src/domain/catalogue/equipment';
import { nutrientSchemesSchema } from '../../src/domain/catalogue/nutrient-scheme';
import { equipmentCategoriesSchema, productDetailSchema, productListSchema, refBrandsSchema } from '../../src/domain/catalogue/product';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;

const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
const status = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;
const products = async (query: string) => productListSchema.parse(await get(`/api/catalogue/products?${query}`));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/products/{id}', () => {
  it('gives a product its brand, description, stats and diary count, and links pages by id', async () => {
    const nutrient = await server.db.selectFrom('products').select(['id', 'brand_id']).where('section', '=', 'nutrient').orderBy('id').executeTakeFirstOrThrow();
    const product = productDetailSchema.parse(await get(`/api/products/${nutrient.id}`));
    expect(product).toMatchObject({ id: nutrient.id, section: 'nutrient', link: `/nutrients/${nutrient.brand_id}/${nutrient.id}` });
    expect(product.item_brand).toMatchObject({ id: nutrient.brand_id, link: `/nutrients/${nutrient.brand_id}`, section: 'nutrient' });
    expect(product.description).not.toBe('');
    const diaries = itemDiariesPageSchema.parse(await get(`/api/products/${nutrient.id}/diaries`));
    expect(product.cnt_diaries).toBe(diaries.total);
    const written = await server.db.selectFrom('product_reviews').select('id').where('product_id', '=', nutrient.id).execute();
    expect(product.item_stat.cnt_reviews).toBeGreaterThanOrEqual(written.length);
  });

  it('answers 404 for an unknown product or a name a grower typed, 400 for a bad id', async () => {
    expect(await status('/api/products/999999')).toBe(404);
    expect(await status('/api/products/0')).toBe(400);
  });
});

describe('GET /api/catalogue/products', () => {
  it('filters by category, brand and name, and orders by name, rating, reviews or diaries', async () => {
    const lights = await products('category=grow-lights&limit=100');
    expect(lights.total).toBeGreaterThan(5);
    expect(lights.items.every((p) => p.category === 'grow-lights' && p.section === 'equipment')).toBe(true);
    const names = lights.items.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const brand = lights.items[0]!.brand_id!;
    const ofBrand = await products(`brand_id=${brand}`);
    expect(ofBrand.items.every((p) => p.brand_id === brand)).toBe(true);
    expect((await products('section=seed&query=gorilla')).items.every((p) => /gorilla/i.test(p.name) || /gorilla/i.test(p.brand_name ?? ''))).toBe(true);

    for (const [sort, value] of [['rating', (p: { item_stat: { avg_rate: number | null } }) => p.item_stat.avg_rate ?? -1],
      ['reviews', (p: { item_stat: { cnt_reviews: number } }) => p.item_stat.cnt_reviews], ['diaries', (p: { cnt_diaries: number }) => p.cnt_diaries]] as const) {
      const values = (await products(`section=nutrient&sort=${sort}&limit=100`)).items.map(value as (p: unknown) => number);
      expect(values, sort).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('pages without gaps, caps the page at 100 and refuses bad values', async () => {
    const all = await products('section=equipment&limit=100');
    expect(all.total).toBeGreaterThan(100);
    const first = await products('section=equipment&limit=30');
    const second = await products('section=equipment&start=30&limit=30');
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(all.items.slice(0, 60).map((p) => p.id));
    for (const query of ['limit=101', 'limit=0', 'start=-1', 'sort=price', 'section=lamps', 'category=lamps', 'brand_id=x']) {
      expect(await status(`/api/catalogue/products?${query}`), query).toBe(400);
    }
  });
});

describe('brand lists', () => {
  it('GET /api/ref/brands/{section} lists every brand of a section by name, of one category when asked', async () => {
    const nutrients = refBrandsSchema.parse(await get('/api/ref/brands/nutrient'));
    const count = await server.db.selectFrom('brands').select('id').where('section', '=', 'nutrient').execute();
    expect(nutrients.items).toHaveLength(count.length);
    const names = nutrients.items.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const fans = refBrandsSchema.parse(await get('/api/ref/brands/equipment?category=ventilation-fans'));
    const fanMakers = await server.db.selectFrom('brands').select('id').where('category', '=', 'ventilation-fans').execute();
    expect(fans.items.map((b) => b.id).sort()).toEqual(fanMakers.map((b) => b.id).sort());
    expect(fans.items.every((b) => b.link === `/ventilation-fans/${b.id}`)).toBe(true);
    expect(await status('/api/ref/brands/lamps')).toBe(400);
    expect(await status('/api/ref/brands/equipment?category=lamps')).toBe(400);
  });

  it('GET /api/brands?category lists the makers of one equipment category', async () => {
    const page = brandsPageSchema.parse(await get('/api/brands?section=equipment&category=grow-tents'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((b) => b.category === 'grow-tents')).toBe(true);
  });
});

describe('GET /api/equipment/categories', () => {
  it('counts the brands and products of each of the twelve categories, every one of them used in diaries', async () => {
    const { items } = equipmentCategoriesSchema.parse(await get('/api/equipment/categories'));
    expect(items.map((c) => c.category)).toEqual([...EQUIPMENT_CATEGORIES]);
    for (const { category, cnt_brands, cnt_products } of items) {
      const brands = await server.db.selectFrom('brands').select('id').where('category', '=', category).execute();
      expect(cnt_brands, category).toBe(brands.length);
      expect(cnt_brands, category).toBeGreaterThanOrEqual(2);
      expect(cnt_products, category).toBe((await products(`category=${category}`)).total);
      // Every product of the category is in some visible diary: no empty tab in the demo.
      const list = await products(`category=${category}&limit=100`);
      expect(list.items.filter((p) => p.cnt_diaries === 0).map((p) => p.name), category).toEqual([]);
    }
  });
});

describe('GET /api/brands/{id}/schemes', () => {
  it("gives a nutrient brand's schemes week by week, each dose of one of its products in ml/l", async () => {
    const brands = await server.db.selectFrom('brands').select(['id', 'name']).where('section', '=', 'nutrient').orderBy('id').execute();
    let withSchemes = 0;
    for (const brand of brands) {
      const { items } = nutrientSchemesSchema.parse(await get(`/api/brands/${brand.id}/schemes`));
      if (items.length > 0) withSchemes += 1;
      for (const scheme of items) {
        expect(scheme.brand_id).toBe(brand.id);
        expect(scheme.items_product.every((p) => p.brand_id === brand.id)).toBe(true);
        expect(scheme.items_week.length).toBeGreaterThanOrEqual(8);
        expect(scheme.items_week.every((w) => w.doses.length === scheme.items_product.length && w.doses.some((d) => d !== null && d > 0))).toBe(true);
        // Vegetation weeks come before flowering weeks, each phase numbered from 1.
        const phases = scheme.items_week.map((w) => w.faza);
        expect(phases).toEqual([...phases].sort((a, b) => a - b));
        expect(scheme.items_week.find((w) => w.faza === 1)?.week).toBe(1);
      }
    }
    expect(withSchemes).toBeGreaterThanOrEqual(5);
    const rows = await server.db.selectFrom('nutrient_scheme_doses').select('dose').execute();
    expect(rows.length).toBeGreaterThan(100);
  });

  it('answers an empty list for a breeder and 404 for an unknown brand', async () => {
    const breeder = await server.db.selectFrom('brands').select('id').where('section', '=', 'seed').executeTakeFirstOrThrow();
    expect(nutrientSchemesSchema.parse(await get(`/api/brands/${breeder.id}/schemes`)).items).toEqual([]);
    expect(await status('/api/brands/999999/schemes')).toBe(404);
  });
});
