// A screen loads again when the service worker says a stale copy it gave changed on the server, also when that word
// came before the screen listened (its answer asked for early by the route's loader, the page still starting).
import { useEffect, type RefObject } from 'react';
import { API_UPDATED_EVENT, lastApiUpdateAt } from '@/sync/transport/connectivity';

/** `askedAt`: when the shown answer was asked for (ms since the epoch), set by the screen's load before this runs. */
export function useApiUpdated(retry: () => void, askedAt: RefObject<number>): void {
  useEffect(() => {
    window.addEventListener(API_UPDATED_EVENT, retry);
    if (lastApiUpdateAt() > askedAt.current) retry();
    return () => window.removeEventListener(API_UPDATED_EVENT, retry);
  }, [retry, askedAt]);
}
