// The signed-in user on this device, read live from IndexedDB (undefined while it loads), and as a screen draws it.
import { useDeviceQuery } from '@/db/use-device-query';
import type { User } from '@/domain/user/user';
import { useServerRendered } from '@/ui/initial-answers';

export function useCurrentUser(): User | null | undefined {
  return useDeviceQuery(async (db) => {
    const current = await db.session.get('current');
    return current?.key === 'current' ? current.user : null;
  }, []);
}

/** The user a screen draws: on a page rendered on the server a session still being read is drawn as the server drew
 * it, a guest (null), so the first client render matches the HTML and nothing moves once it is known; elsewhere
 * undefined while it loads. */
export function useDrawnUser(): User | null | undefined {
  const user = useCurrentUser();
  const renderedAsGuest = useServerRendered();
  return user === undefined && renderedAsGuest ? null : user;
}
