// @vitest-environment node
// What crawlers read of the strain pages: titles (paged lists with ", page N"), descriptions of at most 200
// characters, canonical URLs (/strain2/{id} points at /strains/{id}), Product and ItemList JSON-LD; 404 for
// strains, tabs, categories, values and pages that do not exist.
import { describe, expect, it } from 'vitest';
import { CATEGORY_VALUES, FIXED_PAGE_CATEGORIES } from '../../../src/domain/strain/strain-vocabulary';
import { createTestUser, newTestKey } from '../../test-support';
import { servePages } from './test-helpers';

const site = servePages();
const { page, read } = site;

async function strainNamed(name: string) {
  const res = await site.app.inject({ method: 'GET', url: `/api/strains?query=${encodeURIComponent(name)}` });
  return (res.json() as { items: { id: number; name: string; brand_name: string; cnt_diaries: number }[] }).items.find((s) => s.name === name)!;
}

describe('strain page metadata', () => {
  it('names a strain by its breeder, describes its genes and effects in 200 characters, with Product data', async () => {
    const strain = await strainNamed('Northern Lights');
    const meta = await read(`/strains/${strain.id}`);
    expect(meta.title).toBe('Northern Lights by Sensi Seeds — GrowDiaries');
    expect(meta.canonical).toBe(`http://grow.test/strains/${strain.id}`);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.description).toMatch(/^Northern Lights by Sensi Seeds\. Indica \d+% \/ sativa \d+%, photoperiod, THC [\d.]+% \((low|medium|high)\)/);
    expect(meta.jsonLd).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Product', name: 'Northern Lights', url: meta.canonical,
      brand: { '@type': 'Brand', name: 'Sensi Seeds' }, description: meta.description,
    });
    const { item_stat: stat } = (await site.app.inject({ method: 'GET', url: `/api/strains/${strain.id}` })).json() as { item_stat: { avg_rate: number | null; cnt_reviews: number } };
    expect(meta.jsonLd!.aggregateRating).toEqual(stat.cnt_reviews > 0
      ? { '@type': 'AggregateRating', ratingValue: stat.avg_rate, reviewCount: stat.cnt_reviews, bestRating: 10, worstRating: 0 }
      : undefined);
  });

  it('gives a strain nobody reviewed no rating, and one nobody described a plain description', async () => {
    const breeder = await site.db.selectFrom('brands').select('id').where('name', '=', 'Sensi Seeds').executeTakeFirstOrThrow();
    const { id } = await site.db.insertInto('products').values({ brand_id: breeder.id, name: 'Fresh Cross', section: 'seed', category: null, link: '/seedbank/x/fresh', description: 'New this year.' })
      .returning('id').executeTakeFirstOrThrow();
    try {
      const meta = await read(`/strains/${id}`);
      expect(meta.title).toBe('Fresh Cross by Sensi Seeds — GrowDiaries');
      expect(meta.description).toBe('Fresh Cross by Sensi Seeds. New this year.');
      expect(meta.jsonLd!.aggregateRating).toBeUndefined();
      expect(meta.ogImage).toBeUndefined();
    } finally {
      await site.db.deleteFrom('products').where('id', '=', id).execute();
    }
  });

  it('shows a photo of a diary growing it, and its rating once reviewed', async () => {
    const grown = (await site.app.inject({ method: 'GET', url: '/api/strains?sort=diaries&limit=1' })).json() as { items: { id: number }[] };
    const id = grown.items[0]!.id;
    const grower = await createTestUser(site.db, 'StrainReviewer');
    const review = await site.app.inject({
      method: 'PUT', url: `/api/products/${id}/review`, headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() },
      payload: { n_general: 9, text: 'Frosty.' },
    });
    expect(review.statusCode, review.body).toBeLessThan(300);
    const meta = await read(`/strains/${id}`);
    expect(meta.ogImage).toMatch(/^http:\/\/grow\.test\/uploads\/photos\/.+_xl\.jpg$/);
    expect(meta.jsonLd!.image).toEqual([meta.ogImage]);
    expect(meta.jsonLd!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 10, worstRating: 0, reviewCount: expect.any(Number) });
    expect((meta.jsonLd!.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThanOrEqual(1);
  });

  it('gives each tab and the family tree a title of its own, and /strain2/{id} the canonical /strains/{id}', async () => {
    const strain = await strainNamed('Jack Herer');
    expect((await read(`/strains/${strain.id}/diaries`)).title).toBe('Jack Herer by Sensi Seeds: diaries — GrowDiaries');
    expect((await read(`/strains/${strain.id}/products`)).title).toBe('Jack Herer by Sensi Seeds: products — GrowDiaries');
    const tree = await read(`/strains/${strain.id}/sys-tree`);
    expect(tree.title).toBe('Jack Herer by Sensi Seeds: family tree — GrowDiaries');
    expect(tree.canonical).toBe(`http://grow.test/strains/${strain.id}/sys-tree`);
    const alias = await read(`/strain2/${strain.id}`);
    expect(alias.title).toBe('Jack Herer by Sensi Seeds — GrowDiaries');
    expect(alias.canonical).toBe(`http://grow.test/strains/${strain.id}`);
    expect(alias.jsonLd).toMatchObject({ '@type': 'Product', url: `http://grow.test/strains/${strain.id}` });
  });

  it('answers 404 for a strain, a tab or an id that does not exist; crawlers get the not-found page', async () => {
    const strain = await strainNamed('Jack Herer');
    const nutrient = await site.db.selectFrom('products').select('id').where('section', '=', 'nutrient').executeTakeFirstOrThrow();
    for (const url of ['/strains/999999', '/strain2/999999', `/strains/${nutrient.id}`, `/strains/${strain.id}/recipes`, `/strain2/${strain.id}/diaries`, '/strains/abc', '/grow-journals/999999']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    await site.expectNotFound('/strains/999999');
  });
});

