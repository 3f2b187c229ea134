// The signed-in grower's unread numbers from the device (the header's badge), undefined until known.
import { useDeviceQuery } from '@/db/use-device-query';
import type { NotificationNumbers } from '@/domain/notification/notification';

export function useNotificationNumbers(user: number | null | undefined): NotificationNumbers | undefined {
  return useDeviceQuery(async (db) => (user === undefined || user === null ? undefined : (await db.notificationNumbers.get(user))?.numbers), [user]);
}
