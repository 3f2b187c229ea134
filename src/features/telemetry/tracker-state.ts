// What the running trackers know, for the diagnostics pages (/tests/ga, /tests/impressions).
import type { LastSend } from '@/sync/telemetry/telemetry-batcher';
import type { Gate } from './analytics-gate';
import type { LiveImpression } from './impression-tracker';

export interface TrackerState {
  startedAt: number | null;
  gate: Gate | null;
  telemetry: () => { waiting: number; lastSend: LastSend | null };
  impressions: () => LiveImpression[];
  lastImpressionSend: { at: number; outcome: string } | null;
}

/** Filled in by startTrackers; read by the diagnostics pages. */
export const trackerState: TrackerState = {
  startedAt: null,
  gate: null,
  telemetry: () => ({ waiting: 0, lastSend: null }),
  impressions: () => [],
  lastImpressionSend: null,
};
