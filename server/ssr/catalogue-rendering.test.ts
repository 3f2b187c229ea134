// @vitest-environment node
// Catalogue pages rendered on the server by the real SSR build: the strain lists (filters and page in the address),
// the categories and a category value's page with its wiki article, a strain's list tabs, the seedbank, nutrient and
// equipment lists, brands, products and their tabs carry what the API gives a guest, in the HTML and as the answers the
// client hydrates with, keyed as its screens ask; every text escaped; a missing or misplaced item is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandDetail, BrandsPage } from '../../src/domain/catalogue/brand';
import type { ProductDetail } from '../../src/domain/catalogue/product';
import type { StrainCategories, StrainsPage } from '../../src/domain/strain/strain';
import { ATTACK, initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
const api = <T>(url: string) => site.server.app.inject({ method: 'GET', url }).then((res) => res.json<T>());
/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

beforeAll(async () => {
  site = await startRenderingSite([
    '_default/strains/index.tsx', '_default/strains/categories.tsx', '_default/strains/category/$category/$val.tsx',
    '_default/strains/$id.tsx', '_default/strains/$id/index.tsx', '_default/strains/$id/$tab.tsx',
    '_default/seedbank/$.tsx', '_default/nutrients/$.tsx', '_default/equipment/$.tsx', '_default/$category/$.tsx',
  ]);
  // A breeder's strain whose name tries to break out of the markup and of the answers' JSON.
  const first = (await api<StrainsPage>('/api/strains?limit=1')).items[0]!;
  await site.server.db.updateTable('products').set({ name: `Aaa ${ATTACK}` }).where('id', '=', first.id).execute();
}, 180_000);

afterAll(() => site.close());

describe('strain pages rendered on the server', () => {
  it('renders /strains with its first page and breeders, escaped, as the list and its filter ask for them', async () => {
    const res = await site.page('/strains');
    expect(res.statusCode).toBe(200);
    const list = await api<StrainsPage>('/api/strains?start=0&limit=20');
    const answers = initialAnswers(res.body);
    expect(answers['{}@1']).toEqual(list);
    expect(answers['breeders:seed']).toEqual((await api<{ items: unknown[] }>('/api/ref/brands/seed')).items);
    const app = renderedApp(res.body);
    for (const strain of list.items.slice(0, 5)) expect(app).toContain(html(strain.name));
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
  });

  it('reads the filters and page of the address as the client does', async () => {
    const res = await site.page('/strains?sort=rating&category=genes&value=indica&page=2');
    expect(res.statusCode).toBe(200);
    const answers = initialAnswers(res.body);
    expect(answers['{"category":"genes","value":"indica","sort":"rating"}@2'])
      .toEqual(await api<StrainsPage>('/api/strains?category=genes&value=indica&sort=rating&start=20&limit=20'));
  });

  it('renders the categories with their counts, and a value\'s page with its article in the cookie\'s language and its strains', async () => {
    const categories = await api<StrainCategories>('/api/strains/categories');
    expect(initialAnswers((await site.page('/strains/categories')).body)['strain-categories']).toEqual(categories);

    const res = await site.page('/strains/category/genes/indica', { cookie: 'locale=de' });
    expect(res.statusCode).toBe(200);
    const article = await api<{ title: string; text: string }>('/api/wiki/strains/genes/indica?lang=de');
    const strains = await api<StrainsPage>('/api/strains?category=genes&value=indica&start=0&limit=20');
    const answers = initialAnswers(res.body);
    expect(answers['wiki:strains/genes/indica:de']).toEqual(article);
    expect(answers['{"category":"genes","value":"indica"}@1']).toEqual(strains);
    const app = renderedApp(res.body);
    expect(app).toContain(html(article.title));
    expect(app).toContain(html(strains.items[0]!.name));
  });

  it('renders a strain\'s list tab with its first page, its family tree and its products, and a missing strain is not found', async () => {
    const { items: [strain] } = await api<StrainsPage>('/api/strains?sort=diaries&limit=1');
    const res = await site.page(`/strains/${strain!.id}/diaries`);
    expect(res.statusCode).toBe(200);
    const diaries = await api<{ items: { name: string }[] }>(`/api/products/${strain!.id}/diaries?start=0&limit=20`);
    expect(diaries.items.length).toBeGreaterThan(0);
    expect(initialAnswers(res.body)[`product:${strain!.id}:diaries`]).toEqual(diaries);
    expect(renderedApp(res.body)).toContain(html(diaries.items[0]!.name));

    const tree = await site.page(`/strains/${strain!.id}/sys-tree`);
    expect(initialAnswers(tree.body)[`strain-tree:${strain!.id}`]).toEqual(await api(`/api/service/strains-tree?id=${strain!.id}`));
    const detail = await api<{ name: string; brand_id: number }>(`/api/strains/${strain!.id}`);
    const products = initialAnswers((await site.page(`/strains/${strain!.id}/products`)).body)[`strain-products:${strain!.id}`] as [StrainsPage, StrainsPage];
    expect(products[1]).toEqual(await api(`/api/strains?brand_id=${detail.brand_id}&start=0&limit=20`));
    expect(products[0].items.map((item) => item.name)).toContain(detail.name);

    const missing = await site.page('/strains/999999/growers');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('strain:999999');
  });
});

describe('seedbank, nutrient and equipment pages rendered on the server', () => {
  it('renders the brand lists of the seedbank and the nutrients, and the equipment with its categories, makers and products', async () => {
    for (const [path, section] of [['/seedbank', 'seed'], ['/nutrients?sort=rating', 'nutrient']] as const) {
      const res = await site.page(path);
      expect(res.statusCode).toBe(200);
      const sort = path.includes('rating') ? 'rating' : 'name';
      const brands = await api<BrandsPage>(`/api/brands?section=${section}&sort=${sort}&start=0&limit=20`);
      expect(brands.items.length).toBeGreaterThan(0);
      expect(initialAnswers(res.body)[`brands:${section}:::${sort}:1`]).toEqual(brands);
      expect(renderedApp(res.body)).toContain(html(brands.items[0]!.name));
    }
    const res = await site.page('/equipment');
    const answers = initialAnswers(res.body);
    expect(answers['equipment-categories']).toEqual(await api('/api/equipment/categories'));
    expect(answers['brands:equipment:::name:1']).toEqual(await api('/api/brands?section=equipment&start=0&limit=20'));
    expect(answers['products:equipment']).toEqual(await api('/api/catalogue/products?category=equipment&start=0&limit=100&sort=name'));
  });

  it('renders an equipment category with its article in the cookie\'s language', async () => {
    const res = await site.page('/grow-lights', { cookie: 'locale=de' });
    expect(res.statusCode).toBe(200);
    const article = await api<{ title: string }>('/api/wiki/equipment/category/grow-lights?lang=de');
    expect(initialAnswers(res.body)['wiki:equipment/category/grow-lights:de']).toEqual(article);
    expect(renderedApp(res.body)).toContain(html(article.title));
  });

  it('renders a brand with its diaries, a product with its description and offer, and a nutrient maker\'s schemes', async () => {
    const { items: [breeder] } = await api<BrandsPage>('/api/brands?section=seed&sort=reviews&limit=1');
    const brandPage = await site.page(`/seedbank/${breeder!.id}`);
    expect(brandPage.statusCode).toBe(200);
    const brand = await api<BrandDetail>(`/api/brands/${breeder!.id}`);
    const brandAnswers = initialAnswers(brandPage.body);
    expect(brandAnswers[`brand:${brand.id}`]).toEqual(brand);
    expect(brandAnswers[`brand:${brand.id}:diaries`]).toEqual(await api(`/api/brands/${brand.id}/diaries?start=0&limit=20`));
    expect(renderedApp(brandPage.body)).toContain(html(brand.items_product[0]!.name));

    const { items: [maker] } = await api<BrandsPage>('/api/brands?section=nutrient&limit=1');
    const nutrients = await api<BrandDetail>(`/api/brands/${maker!.id}`);
    const productId = nutrients.items_product[0]!.id;
    const productPage = await site.page(`/nutrients/${maker!.id}/${productId}`);
    expect(productPage.statusCode).toBe(200);
    const product = await api<ProductDetail>(`/api/products/${productId}`);
    const productAnswers = initialAnswers(productPage.body);
    expect(productAnswers[`product:${productId}`]).toEqual(product);
    expect(productAnswers[`partner-offer:${productId}`]).toEqual((await api<{ offer: unknown }>(`/api/partners/products/${productId}`)).offer);
    expect(renderedApp(productPage.body)).toContain(html(product.name));

    const schemes = await site.page(`/nutrients/${maker!.id}/schemes`);
    expect(initialAnswers(schemes.body)[`schemes:${maker!.id}`]).toEqual(await api(`/api/brands/${maker!.id}/schemes`));
  });

  it('answers 404 without answers for a brand that does not exist or sits in another section', async () => {
    const { items: [maker] } = await api<BrandsPage>('/api/brands?section=nutrient&limit=1');
    for (const path of ['/seedbank/999999', `/seedbank/${maker!.id}`]) {
      const res = await site.page(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"brand:');
    }
  });
});
