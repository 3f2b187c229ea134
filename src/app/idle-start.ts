// What starts once the first page is idle, outside the first load: the service worker (its precache download), the
// chunk-error reload, the update checks, the ads, telemetry and impression tracking, and the notifications' polling.
import type { AnyRouter } from '@tanstack/react-router';
import { startAdRuntime } from '@/features/ads/ad-runtime';
import { reloadOnChunkError } from '@/features/app-updates/chunk-reload';
import { startUpdateChecker } from '@/features/app-updates/update-checker';
import { startTrackers } from '@/features/telemetry/start-trackers';
import { readConsent } from '@/ui/consent';
import { registerServiceWorker } from './register-service-worker';

/** Notification polling and the live connection, loaded on demand (not in the first load). */
const startNotifications = () => void import('@/features/notifications/notification-sync').then((m) => m.startNotificationSync());

/** Each part starts in an idle period of its own, so their work never adds up to one long task. */
export function startWhenIdle(router: AnyRouter): void {
  // Usage statistics only when the grower has not refused them (settings' cookies page).
  const parts = [registerServiceWorker, reloadOnChunkError, startUpdateChecker, () => startAdRuntime(router), () => {
    if (readConsent().statistics) void startTrackers(router);
  }, startNotifications];
  const startNext = () => {
    parts.shift()?.();
    if (parts.length) (self.requestIdleCallback ?? setTimeout)(startNext);
  };
  startNext();
}
