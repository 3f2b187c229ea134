// React.lazy whose code, failing to load for want of a network, waits for the connection and loads again instead of
// breaking the page: a first visit that loses its signal before the app is installed keeps showing what it has.
import { lazy, type ComponentType } from 'react';

/** Runs `load`; while it fails with the device offline, waits for the connection and runs it again. */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator === 'undefined' || navigator.onLine) throw error;
      await new Promise((resolve) => addEventListener('online', resolve, { once: true }));
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadWhenOnline(load));
}
