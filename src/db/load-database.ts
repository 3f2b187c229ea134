// The device's database for the modules of the app's shell: Dexie's code (a fifth of the shell's) loads on first use,
// so a first visit hydrates without it (the service worker's build imports it: see vite.config.ts).
import type { GrowDatabase } from './database';
import type * as liveDatabase from './live-database';

export type LiveDatabase = typeof liveDatabase;

let loading: Promise<LiveDatabase> | undefined;

/** The database and Dexie's live queries, loaded once (asked again after a failed load, e.g. offline before install). */
export function loadLiveDatabase(): Promise<LiveDatabase> {
  loading ??= import('./live-database').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The app's database, loaded on first use. */
export const loadDatabase = async (): Promise<GrowDatabase> => (await loadLiveDatabase()).db;
