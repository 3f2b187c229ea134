import 'fake-indexeddb/auto';
// Impression records on the device: counted per type and id, sent once per batch, cleared only of what the server took.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { readImpressions, recordImpression, restoreStashedImpressions, sendImpressions, stashImpression } from './impressions';

interface Sent { key: string | null; body: { batch_id: string; stat: unknown[] } }

function fakeServer(answer: (sent: Sent) => Response | 'network' = () => new Response('{"counted":true}', { status: 200 })) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    const request = { key: new Headers(init.headers).get('X-Rniq'), body: JSON.parse(String(init.body)) as Sent['body'] };
    sent.push(request);
    const reply = answer(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  }));
  return sent;
}

beforeEach(async () => {
  await Promise.all([db.impressions.clear(), db.prefs.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('impression records', () => {
  it('adds a view and its seconds per type and id, and stores nothing for 0 seconds', async () => {
    await recordImpression('diary', 3, 4);
    await recordImpression('diary', 3, 2);
    await recordImpression('diary', 5, 0);
    await recordImpression('strain', 3, 1);
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 2, s: 6 }, { t: 'strain', i: 3, v: 1, s: 1 }]);
  });

  it('sends the records as {t, i, v, s} with the batch id as X-Rniq, then clears them', async () => {
    await recordImpression('diary', 3, 4);
    const sent = fakeServer();
    expect(await sendImpressions()).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.stat).toEqual([{ t: 'diary', i: 3, v: 1, s: 4 }]);
    expect(sent[0]!.key).toBe(sent[0]!.body.batch_id);
    expect(await readImpressions()).toEqual([]);
    expect(await sendImpressions()).toBe('empty');
  });

  it('keeps what was added while a send was on its way', async () => {
    await recordImpression('diary', 3, 4);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => { release = resolve; });
    vi.stubGlobal('fetch', vi.fn(async () => {
      await answered;
      return new Response('{"counted":true}', { status: 200 });
    }));
    const sending = sendImpressions();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await recordImpression('diary', 3, 5);
    await recordImpression('diary', 8, 2);
    release();
    expect(await sending).toBe('sent');
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 1, s: 5 }, { t: 'diary', i: 8, v: 1, s: 2 }]);
  });

  it('keeps everything after a failed send, warns, and sends the same batch (same id) again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await recordImpression('diary', 3, 4);
    let network = false;
    const sent = fakeServer(() => (network ? new Response('{"counted":true}', { status: 200 }) : 'network'));
    expect(await sendImpressions()).toBe('failed');
    expect(warn).toHaveBeenCalled();
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 1, s: 4 }]);
    await recordImpression('diary', 3, 1);
    network = true;
    expect(await sendImpressions()).toBe('sent');
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    // The view added after the failed try is not in that batch: it stays for the next one.
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 1, s: 1 }]);
    expect(await sendImpressions()).toBe('sent');
    expect(sent[2]!.body.stat).toEqual([{ t: 'diary', i: 3, v: 1, s: 1 }]);
    expect(sent[2]!.body.batch_id).not.toBe(sent[0]!.body.batch_id);
  });

  it('keeps the records after a server error (5xx)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await recordImpression('diary', 3, 4);
    fakeServer(() => new Response('{"error":"internal","message":"x"}', { status: 503 }));
    expect(await sendImpressions()).toBe('failed');
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 1, s: 4 }]);
  });
});

describe('impressions finalised at unload', () => {
  it('are kept in localStorage at once and join their records at the next start', async () => {
    await recordImpression('diary', 3, 4);
    stashImpression('diary', 3, 2);
    stashImpression('diary', 9, 0);
    stashImpression('diary', 9, 5);
    await restoreStashedImpressions();
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 2, s: 6 }, { t: 'diary', i: 9, v: 1, s: 5 }]);
    await restoreStashedImpressions();
    expect(await readImpressions()).toEqual([{ t: 'diary', i: 3, v: 2, s: 6 }, { t: 'diary', i: 9, v: 1, s: 5 }]);
  });
});
