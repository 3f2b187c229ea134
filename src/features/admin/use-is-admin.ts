// Whether the signed-in user is an admin (the session answers carry the account's access); undefined while it loads.
// Only hides operator pages from others: the server checks users.role itself on every admin API call.
import { ADMIN_ACCESS } from '@/domain/telemetry/access';
import { useCurrentUser } from '@/features/account/use-current-user';

export function useIsAdmin(): boolean | undefined {
  const user = useCurrentUser();
  if (user === undefined) return undefined;
  return Boolean(user?.access?.includes(ADMIN_ACCESS));
}
