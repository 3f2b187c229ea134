import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { verifyAdStat, type SignedAdStat } from '@/domain/ads/ad-signature';
import { scheduleAdStatFlushes } from './ad-stats-schedule';
import { beaconAdStats, flushAdStats, primeAdStats, queueAdStat } from './ad-stats';

const KEY = 'c2lnbmluZy1rZXktb2YtdGhpcy1ndWVzdC0wMTIzNDU2Nzg';
const VIEW = { i: 4, t: 'box', s: 'home', a: 'view' };
const CLICK = { i: 4, t: 'box', s: 'home', a: 'click' };

type Answer = Response | Error | ((init: RequestInit) => Promise<Response> | Response);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keyAnswer = () => json(200, { key: KEY, server_time: Date.now(), max_age_ms: 86_400_000 });

function mockFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(init) : answer;
  }));
  return calls;
}

const sentItems = (init: RequestInit) => (JSON.parse(String(init.body)) as { items: SignedAdStat[] }).items;

beforeEach(async () => {
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  await db.adStats.clear();
  await db.prefs.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the ad statistics queue', () => {
  it('keeps entries while offline and sends them signed once the key comes, clearing only what was sent', async () => {
    mockFetch(new TypeError('offline'));
    await queueAdStat(VIEW);
    await queueAdStat(CLICK);
    expect(await flushAdStats()).toBe('kept');
    expect(await db.adStats.count()).toBe(2);

    const calls = mockFetch(keyAnswer(), async () => {
      // Queued while the batch is on its way: not part of it, so it stays.
      await queueAdStat(VIEW);
      return json(200, { accepted: 2, skipped: [] });
    });
    expect(await flushAdStats()).toBe('sent');
    expect(calls[0]!.url).toContain('/api/adv/stat?guest=');
    const items = sentItems(calls[1]!.init);
    expect(items.map(({ i, t, s, a }) => ({ i, t, s, a }))).toEqual([VIEW, CLICK]);
    for (const item of items) expect(await verifyAdStat(globalThis.crypto.subtle, KEY, item)).toBe(true);
    expect(new Set(items.map((item) => item.h.split('.')[1])).size).toBe(2);
    const left = await db.adStats.toArray();
    expect(left).toHaveLength(1);
    // Signed at once now that the key is stored.
    expect(await verifyAdStat(globalThis.crypto.subtle, KEY, left[0] as SignedAdStat)).toBe(true);
  });

  it('keeps the batch on server failures and drops it on a final refusal, forgetting a key the server refuses', async () => {
    mockFetch(keyAnswer(), json(503, { error: 'unavailable', message: 'later' }));
    await queueAdStat(VIEW);
    expect(await flushAdStats()).toBe('kept');
    mockFetch(json(429, { error: 'too_many_requests', message: 'later' }));
    expect(await flushAdStats()).toBe('kept');
    expect(await db.adStats.count()).toBe(1);

    mockFetch(json(403, { error: 'bad_signature', message: 'no' }));
    expect(await flushAdStats()).toBe('dropped');
    expect(await db.adStats.count()).toBe(0);
    expect(await db.prefs.get('ad-stat-key')).toBeUndefined();
    expect(await flushAdStats()).toBe('empty');
  });

  it('beacons the signed entries of the page once, leaving them queued', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    mockFetch(keyAnswer(), json(200, { accepted: 0, skipped: [] }));
    await queueAdStat(VIEW);
    await flushAdStats();
    await queueAdStat(CLICK);
    await primeAdStats();
    expect(beaconAdStats()).toBe(true);
    expect(beaconAdStats()).toBe(false);
    const body = JSON.parse(await beacon.mock.calls[0]![1].text()) as { guest: string; items: SignedAdStat[] };
    expect(body.items.map((item) => item.a)).toEqual(['click']);
    expect(body.guest).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(beacon.mock.calls[0]![0]).toMatch(/\/api\/adv\/stat$/);
    expect(await db.adStats.count()).toBe(1);
  });
});

describe('the flush schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('flushes every 10 s while visible, pauses while hidden with a beacon, and resumes with a flush', () => {
    vi.useFakeTimers();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const win = new EventTarget();
    const flush = vi.fn(async () => undefined);
    const beacon = vi.fn();
    const stop = scheduleAdStatFlushes({ flush, beacon, doc, win });

    vi.advanceTimersByTime(9_999);
    expect(flush).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(flush).toHaveBeenCalledTimes(3);

    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(flush).toHaveBeenCalledTimes(3);
    win.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(3);

    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(10_000);
    expect(flush).toHaveBeenCalledTimes(5);
    win.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(60_000);
    expect(flush).toHaveBeenCalledTimes(5);
  });
});
