// A report made on the device: queued (offline too), a second report of the same item while the first waits takes its
// place, sent once with its key; a refused one keeps the grower's words.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import { replayOutbox } from '@/sync/outbox/replay';
import { reportItem } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

/** The API as far as reports go: answers each POST as recorded, or with `refuse` when given. */
function fakeServer(refuse?: Response) {
  return stubApi(() => (refuse ? refuse.clone() : Response.json({ type: 'diary', id: 5, reported: true })));
}

signedInOnEmptyDatabase();

describe('reportItem', () => {
  it('queues one report per item, the latest reason in it, and sends it once', async () => {
    await reportItem('diary', 5, 'spam', '', 'Diary Blue Dream');
    await reportItem('diary', 5, 'other', '  Copied from my grow  ', 'Diary Blue Dream');
    await reportItem('comment', 9, 'abuse', '', 'Comment Nice buds');
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((row) => [row.mutator, row.target, row.label])).toEqual([
      ['report.add', 'complain:diary:5', 'Diary Blue Dream'],
      ['report.add', 'complain:comment:9', 'Comment Nice buds'],
    ]);

    const sent = fakeServer();
    await replayOutbox();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/complains/diary/5', key: queued[0]!.key, body: { reason: 'other', text: 'Copied from my grow' } },
      { method: 'POST', path: '/api/complains/comment/9', key: queued[1]!.key, body: { reason: 'abuse', text: '' } },
    ]);
    expect(await db.outbox.count()).toBe(0);
    await replayOutbox();
    expect(sent).toHaveLength(2);
  });

  it('keeps a refused report with its words for /pending', async () => {
    fakeServer(new Response(JSON.stringify({ error: 'bad_request', message: 'You cannot report your own content or account.' }), { status: 400 }));
    await reportItem('user', 7, 'other', 'Testing myself', 'Grower grower');
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'You cannot report your own content or account.', args: { text: 'Testing myself' } });
  });
});
