// The signed-in grower's unread numbers from the device (the header's badge), undefined until known.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { NotificationNumbers } from '@/domain/notification/notification';

export function useNotificationNumbers(user: number | null | undefined): NotificationNumbers | undefined {
  return useLiveQuery(async () => (user === undefined || user === null ? undefined : (await db.notificationNumbers.get(user))?.numbers), [user]);
}
