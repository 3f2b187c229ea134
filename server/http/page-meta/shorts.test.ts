// @vitest-environment node
// Metadata of the shorts' pages over the demo data: a short's VideoObject data (name, thumbnail, +02:00 upload date,
// the clip, a description of at most 200 characters) at /shorts/{id} and /video/{id}, the feed's ItemList, the poster
// the feed opens with preloaded, 404 for unknown, removed and draft shorts, and the editor never indexed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { META_ORIGIN as ORIGIN, metaReader } from './test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { meta, found } = metaReader(() => server);

describe('shorts page metadata', () => {
  it('describes a short as VideoObject structured data on both of its pages', async () => {
    const short = await server.db.selectFrom('shorts').select(['id', 'title']).where('title', '=', 'Harvest day timelapse').executeTakeFirstOrThrow();
    const page = await found(`/video/${short.id}`);
    expect(page.title).toBe('Harvest day timelapse — GrowDiaries');
    expect(page.canonical).toBe(`${ORIGIN}/video/${short.id}`);
    const data = page.jsonLd as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Harvest day timelapse', encodingFormat: 'video/webm',
      embedUrl: `${ORIGIN}/video/${short.id}`, author: { '@type': 'Person' },
    });
    expect(data.uploadDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/);
    expect(data.contentUrl).toMatch(/^https:\/\/grow\.test\/uploads\/videos\/demo-harvest\.webm$/);
    expect((data.thumbnailUrl as string[])[0]).toMatch(/\/uploads\/photos\/.+_xl\.jpg$/);
    expect((data.description as string).length).toBeLessThanOrEqual(200);
    const inFeed = await found(`/shorts/${short.id}`);
    expect(inFeed.canonical).toBe(`${ORIGIN}/shorts/${short.id}`);
    // Each page preloads the poster it draws first: the feed's slide its medium size, the player its large one.
    const api = (await server.app.inject(`/api/videos/${short.id}`)).json<{ poster: { size_m: string; size_xl: string } }>();
    expect(inFeed.preloadImage).toEqual({ href: api.poster.size_m });
    expect(page.preloadImage).toEqual({ href: api.poster.size_xl });
  });

  it('lists the newest shorts and finds no page for unknown, removed or draft shorts', async () => {
    const feed = await found('/shorts');
    expect(feed.title).toBe('Shorts — GrowDiaries');
    expect(feed.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 10 });
    const newest = (await server.app.inject('/api/shorts')).json<{ items: { poster: { size_m: string } }[] }>().items[0]!;
    expect(feed.preloadImage).toEqual({ href: newest.poster.size_m });
    const author = await server.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: draft } = await server.db.insertInto('shorts').values({ user_id: author.id, title: 'Draft', add_date: now, update_date: now })
      .returning('id').executeTakeFirstOrThrow();
    const { id: removed } = await server.db.insertInto('shorts').values({ user_id: author.id, title: 'Gone', file: 'videos/x.webm', mime: 'video/webm', publish_date: now, is_remove: 1, add_date: now, update_date: now })
      .returning('id').executeTakeFirstOrThrow();
    for (const missing of [`/shorts/${draft}`, `/video/${removed}`, '/video/999999', '/shorts/abc']) {
      expect(await meta(missing), missing).toEqual({ found: false });
    }
    expect((await found('/shorts/edit/new')).noindex).toBe(true);
    expect((await found(`/shorts/edit/${draft}`)).noindex).toBe(true);
  });
});
