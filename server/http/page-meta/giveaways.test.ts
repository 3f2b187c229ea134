// @vitest-environment node
// Metadata of the giveaways' pages over the demo data: the HTML served for a giveaway holds its title, description and
// Event data (+02:00 dates, the sponsor as organiser, description of at most 200 characters); the list and the archive
// are ItemLists; 404 for an unknown giveaway and a page past the last.
import { describe, expect, it } from 'vitest';
import { servePages } from './test-helpers';

const pages = servePages();

describe('giveaway page metadata', () => {
  it('serves a giveaway with its title, description and Event structured data', async () => {
    const page = await pages.read('/giveaways/winter-harvest-cup');
    expect(page.title).toBe('Winter Harvest Cup — GrowDiaries');
    expect(page.canonical).toBe('http://grow.test/giveaways/winter-harvest-cup');
    expect(page.description).toContain('Best autoflower: A 120×120 grow tent');
    expect(page.description.length).toBeLessThanOrEqual(200);
    const data = page.jsonLd!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Event', name: 'Winter Harvest Cup', url: page.canonical,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: page.canonical },
      organizer: { '@type': 'Organization', name: expect.any(String) },
    });
    expect(data.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/);
    expect(data.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+02:00$/);
    expect(Date.parse(String(data.endDate))).toBeGreaterThan(Date.parse(String(data.startDate)));
    expect((data.description as string).length).toBeLessThanOrEqual(200);
  });

  it('titles the list and the archive and finds no page for unknown giveaways and pages', async () => {
    expect((await pages.read('/giveaways')).jsonLd).toMatchObject({ '@type': 'ItemList', name: 'Giveaways' });
    const archive = await pages.read('/giveaways/archive');
    expect(archive.title).toBe('Giveaway winners — GrowDiaries');
    expect(archive.jsonLd).toMatchObject({ '@type': 'ItemList', itemListElement: expect.arrayContaining([expect.objectContaining({ url: `http://grow.test/giveaways/summer-outdoor-contest` })]) });
    await pages.expectNotFound('/giveaways/no-such-giveaway');
    await pages.expectNotFound('/giveaways/archive?page=9');
    await pages.expectNotFound('/giveaways/winter-harvest-cup/entries');
    await pages.expectNotFound('/giveaways/1');
  });
});
