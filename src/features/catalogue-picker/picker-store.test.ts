import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { ItemRef } from '@/domain/diary/diary';
import { keepSectionOffline, searchCatalogue, searchStoredCatalogue } from './picker-store';

function ref(id: number, name: string, brand: string | null = null): ItemRef {
  return { id, name, link: `/strains/${id}`, brand_id: brand ? id * 10 : null, brand_name: brand };
}

/** Answers each request with the body `route` gives for its URL, and records the URLs. */
function serve(route: (url: URL) => unknown) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input);
    urls.push(url);
    return new Response(JSON.stringify(route(url)), { status: 200 });
  }));
  return urls;
}

beforeEach(async () => {
  await Promise.all([db.catalogue.clear(), db.prefs.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('catalogue search', () => {
  it('stores what the API found in one write, and finds it again offline by a part of its name', async () => {
    const urls = serve(() => ({ items: [ref(1, 'Northern Lights Auto', 'Royal Queen'), ref(2, 'Gorilla Glue', 'Fast Buds')] }));
    const bulkPut = vi.spyOn(db.catalogue, 'bulkPut');
    const online = await searchCatalogue('seed', ' light ', { limit: 5 });
    expect(online).toEqual({ items: [ref(1, 'Northern Lights Auto', 'Royal Queen'), ref(2, 'Gorilla Glue', 'Fast Buds')], offline: false });
    expect(urls[0]?.pathname).toBe('/api/search/brandproduct');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ section: 'seed', query: 'light', limit: '5' });
    expect(bulkPut).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await searchCatalogue('seed', 'LIGHTS')).toEqual({ items: [ref(1, 'Northern Lights Auto', 'Royal Queen')], offline: true });
    expect((await searchCatalogue('seed', 'fast')).items.map((i) => i.id)).toEqual([2]);
    expect((await searchCatalogue('nutrient', 'glue')).items).toEqual([]);
  });

  it('lists names starting with the text before names containing it', async () => {
    await db.catalogue.bulkPut([ref(1, 'Blue Dream'), ref(2, 'Dream Queen'), ref(3, 'Amnesia')].map((item) => ({ section: 'seed', name_lower: item.name.toLowerCase(), ...item })));
    expect((await searchStoredCatalogue('seed', 'dream', 10)).map((i) => i.name)).toEqual(['Dream Queen', 'Blue Dream']);
    expect((await searchStoredCatalogue('seed', 'dream', 1)).map((i) => i.name)).toEqual(['Dream Queen']);
  });

  it('answers from the device without asking when the browser knows it is offline', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await searchCatalogue('seed', 'x')).toEqual({ items: [], offline: true });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('keeping a section offline', () => {
  it('stores each page of products in one write, then waits a day before fetching the section again', async () => {
    const total = 1100;
    const urls = serve((url) => {
      const start = Number(url.searchParams.get('start'));
      const limit = Number(url.searchParams.get('limit'));
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => ref(start + i + 1, `Lamp ${start + i + 1}`));
      return { items, total };
    });
    const bulkPut = vi.spyOn(db.catalogue, 'bulkPut');
    await Promise.all([keepSectionOffline('lamp'), keepSectionOffline('lamp')]);
    expect(urls.map((url) => [url.pathname, url.searchParams.get('start'), url.searchParams.get('limit')])).toEqual([
      ['/api/products', '0', '500'], ['/api/products', '500', '500'], ['/api/products', '1000', '500'],
    ]);
    expect(bulkPut.mock.calls.map(([rows]) => rows.length)).toEqual([500, 500, 100]);
    expect(await db.catalogue.where('section').equals('lamp').count()).toBe(total);
    expect(await db.prefs.get('catalogue-synced:lamp')).toBeDefined();

    await keepSectionOffline('lamp');
    expect(urls).toHaveLength(3);
  });
});
