// Whether the signed-in user is an admin or a moderator (the session answers carry the account's access).
// Only hides operator pages from others: the server checks users.role itself on every admin API call.
import { ADMIN_ACCESS, MODERATE_ACCESS } from '@/domain/telemetry/access';
import { useCurrentUser } from '@/features/account/use-current-user';

function useAccess(flag: string): boolean | undefined {
  const user = useCurrentUser();
  if (user === undefined) return undefined;
  return Boolean(user?.access?.includes(flag));
}

/** Whether the signed-in user is an admin; undefined while it loads. */
export const useIsAdmin = () => useAccess(ADMIN_ACCESS);
/** Whether the signed-in user moderates (moderators and admins); undefined while it loads. */
export const useIsModerator = () => useAccess(MODERATE_ACCESS);
