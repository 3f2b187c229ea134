// What the sync engine did last, as a tiny store the badge and the pending-changes view read without loading the engine.
import type { ReplayOutcome } from './replay';

/** What the engine did last, for the offline badge and the pending-changes view. */
export interface SyncState {
  running: boolean;
  outcome: ReplayOutcome | null;
  /** When the next automatic try happens (ms since epoch), when one is scheduled. */
  retryAt: number | null;
}

let state: SyncState = { running: false, outcome: null, retryAt: null };
const listeners = new Set<() => void>();

/** Merges `next` into the state and tells every listener. */
export function updateSyncState(next: Partial<SyncState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** The current sync state (for useSyncExternalStore). */
export function getSyncState(): SyncState {
  return state;
}

/** Calls `listener` whenever the sync state changes; returns the unsubscribe function. */
export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
