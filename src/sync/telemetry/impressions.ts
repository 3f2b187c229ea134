// Impression records in IndexedDB (table `impressions`, key [t+i]) and their send (spec §4): POST /api/impressions
// with the batch id as X-Rniq; what was sent is subtracted only after the server took it, so views added meanwhile
// stay, and a failed send keeps everything for the next one.
import { db } from '@/db/database';
import { addImpression, subtractSent, type ImpressionCount } from '@/domain/telemetry/impression-time';
import { apiRequest } from '../transport/http';
import { randomId } from '../transport/identity';
import { outcomeOf, type SendOutcome } from './telemetry';
import { IMPRESSIONS_PATH } from './telemetry-paths';

/** The batch on its way (prefs key): sent again as it is, same id, until the server answered, so it never counts twice. */
const SENDING_KEY = 'impressions-sending';
const LOCK = 'growdiaries-impressions';
/** Impressions finalised as the page unloaded (localStorage: written at once, where an IndexedDB write may not finish). */
const UNLOAD_KEY = 'growdiaries-impressions-unload';

interface SendingBatch { batch_id: string; stat: ImpressionCount[] }

/** Adds a finalised impression to its record; an impression of 0 seconds stores nothing. */
export async function recordImpression(t: string, i: number, seconds: number): Promise<void> {
  await db.transaction('rw', db.impressions, async () => {
    const next = addImpression(await db.impressions.get([t, i]), t, i, seconds);
    if (next) await db.impressions.put(next);
  });
}

function readStash(): [string, number, number][] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(UNLOAD_KEY) ?? '[]');
    return Array.isArray(list) ? (list as [string, number, number][]) : [];
  } catch {
    return [];
  }
}

/** Keeps an impression finalised while the page unloads; the next start moves it into IndexedDB. */
export function stashImpression(t: string, i: number, seconds: number): void {
  if (seconds > 0) localStorage.setItem(UNLOAD_KEY, JSON.stringify([...readStash(), [t, i, seconds]]));
}

/** Moves the impressions stashed at the last unload into their records. */
export async function restoreStashedImpressions(): Promise<void> {
  const stashed = readStash();
  if (stashed.length === 0) return;
  localStorage.removeItem(UNLOAD_KEY);
  for (const [t, i, seconds] of stashed) await recordImpression(t, i, seconds);
}

/** The records waiting to be sent. */
export function readImpressions(): Promise<ImpressionCount[]> {
  return db.impressions.toArray();
}

async function sendOnce(): Promise<SendOutcome | 'empty'> {
  let sending = (await db.prefs.get(SENDING_KEY))?.value as SendingBatch | undefined;
  if (!sending) {
    const stat = await db.impressions.toArray();
    if (stat.length === 0) return 'empty';
    sending = { batch_id: randomId(), stat };
    await db.prefs.put({ key: SENDING_KEY, value: sending });
  }
  let outcome: SendOutcome = 'sent';
  try {
    await apiRequest(IMPRESSIONS_PATH, { method: 'POST', body: sending, requestId: sending.batch_id });
  } catch (error) {
    outcome = outcomeOf(error);
    if (outcome === 'failed') {
      console.warn('Impressions not sent; they are kept for the next try', error);
      return outcome;
    }
  }
  // Taken (or refused for good): subtract exactly what was sent.
  const sent = sending.stat;
  await db.transaction('rw', db.impressions, db.prefs, async () => {
    for (const record of sent) {
      const left = subtractSent(await db.impressions.get([record.t, record.i]), record);
      if (left) await db.impressions.put(left);
      else await db.impressions.delete([record.t, record.i]);
    }
    await db.prefs.delete(SENDING_KEY);
  });
  return outcome;
}

async function sendWithLock(): Promise<SendOutcome | 'empty'> {
  return typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request(LOCK, sendOnce) : sendOnce();
}

let running: Promise<SendOutcome | 'empty'> | null = null;

/** Sends the stored records (one sender at a time in this tab, and across tabs by a Web Lock). */
export function sendImpressions(): Promise<SendOutcome | 'empty'> {
  if (!running) {
    running = sendWithLock().finally(() => {
      running = null;
    });
  }
  return running;
}
