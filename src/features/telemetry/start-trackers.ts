// Starts telemetry and impression tracking once the page is idle (loaded by one deferred import in src/app/main.tsx,
// never in the first visit's critical path): sends what an earlier visit left, then collects and sends on its timers.
import type { AnyRouter } from '@tanstack/react-router';
import { isOnline } from '@/sync/transport/connectivity';
import { randomId } from '@/sync/transport/identity';
import { recordImpression, restoreStashedImpressions, sendImpressions, stashImpression } from '@/sync/telemetry/impressions';
import { startPausableTimer } from '@/sync/telemetry/pausable-timer';
import { beaconTelemetryBatch, sendTelemetryBatch } from '@/sync/telemetry/telemetry';
import { createTelemetryBatcher } from '@/sync/telemetry/telemetry-batcher';
import { dropQueuedMetrics, queueMetric, readQueuedMetrics } from '@/sync/telemetry/telemetry-queue';
import { checkAnalyticsGate } from './analytics-gate';
import { startMetricCollection } from './collect-metrics';
import { startImpressionTracking } from './impression-tracker';
import { sessionInfo } from './session-info';
import { trackerState } from './tracker-state';

/** Impressions are sent every 5000 ms (spec §9). */
export const IMPRESSIONS_INTERVAL_MS = 5000;

let started = false;

export async function startTrackers(router: AnyRouter): Promise<void> {
  if (started) return;
  started = true;
  const gate = await checkAnalyticsGate();
  trackerState.gate = gate;
  trackerState.startedAt = Date.now();
  if (!gate.counted) return;

  const batcher = createTelemetryBatcher({
    queue: { add: queueMetric, oldest: readQueuedMetrics, drop: dropQueuedMetrics },
    send: sendTelemetryBatch,
    beacon: beaconTelemetryBatch,
    isOnline,
    hasWorker: () => Boolean(navigator.serviceWorker?.controller),
    sessionInfo,
    newBatchId: randomId,
  });
  trackerState.telemetry = batcher.state;
  startMetricCollection(router, (metric) => void batcher.record(metric));

  const tracker = startImpressionTracking((t, i, seconds) => void recordImpression(t, i, seconds));
  trackerState.impressions = tracker.live;
  const sendStored = () => void sendImpressions().then((outcome) => {
    trackerState.lastImpressionSend = { at: Date.now(), outcome };
  });
  const impressionTimer = startPausableTimer(IMPRESSIONS_INTERVAL_MS, sendStored);

  // Timers stop while the page is hidden (battery); hiding beacons the telemetry that waits.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      impressionTimer.pause();
      batcher.pageHidden();
    } else {
      impressionTimer.resume();
      batcher.pageShown();
    }
  });
  addEventListener('pagehide', () => tracker.finaliseAll(stashImpression));

  // What an earlier visit left (sent offline, or the page closed first) leaves now.
  void batcher.flush();
  void restoreStashedImpressions().then(sendStored);
}
