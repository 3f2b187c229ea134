// The hook of the profile's orders tab: the grower's orders as stored, refreshed when shown; `more` reads a page more.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useRefresh } from '@/ui/use-refresh';
import { readOrders, readOrdersTotal, refreshOrders } from './orders-store';

export function useOrders(userId: number) {
  const [pages, setPages] = useState(1);
  const refresh = useRefresh(`partner-orders:${userId}:${pages}`, () => refreshOrders(userId, pages));
  const orders = useLiveQuery(() => readOrders(userId), [userId]);
  const total = useLiveQuery(() => readOrdersTotal(userId), [userId]);
  return { orders, total, refresh, more: () => setPages((count) => count + 1) };
}
