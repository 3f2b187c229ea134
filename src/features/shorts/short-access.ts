// Who may change a short on this device: its author, and moderators and admins (the server checks the same).
import type { Short } from '@/domain/short/short';
import { MODERATE_ACCESS } from '@/domain/telemetry/access';
import type { User } from '@/domain/user/user';

export function mayEditShort(user: User | null | undefined, short: Pick<Short, 'item_user'>): boolean {
  if (!user) return false;
  return user.id === short.item_user.id || Boolean(user.access?.includes(MODERATE_ACCESS));
}
