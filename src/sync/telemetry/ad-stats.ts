// Ad statistics on the device (spec §4, §9): views and clicks are signed with this guest's key (src/domain/ads/ad-signature.ts),
// queued in IndexedDB (adStats), and sent in batches; an entry leaves the queue only once the server has answered it.
import { db, type AdStatEntry } from '@/db/database';
import { parseAdStatStamp, signAdStat, type AdStatFields, type SignedAdStat } from '@/domain/ads/ad-signature';
import type { AdStatAnswer, AdStatKey } from '@/domain/ads/ads';
import { apiRequest, apiUrl, NetworkError, ServerError } from '../transport/http';
import { getIdentity, randomId } from '../transport/identity';

/** Entries sent in one request (the server takes at most 100). */
const BATCH = 100;
/** The guest's signing key and how far the server's clock is ahead of this device's, kept in prefs. */
const KEY_PREF = 'ad-stat-key';
/** Answers after which the entries sent can never count: they are dropped. Other failures keep them. */
const RETRYABLE = new Set([408, 425, 429]);

interface StoredKey { guest: string; key: string; offset: number }

export interface AdStatsState {
  queued: number;
  lastFlush: { at: number; outcome: FlushOutcome; accepted?: number } | null;
  key: 'unknown' | 'loaded' | 'unavailable';
}
export type FlushOutcome = 'sent' | 'empty' | 'kept' | 'dropped';

const state: AdStatsState = { queued: 0, lastFlush: null, key: 'unknown' };
const listeners = new Set<() => void>();
let snapshot: AdStatsState = { ...state };

function changed(): void {
  snapshot = { ...state };
  for (const listener of listeners) listener();
}

/** Live state for the diagnostics page (useSyncExternalStore). */
export const adStatsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): AdStatsState => snapshot,
};

/** Signed entries of this page, by queue id: what a page-hide beacon sends (it cannot wait for IndexedDB). */
const signedInPage = new Map<number, SignedAdStat>();
/** Entries already sent by a beacon from this page: not beaconed twice (the next flush sends them again, harmlessly). */
const beaconed = new Set<number>();
let guestInPage: string | null = null;

const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;
const isSigned = (entry: AdStatEntry) => parseAdStatStamp(entry.h) !== null;
const fieldsOf = ({ i, t, s, a, h }: AdStatEntry | SignedAdStat): SignedAdStat => ({ i, t, s, a, h });

/** The stored key of this guest, without asking the server. */
async function storedKey(): Promise<StoredKey | null> {
  const { guestId } = await getIdentity();
  guestInPage = guestId;
  const stored = (await db.prefs.get(KEY_PREF))?.value as StoredKey | undefined;
  if (stored?.guest !== guestId) return null;
  state.key = 'loaded';
  return stored;
}

/** This guest's key: stored, or asked of the server (GET /api/adv/stat); null offline. */
async function signingKey(): Promise<StoredKey | null> {
  const known = await storedKey();
  if (known) return known;
  const guest = guestInPage!;
  try {
    const answer = await apiRequest<AdStatKey>('/api/adv/stat', { query: { guest } });
    const key: StoredKey = { guest, key: answer.key, offset: answer.server_time - Date.now() };
    await db.prefs.put({ key: KEY_PREF, value: key });
    state.key = 'loaded';
    return key;
  } catch (error) {
    if (!(error instanceof NetworkError || error instanceof ServerError)) throw error;
    state.key = 'unavailable';
    return null;
  } finally {
    changed();
  }
}

async function forgetKey(): Promise<void> {
  state.key = 'unknown';
  await db.prefs.delete(KEY_PREF);
}

/** A nonce of the signature: 32 random hex digits. */
const newNonce = () => randomId().replace(/-/g, '').slice(0, 32);

/** The time and nonce of an unsigned entry ("{ts}.{nonce}."), signed once the key is known. */
const stampOf = (h: string) => {
  const [ts, nonce] = h.split('.');
  return { ts: Number(ts), nonce: nonce ?? newNonce() };
};

/**
 * Queues a view or click, signed at once when the key is known; else stamped with its time and nonce and signed
 * at the next flush (the signature covers the original time). Without Web Crypto (not a secure context) nothing is kept.
 */
