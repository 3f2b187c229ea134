// @vitest-environment node
// Metadata of the seedbank, nutrient and equipment pages in the served HTML: titles (with ", page N"), descriptions
// from the item, canonical URLs, preview images, valid JSON-LD (ItemList, Brand, Product with aggregateRating), and
// 404 for ids, tabs and categories that do not fit, with the not-found page (never indexed) for crawlers.
import { beforeAll, describe, expect, it } from 'vitest';
import { servePages } from './test-helpers';

const site = servePages();
const { page, read } = site;
let breeder: { id: number; name: string };
let strain: { id: number; name: string };
let nutrientMaker: { id: number; name: string };
let light: { id: number; name: string; brandId: number; brandName: string };

beforeAll(async () => {
  const db = site.db;
  breeder = await db.selectFrom('brands').select(['id', 'name']).where('name', '=', 'Royal Queen Seeds').executeTakeFirstOrThrow();
  strain = await db.selectFrom('products').select(['id', 'name']).where('brand_id', '=', breeder.id).orderBy('id').executeTakeFirstOrThrow();
  nutrientMaker = await db.selectFrom('brands').select(['id', 'name']).where('name', '=', 'BioBizz').executeTakeFirstOrThrow();
  light = await db.selectFrom('products').innerJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id', 'products.name', 'brands.id as brandId', 'brands.name as brandName'])
    .where('brands.name', '=', 'Mars Hydro').orderBy('products.id').executeTakeFirstOrThrow();
});

describe('list pages', () => {
  it('titles the seedbank, nutrients, equipment and a category, with ItemList data of the page and ", page N" after the first', async () => {
    const seedbank = await read('/seedbank');
    expect(seedbank.title).toBe('Seedbanks and breeders — GrowDiaries');
    expect(seedbank.canonical).toBe('http://grow.test/seedbank');
    expect(seedbank.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect((seedbank.jsonLd!.itemListElement as { name: string }[]).map((i) => i.name)).toContain('Royal Queen Seeds');
    expect(seedbank.description.length).toBeLessThanOrEqual(200);

    expect((await read('/nutrients')).title).toBe('Nutrients — GrowDiaries');
    expect((await read('/equipment')).title).toBe('Grow equipment — GrowDiaries');
    const lights = await read('/grow-lights');
    expect(lights.title).toBe('Grow lights — GrowDiaries');
    expect((lights.jsonLd!.itemListElement as { name: string }[]).map((i) => i.name)).toContain('Mars Hydro');

    const second = await read('/equipment?page=2');
    expect(second.title).toBe('Grow equipment, page 2 — GrowDiaries');
    expect(second.canonical).toBe('http://grow.test/equipment?page=2');
    expect((await page('/seedbank?page=50')).statusCode).toBe(404);
  });
});

describe('brand pages', () => {
  it('gives a breeder Brand data with its rating, a description from its strains and a diary photo', async () => {
    const meta = await read(`/seedbank/${breeder.id}`);
    expect(meta.title).toBe('Royal Queen Seeds — GrowDiaries');
    expect(meta.description).toContain(strain.name);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.canonical).toBe(`http://grow.test/seedbank/${breeder.id}`);
    expect(meta.ogImage).toMatch(/^http:\/\/grow\.test\/uploads\/.+_xl\.jpg$/);
    expect(meta.jsonLd).toMatchObject({ '@type': 'Brand', name: 'Royal Queen Seeds', url: `http://grow.test/seedbank/${breeder.id}` });
    const rating = meta.jsonLd!.aggregateRating as { ratingValue: number; ratingCount: number; bestRating: number };
    expect(rating.bestRating).toBe(10);
    expect(rating.ratingCount).toBeGreaterThan(0);
    expect(rating.ratingValue).toBeGreaterThanOrEqual(0);
  });

  it('titles each tab a section has, and answers 404 for a tab, section or category that does not fit', async () => {
    expect((await read(`/seedbank/${breeder.id}/strains`)).title).toBe('Royal Queen Seeds: strains — GrowDiaries');
    expect((await read(`/nutrients/${nutrientMaker.id}/schemes`)).title).toBe('BioBizz: feeding schemes — GrowDiaries');
    expect((await read(`/grow-lights/${light.brandId}/products`)).title).toBe(`${light.brandName}: products — GrowDiaries`);
    for (const url of [
      `/seedbank/${breeder.id}/schemes`, `/nutrients/${breeder.id}`, `/grow-tents/${light.brandId}`, `/equipment/${light.brandId}`,
      '/seedbank/999999', '/seedbank/abc', `/nutrients/${nutrientMaker.id}/gallery`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });
});

describe('product pages', () => {
  it('gives a product Product data with its brand and rating, and titles its tabs', async () => {
    const meta = await read(`/grow-lights/${light.brandId}/${light.id}`);
    expect(meta.title).toBe(`${light.name} by ${light.brandName} — GrowDiaries`);
    expect(meta.jsonLd).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Product', name: light.name, category: 'Grow lights',
      brand: { '@type': 'Brand', name: light.brandName, url: `http://grow.test/grow-lights/${light.brandId}` },
    });
    expect(meta.jsonLd!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 10, worstRating: 0 });
    expect(meta.description).toContain(light.brandName);
    expect((await read(`/seedbank/${breeder.id}/${strain.id}/harvests`)).title).toBe(`${strain.name} by Royal Queen Seeds: harvests — GrowDiaries`);
  });

  it("answers 404 for a product of another brand, an unknown product or tab, and gives crawlers the not-found page", async () => {
    for (const url of [`/seedbank/${nutrientMaker.id}/${strain.id}`, `/seedbank/${breeder.id}/999999`, `/seedbank/${breeder.id}/${strain.id}/schemes`]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    await site.expectNotFound(`/seedbank/${breeder.id}/999999`);
  });
});
