// The signed-in user on this device, read live from IndexedDB (undefined while it loads).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { User } from '@/domain/user/user';

export function useCurrentUser(): User | null | undefined {
  return useLiveQuery(async () => {
    const current = await db.session.get('current');
    return current?.key === 'current' ? current.user : null;
  });
}