export async function queueAdStat(fields: AdStatFields): Promise<void> {
  const crypto = subtle();
  if (!crypto) return;
  const key = await storedKey();
  const ts = Date.now() + (key?.offset ?? 0);
  const nonce = newNonce();
  const entry: AdStatEntry = key ? await signAdStat(crypto, key.key, fields, ts, nonce) : { ...fields, h: `${ts}.${nonce}.` };
  const id = await db.adStats.add(entry);
  if (key && id !== undefined) signedInPage.set(id, fieldsOf(entry));
  state.queued = await db.adStats.count();
  changed();
}

let flushing: Promise<FlushOutcome> | null = null;

/**
 * Sends the oldest queued entries (POST /api/adv/stat), one flush at a time.
 * 1. Nothing queued: 'empty'. No key (offline, server unreachable): 'kept'.
 * 2. Unsigned entries are signed now and stored signed.
 * 3. An answer removes exactly the entries sent ('sent'); a refusal that can never change (4xx) removes them too
 *    ('dropped'; a bad signature also forgets the key); no network, 5xx, 408, 425 and 429 keep them ('kept').
 */
export function flushAdStats(): Promise<FlushOutcome> {
  flushing ??= sendBatch().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendBatch(): Promise<FlushOutcome> {
  const crypto = subtle();
  const entries = await db.adStats.limit(BATCH).toArray();
  let outcome: FlushOutcome = 'empty';
  let accepted: number | undefined;
  if (entries.length > 0 && crypto) {
    outcome = 'kept';
    const key = await signingKey();
    if (key) {
      const items = await Promise.all(entries.map(async (entry) => {
        if (isSigned(entry)) return fieldsOf(entry);
        const { ts, nonce } = stampOf(entry.h);
        const signed = await signAdStat(crypto, key.key, entry, ts, nonce);
        await db.adStats.update(entry.id!, { h: signed.h });
        return signed;
      }));
      entries.forEach((entry, n) => signedInPage.set(entry.id!, items[n]!));
      const ids = entries.map((entry) => entry.id!);
      try {
        accepted = (await apiRequest<AdStatAnswer>('/api/adv/stat', { method: 'POST', body: { guest: key.guest, items } })).accepted;
        outcome = 'sent';
      } catch (error) {
        if (error instanceof ServerError && error.status < 500 && !RETRYABLE.has(error.status)) {
          outcome = 'dropped';
          if (error.body?.error === 'bad_signature') await forgetKey();
        } else if (!(error instanceof NetworkError || error instanceof ServerError)) {
          throw error;
        }
      }
      if (outcome !== 'kept') {
        await db.adStats.bulkDelete(ids);
        for (const id of ids) {
          signedInPage.delete(id);
          beaconed.delete(id);
        }
      }
    }
  }
  state.queued = await db.adStats.count();
  state.lastFlush = { at: Date.now(), outcome, accepted };
  changed();
  return outcome;
}

/**
 * Gets this guest's key when it has none yet (so views are signed as they happen), and reads the queue into this
 * page's memory, so a beacon can send what earlier visits left signed.
 */
export async function primeAdStats(): Promise<void> {
  if (globalThis.crypto?.subtle) await signingKey();
  signedInPage.clear();
  for (const entry of await db.adStats.limit(BATCH).toArray()) {
    if (isSigned(entry)) signedInPage.set(entry.id!, fieldsOf(entry));
  }
  state.queued = await db.adStats.count();
  changed();
}

/**
 * When the page is hidden or unloads: sends this page's signed entries not yet beaconed with navigator.sendBeacon
 * (it outlives the page, but its delivery is never known: they stay queued, and the server counts a resent entry once).
 */
export function beaconAdStats(): boolean {
  const items = [...signedInPage].filter(([id]) => !beaconed.has(id)).slice(0, BATCH);
  if (items.length === 0 || !guestInPage || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ guest: guestInPage, items: items.map(([, entry]) => entry) })], { type: 'application/json' });
  const sent = navigator.sendBeacon(apiUrl('/api/adv/stat'), body);
  if (sent) for (const [id] of items) beaconed.add(id);
  return sent;
}
