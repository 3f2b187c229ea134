// @vitest-environment node
// Metadata of the awards' pages over the demo data: each award and event as Event data with +02:00 dates, the newest
// year at /grow-awards, every award listed at /awards, and 404 for a year or event that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { META_ORIGIN as ORIGIN, metaReader } from './test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { meta, found } = metaReader(() => server);

describe('award page metadata', () => {
  it('describes a year and an event as Event structured data', async () => {
    const year = await found('/awards/2025');
    expect(year.title).toBe('Grow Awards 2025 — GrowDiaries');
    expect(year.canonical).toBe(`${ORIGIN}/awards/2025`);
    const data = year.jsonLd as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Event', name: 'Grow Awards 2025', url: year.canonical,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: year.canonical },
      organizer: { '@type': 'Organization', name: 'GrowDiaries' }, startDate: '2025-11-01T02:00:00+02:00', endDate: '2025-12-15T02:00:00+02:00',
    });
    expect(year.description.length).toBeLessThanOrEqual(200);
    const event = await found('/cdc-2022');
    expect(event.jsonLd).toMatchObject({ '@type': 'Event', name: 'Cannabis Diary Cup 2022', url: `${ORIGIN}/cdc-2022` });
    expect((await found('/poty-2022')).title).toBe('Plant of the Year 2022 — GrowDiaries');
  });

  it('shows the newest year at /grow-awards and lists every award at /awards', async () => {
    const latest = await found('/grow-awards');
    expect(latest.title).toBe('Grow Awards 2026 — GrowDiaries');
    expect(latest.canonical).toBe(`${ORIGIN}/grow-awards`);
    const all = await found('/awards');
    expect(all.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 5 });
    const urls = (all.jsonLd!.itemListElement as { url: string }[]).map((item) => item.url);
    expect(urls).toEqual(expect.arrayContaining([`${ORIGIN}/awards/2024`, `${ORIGIN}/cdc-2022`, `${ORIGIN}/poty-2022`]));
  });

  it('finds no page for a year or event that does not exist', async () => {
    for (const missing of ['/awards/1999', '/awards/cdc-2022', '/awards/nothing']) {
      expect(await meta(missing), missing).toEqual({ found: false });
    }
  });
});
