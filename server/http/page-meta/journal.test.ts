// @vitest-environment node
// Metadata of the journal's pages over the demo data: an article's Article data (headline, image, +02:00 dates,
// description of at most 200 characters), the lists' titles and ItemList data, voting and a poll, 404 for unknown
// articles, tags, polls and pages; the editor never indexed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { META_ORIGIN as ORIGIN, metaReader } from './test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { meta, found } = metaReader(() => server);

describe('journal page metadata', () => {
  it('describes an article as Article structured data', async () => {
    const page = await found('/journal/vpd-made-simple');
    expect(page.title).toBe('VPD made simple — GrowDiaries');
    expect(page.canonical).toBe(`${ORIGIN}/journal/vpd-made-simple`);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.image).toMatch(/^http.*\/uploads\/photos\/.+_xl\.jpg$/);
    const data = page.jsonLd as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Article', headline: 'VPD made simple', articleSection: 'Science',
      author: { '@type': 'Person', name: 'admin' }, publisher: { '@type': 'Organization' }, mainEntityOfPage: page.canonical,
    });
    expect(data.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/);
    expect((data.description as string).length).toBeLessThanOrEqual(200);
    expect(await meta('/journal/no-such-article')).toEqual({ found: false });
  });

  it('titles the lists and finds no page for unknown sections, tags and pages', async () => {
    const all = await found('/journal');
    expect(all.title).toBe('Journal — GrowDiaries');
    expect(all.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 12 });
    expect((await found('/journal/careers')).title).toBe('Journal: Careers — GrowDiaries');
    expect((await found('/journal/category/careers')).canonical).toBe(`${ORIGIN}/journal/careers`);
    expect((await found('/journal/tags/living-soil')).title).toBe('Journal articles tagged #living-soil — GrowDiaries');
    for (const missing of ['/journal/tags/nobody-uses-this', '/journal/category/gossip', '/journal?page=2', '/journal/voting/999999']) {
      expect(await meta(missing), missing).toEqual({ found: false });
    }
  });

  it('names the voting pages and keeps the editor out of search engines', async () => {
    expect((await found('/journal/voting')).title).toBe('Reader voting — GrowDiaries');
    const poll = await server.db.selectFrom('journal_polls').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    expect((await found(`/journal/voting/${poll.id}`)).title).toBe(`${poll.title} — GrowDiaries`);
    expect((await found('/journal/edit')).noindex).toBe(true);
    expect((await found('/journal/edit/1')).noindex).toBe(true);
  });
});
