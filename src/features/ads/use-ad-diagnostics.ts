// Live ad facts for /tests/adv: the runtime's state, the statistics queue and whether this guest's signing key is stored.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '@/db/database';
import { adStatsStore } from '@/sync/telemetry/ad-stats';
import { adRuntimeStore } from './ad-runtime-state';

export function useAdRuntimeState() {
  return useSyncExternalStore(adRuntimeStore.subscribe, adRuntimeStore.get);
}

export function useAdStatsState() {
  return useSyncExternalStore(adStatsStore.subscribe, adStatsStore.get);
}

/** Queued entries, and how many of them are signed yet. */
export function useQueuedAdStats(): { total: number; signed: number } | undefined {
  return useLiveQuery(async () => {
    const entries = await db.adStats.toArray();
    return { total: entries.length, signed: entries.filter((entry) => !entry.h.endsWith('.')).length };
  });
}

export function useSigningKeyStored(): boolean | undefined {
  return useLiveQuery(async () => Boolean(await db.prefs.get('ad-stat-key')));
}
