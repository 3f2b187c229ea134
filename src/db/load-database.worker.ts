// The device's database as the service worker has it: imported, since a service worker has no import() (vite.config.ts swaps this module in).
import type { GrowDatabase } from './database';
import * as liveDatabase from './live-database';

export type LiveDatabase = typeof liveDatabase;

export const loadLiveDatabase = async (): Promise<LiveDatabase> => liveDatabase;

export const loadDatabase = async (): Promise<GrowDatabase> => liveDatabase.db;
