// Whether this visit is counted (spec §6): not for crawlers (by user agent) nor for accounts with view_extra
// (moderators and admins: the session answers list the account's access, kept with the session on the device).
import { isBotAgent, VIEW_EXTRA } from '@/domain/telemetry/access';
import { getStoredUser } from '@/sync/transport/identity';

export type Gate = { counted: true } | { counted: false; reason: 'bot' | 'view_extra' };

export async function checkAnalyticsGate(): Promise<Gate> {
  if (isBotAgent(navigator.userAgent)) return { counted: false, reason: 'bot' };
  const user = await getStoredUser();
  if (user?.access?.includes(VIEW_EXTRA)) return { counted: false, reason: 'view_extra' };
  return { counted: true };
}
