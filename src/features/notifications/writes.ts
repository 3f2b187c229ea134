// Read and delete, applied to the device at once (rows, groups and the badge's numbers) and queued (works offline).
import { db, type NotificationGroupRecord, type NotificationRecord } from '@/db/database';
import type { GroupRef, NotificationNumbers } from '@/domain/notification/notification';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { deleteNotifications, readNotifications, type NotificationSelection } from './mutators';

const tables = () => [db.notifications, db.notificationGroups, db.notificationNumbers];
const sameGroup = (ref: GroupRef) => (row: { group: string; group_period: string }) => row.group === ref.group && row.group_period === ref.group_period;

/** The stored rows and groups a selection names. */
async function selected(user: number, selection: NotificationSelection) {
  const rows = await db.notifications.where('[user+id]').between([user, 0], [user, Infinity]).toArray();
  const groups = await db.notificationGroups.where('[user+tab+last_id]').between([user, '', 0], [user, '\uffff', Infinity]).toArray();
  if ('channel' in selection) {
    const inChannel = (channel: string) => selection.channel === 'all' || channel === selection.channel;
    return { rows: rows.filter((n) => inChannel(n.channel)), groups: groups.filter((g) => inChannel(g.channel)), allGroups: groups };
  }
  const ids = new Set(selection.notifications);
  const named = (row: { group: string; group_period: string }) => selection.groups.some((ref) => sameGroup(ref)(row));
  return { rows: rows.filter((n) => ids.has(n.id) || named(n)), groups: groups.filter(named), allGroups: groups, ids };
}

/** Unread counts taken off per channel: whole groups count their unread, single rows one each (once per group). */
function unreadTaken(rows: NotificationRecord[], groups: NotificationGroupRecord[], ids: Set<number> | undefined): Map<string, number> {
  const taken = new Map<string, number>();
  const add = (channel: string, n: number) => taken.set(channel, (taken.get(channel) ?? 0) + n);
  const counted = new Set<string>();
  for (const g of groups) {
    const key = `${g.group}|${g.group_period}`;
    if (counted.has(key)) continue;
    counted.add(key);
    add(g.channel, g.cnt_unread);
  }
  for (const n of rows) if (!n.is_read && ids?.has(n.id) && !counted.has(`${n.group}|${n.group_period}`)) add(n.channel, 1);
  return taken;
}

async function lowerNumbers(user: number, selection: NotificationSelection, taken: Map<string, number>): Promise<void> {
  const stored = await db.notificationNumbers.get(user);
  if (!stored) return;
  const numbers: NotificationNumbers = { ...stored.numbers };
  if ('channel' in selection && selection.channel === 'all') {
    for (const key of Object.keys(numbers) as (keyof NotificationNumbers)[]) numbers[key] = 0;
  } else {
    if ('channel' in selection) taken.set(selection.channel, numbers[selection.channel]);
    for (const [channel, n] of taken) {
      const key = channel as keyof NotificationNumbers;
      if (key in numbers) numbers[key] = Math.max(0, numbers[key] - n);
      numbers.all = Math.max(0, numbers.all - n);
    }
  }
  await db.notificationNumbers.put({ user, numbers });
}

/** Marks notifications read here and queues the read. */
export async function markRead(user: number, selection: NotificationSelection, label: string): Promise<void> {
  await writeLocally(tables(), async () => {
    const { rows, groups, allGroups, ids } = await selected(user, selection);
    await lowerNumbers(user, selection, unreadTaken(rows, groups, ids));
    await db.notifications.bulkPut(rows.map((n) => ({ ...n, is_read: true })));
    // Whole groups read drop to 0; a single item read lowers its group (in every tab) by one.
    const single = rows.filter((n) => !n.is_read && ids?.has(n.id));
    const partly = allGroups.filter((g) => single.some(sameGroup(g)) && !groups.some((x) => x.key === g.key));
    await db.notificationGroups.bulkPut([
      ...groups.map((g) => ({ ...g, cnt_unread: 0 })),
      ...partly.map((g) => ({ ...g, cnt_unread: Math.max(0, g.cnt_unread - single.filter(sameGroup(g)).length) })),
    ]);
    await queueWrite(readNotifications, { ...selection, user }, { label });
  });
}

/** Deletes notifications here and queues the delete: one id, one group, or a channel. */
export async function deleteSelected(user: number, selection: NotificationSelection, label: string): Promise<void> {
  await writeLocally(tables(), async () => {
    const { rows, groups, ids } = await selected(user, selection);
    await lowerNumbers(user, selection, unreadTaken(rows, groups, ids));
    await db.notifications.bulkDelete(rows.map((n) => n.id));
    await db.notificationGroups.bulkDelete(groups.map((g) => g.key));
    await queueWrite(deleteNotifications, { ...selection, user }, { label });
  });
}
