// Whether the trackers run on this visit, and why not (a crawler, an account with view_extra, not started yet).
import type { Gate } from './analytics-gate';

function describeGate(startedAt: number | null, gate: Gate | null): string {
  if (startedAt === null || gate === null) return 'not started yet (they start once the page is idle)';
  if (gate.counted) return `running since ${new Date(startedAt).toLocaleTimeString()}`;
  return gate.reason === 'bot' ? 'off: this browser looks like a crawler' : 'off: this account has view_extra access';
}

export function TrackerStatus({ startedAt, gate }: { startedAt: number | null; gate: Gate | null }) {
  return <dd data-testid="tracker-status">{describeGate(startedAt, gate)}</dd>;
}

export function formatTime(at: number | undefined): string {
  return at === undefined ? 'never' : new Date(at).toLocaleTimeString();
}