describe('strain list metadata', () => {
  it('numbers the pages of /strains in titles and canonical URLs, with an ItemList of the page', async () => {
    const first = await read('/strains');
    expect(first.title).toBe('Strains — GrowDiaries');
    expect(first.canonical).toBe('http://grow.test/strains');
    expect(first.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 20 });
    const second = await read('/strains?page=2');
    expect(second.title).toBe('Strains, page 2 — GrowDiaries');
    expect(second.canonical).toBe('http://grow.test/strains?page=2');
    expect(second.description.length).toBeLessThanOrEqual(200);
    const items = second.jsonLd!.itemListElement as { position: number; url: string; name: string }[];
    expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1, url: expect.stringMatching(/^http:\/\/grow\.test\/strains\/\d+$/) });
    // 41 demo strains: three pages of 20.
    expect((await read('/strains?page=3')).jsonLd).toMatchObject({ numberOfItems: 1 });
    expect((await page('/strains?page=4')).statusCode).toBe(404);
    expect((await read('/strains?page=abc')).title).toBe('Strains — GrowDiaries');
    // The list of a filtered page is the one people see; its canonical URL is the unfiltered list.
    const filtered = await read('/strains?q=widow&sort=diaries');
    expect(filtered.canonical).toBe('http://grow.test/strains');
    expect((filtered.jsonLd!.itemListElement as { name: string }[]).map((item) => item.name).sort()).toEqual(['White Widow XXL Auto by Seedsman', 'White Widow by Green House Seeds']);
    expect((await read('/strains?category=thc&value=extreme')).jsonLd).toMatchObject({ numberOfItems: 20 });
  });

  it('has every fixed category page of spec §2, and 404 for unknown categories and values', async () => {
    for (const category of FIXED_PAGE_CATEGORIES) {
      for (const value of CATEGORY_VALUES[category]) {
        const meta = await read(`/strains/category/${category}/${value}`);
        expect(meta.title).toMatch(new RegExp(`^Strains: .+ ${value} — GrowDiaries$`));
        expect(meta.jsonLd).toMatchObject({ '@type': 'ItemList' });
        expect(meta.description.length).toBeLessThanOrEqual(200);
      }
    }
    expect((await read('/strains/category/thc/high')).title).toBe('Strains: THC high — GrowDiaries');
    expect((await read('/strains/category/growing/easy')).description).toMatch(/^\d+ strains? with growing difficulty easy/);
    for (const url of ['/strains/category/smell/strong', '/strains/category/thc/extreme', '/strains/category/thc', '/strains/categories/thc']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    const categories = await read('/strains/categories');
    expect(categories.title).toBe('Strain categories — GrowDiaries');
    expect(categories.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 9 });
  });

  it('lists the diaries of a strain at /grow-journals/{id}', async () => {
    const grown = (await site.app.inject({ method: 'GET', url: '/api/strains?sort=diaries&limit=1' })).json() as { items: { id: number; name: string; brand_name: string; cnt_diaries: number }[] };
    const strain = grown.items[0]!;
    const meta = await read(`/grow-journals/${strain.id}`);
    expect(meta.title).toBe(`${strain.name} by ${strain.brand_name} grow journals — GrowDiaries`);
    expect(meta.description).toMatch(new RegExp(`^${strain.cnt_diaries} grow diar`));
    expect(meta.jsonLd).toMatchObject({ '@type': 'ItemList' });
    expect((meta.jsonLd!.itemListElement as { url: string }[])[0]!.url).toMatch(/^http:\/\/grow\.test\/diaries\/\d+$/);
  });
});
