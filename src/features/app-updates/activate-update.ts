// Brings the newest service worker in before a reload: asks for an update, and lets a waiting worker take over (SKIP_WAITING).

/** How long the browser may take to fetch the worker script, a new worker to install (it precaches the new build), and then to take control. */
const UPDATE_MS = 10_000;
const INSTALL_MS = 30_000;
const TAKEOVER_MS = 5_000;

const within = (ms: number, done: Promise<void>) => Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

function whenInstalled(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.state !== 'installing') return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installing') resolve();
    });
  });
}

/** Updates the registration and activates a new worker if there is one; resolves when it controls the page (or in time anyway). */
export async function activateNewWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  // Offline, a stalled request or a failed worker script: the reload still brings the newest shell the network gives.
  await within(UPDATE_MS, registration.update().then(() => undefined, () => undefined));
  if (registration.installing) await within(INSTALL_MS, whenInstalled(registration.installing));
  const waiting = registration.waiting;
  if (!waiting) return;
  const takeover = new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await within(TAKEOVER_MS, takeover);
}
