// @vitest-environment node
// The ad statistics signature: a valid entry passes; a changed field, a wrong key, a used nonce or a stale time do not.
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveAdStatKey, judgeAdStat, parseAdStatStamp, signAdStat, verifyAdStat, type AdStatCheck } from './ad-signature';

const subtle = webcrypto.subtle as SubtleCrypto;
const SECRET = new Uint8Array(32).fill(7);
const NOW = Date.UTC(2026, 10, 23, 12);
const ENTRY = { i: 12, t: 'box', s: 'diaries', a: 'view' };
const NONCE = 'AbCdEfGhIjKlMnOp1234';

function check(used: string[] = []): AdStatCheck {
  return { now: NOW, maxAgeMs: 24 * 3600_000, maxAheadMs: 5 * 60_000, isUsed: (nonce) => used.includes(nonce) };
}

describe('ad statistics signature', () => {
  it('derives a different key per guest and server secret', async () => {
    const key = await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000')).toBe(key);
    expect(await deriveAdStatKey(subtle, SECRET, 'guest-b-0000000000')).not.toBe(key);
    expect(await deriveAdStatKey(subtle, new Uint8Array(32).fill(8), 'guest-a-0000000000')).not.toBe(key);
  });

  it('accepts a valid entry, with its time and nonce in the signature string', async () => {
    const key = await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000');
    const signed = await signAdStat(subtle, key, ENTRY, NOW - 1000, NONCE);
    expect(signed).toMatchObject(ENTRY);
    expect(parseAdStatStamp(signed.h)).toMatchObject({ ts: NOW - 1000, nonce: NONCE });
    expect(await judgeAdStat(subtle, key, signed, check())).toBe('ok');
  });

  it('refuses any tampered field, time or nonce', async () => {
    const key = await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000');
    const signed = await signAdStat(subtle, key, ENTRY, NOW, NONCE);
    const [ts, nonce, sig] = signed.h.split('.');
    const tampered = [
      { ...signed, i: 13 }, { ...signed, t: 'header' }, { ...signed, s: 'home' }, { ...signed, a: 'click' },
      { ...signed, h: `${Number(ts) + 1}.${nonce}.${sig}` }, { ...signed, h: `${ts}.${NONCE.replace('A', 'B')}.${sig}` },
      { ...signed, h: `${ts}.${nonce}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}` },
      { ...signed, h: 'not.a.signature' }, { ...signed, h: '' },
    ];
    for (const entry of tampered) {
      expect(await verifyAdStat(subtle, key, entry), JSON.stringify(entry)).toBe(false);
      expect(await judgeAdStat(subtle, key, entry, check())).toBe('bad_signature');
    }
  });

  it('refuses an entry signed with another key', async () => {
    const key = await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000');
    const otherKey = await deriveAdStatKey(subtle, SECRET, 'guest-b-0000000000');
    const signed = await signAdStat(subtle, otherKey, ENTRY, NOW, NONCE);
    expect(await judgeAdStat(subtle, key, signed, check())).toBe('bad_signature');
  });

  it('refuses a replayed nonce and entries outside the time window', async () => {
    const key = await deriveAdStatKey(subtle, SECRET, 'guest-a-0000000000');
    const signed = await signAdStat(subtle, key, ENTRY, NOW, NONCE);
    expect(await judgeAdStat(subtle, key, signed, check([NONCE]))).toBe('replayed');
    expect(await judgeAdStat(subtle, key, await signAdStat(subtle, key, ENTRY, NOW - 25 * 3600_000, NONCE), check())).toBe('expired');
    expect(await judgeAdStat(subtle, key, await signAdStat(subtle, key, ENTRY, NOW + 10 * 60_000, NONCE), check())).toBe('expired');
  });
});
