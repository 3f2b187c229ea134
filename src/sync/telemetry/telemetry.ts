// Sends telemetry batches (spec §7 POST /api/telemetry/vitals): by fetch, or by navigator.sendBeacon when the page is hidden.
import type { TelemetryBatch, VitalsSummary } from '@/domain/telemetry/telemetry';
import { apiRequest, apiUrl, ServerError } from '../transport/http';
import { TELEMETRY_PATH } from './telemetry-paths';

/** How a send went: sent, refused for good (a 4xx other than 408 and 429: the batch is dropped) or failed (kept for later). */
export type SendOutcome = 'sent' | 'refused' | 'failed';

/** Whether a failed request is worth sending again later. */
export function outcomeOf(error: unknown): Exclude<SendOutcome, 'sent'> {
  return error instanceof ServerError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429 ? 'refused' : 'failed';
}

/**
 * POSTs a batch. Offline, the service worker keeps it for Background Sync and answers 202 at once
 * (sw/telemetry-sync.ts), so a batch handed over counts as sent.
 */
export async function sendTelemetryBatch(batch: TelemetryBatch): Promise<SendOutcome> {
  try {
    await apiRequest(TELEMETRY_PATH, { method: 'POST', body: batch, requestId: batch.batch_id });
    return 'sent';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Queues a batch in the browser, which delivers it even after the page is gone; false when the browser refused it. */
export function beaconTelemetryBatch(batch: TelemetryBatch): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(apiUrl(TELEMETRY_PATH), new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' }));
}

/** GET /api/telemetry/vitals/summary (admins): the p75 of each web vital per page and per day over the last `days` days. */
export function fetchVitalsSummary(days: number): Promise<VitalsSummary> {
  return apiRequest<VitalsSummary>(`${TELEMETRY_PATH}/summary`, { query: { days } });
}
