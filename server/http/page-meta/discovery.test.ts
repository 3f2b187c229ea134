// @vitest-environment node
// Metadata of the discovery pages: explore, seeds and growers titles with names and ", page N", canonical paths,
// ItemList data, 404 for unknown tags, items and pages; the feed and search results never indexed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { routeMeta } from '../page-meta';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ORIGIN = 'https://grow.test';
async function meta(url: string) {
  const parsed = new URL(url, ORIGIN);
  return routeMeta(server.db, parsed.pathname, ORIGIN, parsed.searchParams);
}
async function found(url: string) {
  const answer = await meta(url);
  if (!answer.found) throw new Error(`${url} not found`);
  return answer.meta;
}

describe('discovery page metadata', () => {
  it('titles explore pages by their filters with names, in canonical order, paged', async () => {
    const strain = await server.db.selectFrom('products').select(['id', 'name']).where('name', '=', 'Blueberry Muffin').executeTakeFirstOrThrow();
    const first = await found(`/explore/harvested/strain-${strain.id}`);
    expect(first.title).toBe('Grow diaries: Blueberry Muffin, harvested — GrowDiaries');
    expect(first.canonical).toBe(`${ORIGIN}/explore/strain-${strain.id}/harvested`);
    expect(first.jsonLd).toMatchObject({ '@type': 'ItemList' });
    expect((await found('/explore')).title).toBe('Explore grow diaries — GrowDiaries');
    expect((await found('/explore/room-indoor/sort-likes')).title).toBe('Grow diaries: indoor, most liked — GrowDiaries');
    expect(await meta('/explore?page=2')).toEqual({ found: false });
    expect(await meta('/explore/colour-green')).toEqual({ found: false });
    expect(await meta('/explore/strain-999999')).toEqual({ found: false });
  });

  it('titles seeds and growers pages, with ", page N" from page 2', async () => {
    expect((await found('/seeds/autoflowering')).title).toBe('Autoflowering seeds — GrowDiaries');
    const breeder = await server.db.selectFrom('brands').select('id').where('name', '=', 'Sensi Seeds').executeTakeFirstOrThrow();
    expect((await found(`/seeds/breeder-${breeder.id}`)).title).toBe('Seeds by Sensi Seeds — GrowDiaries');
    const seeds = await found('/seeds?page=2');
    expect(seeds.title).toBe('Seeds, page 2 — GrowDiaries');
    expect(seeds.canonical).toBe(`${ORIGIN}/seeds?page=2`);
    expect(await meta('/seeds/breeder-999999')).toEqual({ found: false });
    expect(await meta('/seeds/indica/sativa')).toEqual({ found: false });
    expect((await found('/growers')).title).toBe('Growers — GrowDiaries');
    expect((await found('/growers?page=2')).title).toBe('Growers, page 2 — GrowDiaries');
    expect(await meta('/growers?page=50')).toEqual({ found: false });
  });

  it('keeps the feed and search results out of search engines', async () => {
    expect(await found('/feed')).toMatchObject({ title: 'Your feed — GrowDiaries', noindex: true });
    expect(await found('/search?query=kush')).toMatchObject({ title: 'Search: kush — GrowDiaries', noindex: true });
  });
});
