// What the ad runtime is doing, for the diagnostics page /tests/adv: a small store read with useSyncExternalStore.
import type { AdPlacement } from '@/domain/ads/ad-kinds';

export interface AdRuntimeState {
  status: 'not started' | 'running' | 'skipped (bot)';
  section: string | null;
  /** Banners the section's list offers, per kind. */
  offered: Record<string, number>;
  /** Banners in the page's slots now. */
  shown: { placement: AdPlacement; id: number; title: string }[];
  lastLoad: { at: number; error?: string } | null;
}

let state: AdRuntimeState = { status: 'not started', section: null, offered: {}, shown: [], lastLoad: null };
const listeners = new Set<() => void>();

export const adRuntimeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): AdRuntimeState => state,
  set(change: Partial<AdRuntimeState>): void {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  },
};
