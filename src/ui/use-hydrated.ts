// False while the page's server-rendered HTML is being hydrated (and on the server), true otherwise: what a screen
// reads before the first render from a cache of this device (not from the page's initial answers) shows only after
// hydration, so the first client render matches the server's HTML. A page rendered by the client alone is true at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
