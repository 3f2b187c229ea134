// Live facts for the diagnostics page: service worker, storage use and what IndexedDB holds.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '@/db/database';

export interface WorkerState { supported: boolean; controlled: boolean; scope: string | null; state: string | null }

export function useWorkerState(): WorkerState | null {
  const [state, setState] = useState<WorkerState | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) {
      setState({ supported: false, controlled: false, scope: null, state: null });
      return;
    }
    void navigator.serviceWorker.getRegistration().then((registration) => {
      setState({
        supported: true,
        controlled: Boolean(navigator.serviceWorker.controller),
        scope: registration?.scope ?? null,
        state: registration?.active?.state ?? registration?.installing?.state ?? null,
      });
    });
  }, []);
  return state;
}

export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    void navigator.storage?.estimate().then(setEstimate);
  }, []);
  return estimate;
}

/** Row counts of every table of the device database. */
export function useTableCounts(): { name: string; count: number }[] | undefined {
  return useLiveQuery(() => Promise.all(db.tables.map(async (table) => ({ name: table.name, count: await table.count() }))));
}
