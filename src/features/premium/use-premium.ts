// The hooks of premium: the plans, a grower's state and orders, the admin's list, each refreshed when shown (what was
// seen opens offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { OrderState } from '@/domain/premium/premium-limits';
import { useApiData } from '@/ui/use-api-data';
import { useRefresh } from '@/ui/use-refresh';
import { loadPlans, readAdminOrders, readAdminTotal, readOwnOrders, readPremiumState, refreshAdminOrders, refreshPremium, waitingOrderIds } from './premium-store';

export const usePlans = () => useApiData('premium-plans', loadPlans);

/** The grower's premium state (undefined while read, null before any answer) and orders, refreshed when shown. */
export function usePremium(userId: number | null) {
  const refresh = useRefresh(`premium:${userId ?? 'guest'}`, () => (userId === null ? Promise.resolve() : refreshPremium(userId)));
  const state = useLiveQuery(async () => (userId === null ? null : (await readPremiumState(userId))?.premium ?? null), [userId]);
  const orders = useLiveQuery(() => (userId === null ? [] : readOwnOrders(userId)), [userId]);
  return { state, orders, refresh };
}

/** The admin's list of orders of a state (or all) with the server's total, refreshed when shown; `more` reads a page more. */
export function useAdminOrders(state: OrderState | 'all') {
  const [pages, setPages] = useState({ state, count: 1 });
  const count = pages.state === state ? pages.count : 1;
  const refresh = useRefresh(`admin-orders:${state}:${count}`, () => refreshAdminOrders(state, count));
  const orders = useLiveQuery(() => readAdminOrders(state), [state]);
  const total = useLiveQuery(() => readAdminTotal(state), [state]);
  const waiting = useLiveQuery(waitingOrderIds, []) ?? new Set<number>();
  const more = () => setPages({ state, count: count + 1 });
  return { orders, total, waiting, refresh, more };
}
