// Whether the app can reach the API, updated live (see sync/connectivity).
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '@/sync/transport/connectivity';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
