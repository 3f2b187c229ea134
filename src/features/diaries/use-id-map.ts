// The server id that replaced a temporary id made on this device (undefined while loading, null when none yet).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';

export function useRealId(id: number): number | null | undefined {
  return useLiveQuery(async () => (id < 0 ? ((await db.idMap.get(id))?.real ?? null) : null), [id]);
}
