// @vitest-environment node
// A brand's newsletter written on the device: a draft made offline is listed at once, a send right after it waits
// behind its create, both go out once in order (the send with the draft's real id) and the answer's figures replace the
// local row; a refresh keeps a chart once shown; deleting a draft that never left sends nothing.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db, type ManagedBrandRecord } from '@/db/database';
import type { BrandNewsletter, NewsletterBody } from '@/domain/brand-manager/newsletter';
import { replayOutbox } from '@/sync/outbox/replay';
import { readBrandNewsletters, refreshBrandNewsletters, removeNewsletterDraft, saveNewsletterDraft, sendNewsletterDraft } from './newsletter-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const brand: ManagedBrandRecord = {
  id: 4, name: 'Root Juice', section: 'nutrient', category: null, link: '/nutrients/4', avatar: null, user: TEST_GROWER.id, position: 0, synced_at: 1,
};
const answer = (id: number, body: NewsletterBody, sent: boolean): BrandNewsletter => ({
  id, brand_id: 4, ...body, status: sent ? 'sent' : 'draft', add_date: '2026-11-25T07:00:00.000Z', update_date: '2026-11-25T07:00:00.000Z',
  send_date: sent ? '2026-11-25T07:01:00.000Z' : null, cnt_sends: sent ? 12 : 0, cnt_opens: 0, cnt_clicks: 0,
});

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('a newsletter written offline', () => {
  it('is listed at once, sent after its create with its real id, once, and takes the server\'s figures', async () => {
    const id = await saveNewsletterDraft(brand, null, { subject: ' Spring ', body: 'Hello **all**' });
    expect(id).toBeLessThan(0);
    await sendNewsletterDraft(id, 'Spring');
    expect((await readBrandNewsletters(4)).map((n) => [n.id, n.subject, n.status])).toEqual([[id, 'Spring', 'sent']]);
    expect((await db.outbox.toArray()).map((m) => m.mutator)).toEqual(['brandNewsletter.create', 'brandNewsletter.send']);

    const sent = stubApi((request, url) => {
      request.path += url.search;
      if (request.path.startsWith('/api/brands-manager/newsletters/edit/0')) return Response.json(answer(300, request.body as NewsletterBody, false));
      return Response.json(answer(300, { subject: 'Spring', body: 'Hello **all**' }, true));
    });
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/api/brands-manager/newsletters/edit/0?brand_id=4', { subject: 'Spring', body: 'Hello **all**' }],
      ['POST', '/api/brands-manager/newsletters/300/send', null],
    ]);
    expect(await db.brandNewsletters.get(id)).toBeUndefined();
    expect(await db.brandNewsletters.get(300)).toMatchObject({ status: 'sent', cnt_sends: 12 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a stored chart through a refresh, and deletes a draft that never left without sending anything', async () => {
    await db.brandNewsletters.put({ ...answer(301, { subject: 'Old', body: 'x' }, true), synced_at: 1, chart: [{ day: '2026-11-24', opens: 3, clicks: 1 }] });
    stubApi(() => Response.json({ items: [answer(301, { subject: 'Old', body: 'x' }, true)], start: 0, limit: 50, total: 1 }));
    await refreshBrandNewsletters(4);
    expect((await db.brandNewsletters.get(301))!.chart).toEqual([{ day: '2026-11-24', opens: 3, clicks: 1 }]);
    const draft = await saveNewsletterDraft(brand, null, { subject: 'Never', body: 'sent' });
    await removeNewsletterDraft((await db.brandNewsletters.get(draft))!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.brandNewsletters.get(draft)).toBeUndefined();
  });
});
