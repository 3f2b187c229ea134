import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { Strain } from '@/domain/strain/strain';
import { searchStoredCatalogue } from '../catalogue-picker/picker-store';
import { fetchStrains } from './strain-store';

function strain(id: number, name: string, brand: string): Strain {
  return {
    id, name, link: `/seedbank/b/${id}`, brand_id: 7, brand_name: brand, description: 'A strain.', cnt_diaries: 2,
    item_stat: { avg_rate: 8, cnt_reviews: 1 }, attributes: { genes: 'indica', flowering_type: 'photoperiod', thc: 20, thc_level: 'high', growing: 'easy' },
  };
}

beforeEach(async () => {
  await db.catalogue.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchStrains', () => {
  it('asks for the filters given, and keeps the page’s strains as seed items in one write for offline search', async () => {
    const urls: URL[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      urls.push(new URL(input));
      return new Response(JSON.stringify({ items: [strain(3, 'Bubba Kush', 'Humboldt'), strain(4, 'Purple Punch', 'Humboldt')], total: 2 }), { status: 200 });
    }));
    const bulkPut = vi.spyOn(db.catalogue, 'bulkPut');
    const page = await fetchStrains({ category: 'thc', value: 'high', query: undefined, start: 20, limit: 20 });
    expect(page.total).toBe(2);
    expect(urls[0]!.pathname).toBe('/api/strains');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ category: 'thc', value: 'high', start: '20', limit: '20' });
    expect(bulkPut).toHaveBeenCalledTimes(1);
    expect(await db.catalogue.get(['seed', 3])).toEqual({
      section: 'seed', id: 3, name: 'Bubba Kush', name_lower: 'bubba kush', link: '/seedbank/b/3', brand_id: 7, brand_name: 'Humboldt',
    });
    expect((await searchStoredCatalogue('seed', 'punch', 5)).map((item) => item.name)).toEqual(['Purple Punch']);
  });
});
