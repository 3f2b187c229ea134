// The hooks of the notification screens: a tab's groups, a group's members and the flat list from the device, loaded
// again when the unread numbers change (a live event, a poll, a read here); and the read and delete actions.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { NotificationTab } from '@/domain/notification/notification-kinds';
import { useCurrentUser } from '@/features/account/use-current-user';
import type { NotificationSelection } from './mutators';
import { loadGroups, loadNotifications, readFlat, readGroupMembers, readGroups } from './notification-store';
import { useNotificationNumbers } from './use-notification-numbers';
import { deleteSelected, markRead } from './writes';

export type LoadState = 'loading' | 'ready' | 'failed';

/** Loads pages from the server: the first again whenever `version` changes, more on demand. */
function usePagedLoad(user: number | null | undefined, load: (user: number, start: number) => Promise<{ total: number; loaded: number }>, version: unknown) {
  const [state, setState] = useState<LoadState>('loading');
  const [page, setPage] = useState({ loaded: 0, total: 0 });
  const run = useCallback(async (start: number) => {
    if (user === undefined || user === null) return;
    try {
      const { total, loaded } = await load(user, start);
      setPage({ total, loaded });
      setState('ready');
    } catch {
      setState('failed');
    }
  }, [user, load]);
  useEffect(() => { void run(0); }, [run, version]);
  return { state, hasMore: page.loaded < page.total, more: () => run(page.loaded), retry: () => { setState('loading'); void run(0); } };
}

/** The signed-in grower's id; null for a guest, undefined while it loads. */
export function useNotificationUser(): number | null | undefined {
  const user = useCurrentUser();
  return user === null ? null : user?.id;
}

/** A tab's groups, newest first, with the loading state. */
export function useNotificationGroups(user: number | null | undefined, tab: NotificationTab) {
  const unread = useNotificationNumbers(user)?.all;
  const load = useCallback((u: number, start: number) => loadGroups(u, tab, start), [tab]);
  const paging = usePagedLoad(user, load, unread);
  const groups = useLiveQuery(() => (user === undefined || user === null ? [] : readGroups(user, tab)), [user, tab]);
  return { groups, ...paging };
}

/** The members of one group, loaded when it is opened. */
export function useGroupMembers(user: number, group: string, period: string) {
  const load = useCallback((u: number, start: number) => loadNotifications(u, { start, group, group_period: period }), [group, period]);
  const paging = usePagedLoad(user, load, null);
  const members = useLiveQuery(() => readGroupMembers(user, group, period), [user, group, period]);
  return { members, ...paging };
}

/** The flat list (/notifications-old). */
export function useFlatNotifications(user: number | null | undefined) {
  const unread = useNotificationNumbers(user)?.all;
  const load = useCallback((u: number, start: number) => loadNotifications(u, { start }), []);
  const paging = usePagedLoad(user, load, unread);
  const items = useLiveQuery(() => (user === undefined || user === null ? [] : readFlat(user)), [user]);
  return { items, ...paging };
}

/** Read and delete for the signed-in grower. */
export function useNotificationActions(user: number | null | undefined) {
  return {
    read: (selection: NotificationSelection, label: string) => (user === undefined || user === null ? Promise.resolve() : markRead(user, selection, label)),
    remove: (selection: NotificationSelection, label: string) => (user === undefined || user === null ? Promise.resolve() : deleteSelected(user, selection, label)),
  };
}
