// Asks the sync engine for a pass, loading the engine (and every feature's mutators it replays with) on first use:
// a screen that only queues or retries work never carries them in its own code. From the first request on, a pass is
// also asked for when the connection returns and whenever the page shows, even when the engine's code could not be
// loaded yet (offline before the service worker held it): the browser fetches a failed dynamic import again.
import type * as SyncEngine from './sync-engine';

let listening = false;

export async function requestSync(): Promise<void> {
  listenForChances();
  const engine = await loadEngine();
  return engine?.requestSync();
}

/** The engine's module, or null while it cannot be fetched (the next chance asks again). */
async function loadEngine(): Promise<typeof SyncEngine | null> {
  try {
    return await import('./sync-engine');
  } catch (error) {
    console.warn('The sync engine could not be loaded yet', error);
    return null;
  }
}

function listenForChances(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => void loadEngine().then((engine) => engine?.syncOnReconnect()));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync();
  });
}
