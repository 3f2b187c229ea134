// The time zone a screen writes dates in: UTC on the server and while a server-rendered page hydrates (the server
// knows no device's zone, and the first client render must match its HTML), the device's own zone from then on.
import { useHydrated } from './use-hydrated';

/** `timeZone` for Intl and toLocale*String: 'UTC' until hydrated, undefined (the device's zone) after. */
export function useDateTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
