// When queued work is sent: on start when work waits, after each change, then on `online` and when the page shows
// (request-sync listens for both), and on a backoff timer.
import { backoffDelay } from './backoff';
import { OUTBOX_SYNC_TAG, replayQueuedWork } from './background-replay';
import { serverRetryAfterMs, type ReplayOutcome } from './replay';
import { countQueuedWork } from './queued-work';
import { getSyncState, updateSyncState } from './sync-state';

let failures = 0;

let timer: ReturnType<typeof setTimeout> | null = null;
let again = false;

/** The upload sender, loaded on the first pass that finds media waiting. */
async function sendUploadsLazily(): Promise<ReplayOutcome> {
  const { processUploads } = await import('../uploads/uploads');
  return processUploads();
}

/** One pass over the queued work; a failure schedules the next try with backoff and jitter. */
async function runPass(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  updateSyncState({ running: true, retryAt: null });
  const queuedBefore = await countQueuedWork();
  let outcome: ReplayOutcome;
  try {
    outcome = await replayQueuedWork(sendUploadsLazily);
  } catch (error) {
    console.warn('Sync pass failed', error);
    outcome = 'unavailable';
  }
  if (outcome === 'done' || outcome === 'signed-out') {
    failures = 0;
    updateSyncState({ running: false, outcome });
    return;
  }
  // A pass that sent something before it stopped starts the backoff over: the server is there.
  failures = (await countQueuedWork()) < queuedBefore ? 1 : failures + 1;
  // Never sooner than the server asked (Retry-After): trying earlier only meets another 429.
  const delay = Math.max(backoffDelay(failures), serverRetryAfterMs());
  timer = setTimeout(() => void requestSync(), delay);
  updateSyncState({ running: false, outcome, retryAt: Date.now() + delay });
}

let pass: Promise<void> | null = null;

/** Sends what is queued now (or right after the pass under way), and asks the service worker to send it if the page closes. */
export function requestSync(): Promise<void> {
  registerBackgroundSync();
  if (pass) {
    again = true;
    return pass;
  }
  pass = (async () => {
    do {
      again = false;
      await runPass();
    } while (again && getSyncState().outcome === 'done');
  })().finally(() => {
    pass = null;
  });
  return pass;
}

/** The connection returned (request-sync listens for it): the backoff starts over and a pass runs at once. */
export function syncOnReconnect(): Promise<void> {
  failures = 0;
  return requestSync();
}

/** Where the browser has Background Sync (Chromium), the service worker replays after the app is closed. */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
