// The hook of an orders tab (the grower's own, or a brand's): the orders as stored, refreshed when shown; `more` reads
// a page more.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useRefresh } from '@/ui/use-refresh';
import { readOrders, readOrdersTotal, refreshOrders, type OrderList } from './orders-store';

export function useOrders(list: OrderList) {
  const [pages, setPages] = useState(1);
  const refresh = useRefresh(`partner-orders:${list.key}:${pages}`, () => refreshOrders(list, pages));
  const orders = useLiveQuery(() => readOrders(list), [list.key]);
  const total = useLiveQuery(() => readOrdersTotal(list), [list.key]);
  return { orders, total, refresh, more: () => setPages((count) => count + 1) };
}
