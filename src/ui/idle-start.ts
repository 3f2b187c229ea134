// What starts once the first page is idle, outside the first load: the chunk-error reload, the update checks, the ads,
// telemetry and impression tracking.
import type { AnyRouter } from '@tanstack/react-router';
import { startAdRuntime } from '@/features/ads/ad-runtime';
import { reloadOnChunkError } from '@/features/app-updates/chunk-reload';
import { startUpdateChecker } from '@/features/app-updates/update-checker';
import { startTrackers } from '@/features/telemetry/start-trackers';

export function startWhenIdle(router: AnyRouter): void {
  reloadOnChunkError();
  startUpdateChecker();
  startAdRuntime(router);
  void startTrackers(router);
}
