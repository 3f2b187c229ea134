// The running trackers' state and what they keep in IndexedDB, live, for the diagnostics pages.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';
import type { ImpressionCount } from '@/domain/telemetry/impression-time';
import type { TelemetryMetric } from '@/domain/telemetry/telemetry';
import { trackerState } from './tracker-state';

/** A snapshot of the trackers, taken again every second. */
export function useTrackerSnapshot() {
  const take = () => ({
    startedAt: trackerState.startedAt,
    gate: trackerState.gate,
    telemetry: trackerState.telemetry(),
    impressions: trackerState.impressions(),
    lastImpressionSend: trackerState.lastImpressionSend,
  });
  const [snapshot, setSnapshot] = useState(take);
  useEffect(() => {
    const timer = setInterval(() => setSnapshot(take()), 1000);
    return () => clearInterval(timer);
  }, []);
  return snapshot;
}

/** Metrics queued on the device, oldest first (at most 100 shown). */
export function useQueuedMetrics(): { count: number; metrics: TelemetryMetric[] } | undefined {
  return useLiveQuery(async () => ({
    count: await db.telemetry.count(),
    metrics: (await db.telemetry.orderBy('id').limit(100).toArray()).map((row) => row.metric as TelemetryMetric),
  }));
}

/** Impression records waiting to be sent. */
export function useStoredImpressions(): ImpressionCount[] | undefined {
  return useLiveQuery(() => db.impressions.toArray());
}
