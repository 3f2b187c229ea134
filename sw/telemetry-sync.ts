// Telemetry batches the page sends while offline: kept in a workbox-background-sync queue and sent when the network
// is back (Background Sync, or the worker's next start). The queue drops a request on any HTTP answer, a 500 included:
// acceptable for telemetry only, never for user data (that goes through the app's outbox).
/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { OFFLINE_COPY_HEADER } from '@/sync/transport/connectivity';
import { TELEMETRY_PATH } from '@/sync/telemetry/telemetry-paths';

declare const self: ServiceWorkerGlobalScope;

/** Minutes a queued batch is kept before it is given up. */
const RETENTION_MINUTES = 7 * 24 * 60;

/** POST /api/telemetry/vitals: to the network; without one, into the queue, answered 202 so the page drops its copy. */
export function routeTelemetryOffline(): void {
  const queue = new Queue('growdiaries-telemetry', { maxRetentionTime: RETENTION_MINUTES });
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && url.pathname === TELEMETRY_PATH,
    async ({ request }) => {
      const copy = request.clone();
      try {
        return await fetch(request);
      } catch {
        await queue.pushRequest({ request: copy });
        // Marked as an offline answer: the page's connectivity store must not take it for a server reached.
        return new Response(JSON.stringify({ stored: 0, queued: true }), { status: 202, headers: { 'Content-Type': 'application/json', [OFFLINE_COPY_HEADER]: '1' } });
      }
    },
    'POST',
  );
}
