// Telemetry of spec §3 and §7: stores each metric of a batch once, and sums up the web vitals for operators (p75).
import type { Kysely } from 'kysely';
import type { TelemetryBatch, VitalsSummary } from '../../src/domain/telemetry/telemetry';
import { percentile75, rateMetric, WEB_VITALS, type MetricName } from '../../src/domain/telemetry/vitals-rating';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the batch's metrics; a metric already stored (same id, name and value: a batch sent again by a beacon,
 * the service worker's background sync or the next start) is skipped. Returns how many were new.
 */
export async function storeTelemetryBatch(db: Kysely<Database>, { batch_id, metrics, session_info }: TelemetryBatch, now = new Date()): Promise<number> {
  const add_date = now.toISOString();
  const rows = metrics.map((metric) => ({
    metric_id: metric.id,
    name: metric.name,
    value: metric.value,
    // The server rates by the thresholds of spec §9, whatever the device said.
    rating: rateMetric(metric.name, metric.value),
    delta: metric.delta,
    navigation_type: metric.navigation_type,
    page_path: metric.page_path,
    page_name: metric.page_name,
    page_params: JSON.stringify(metric.page_params),
    page_query: JSON.stringify(metric.page_query),
    taken_at: new Date(metric.timestamp).toISOString(),
    error_message: metric.error_message ?? null,
    error_file: metric.error_file ?? null,
    error_line: metric.error_line ?? null,
    error_col: metric.error_col ?? null,
    error_stack: metric.error_stack ?? null,
    batch_id,
    user_agent: session_info.user_agent,
    device_memory: session_info.device_memory,
    hardware_concurrency: session_info.hardware_concurrency,
    connection_type: session_info.connection_type,
    add_date,
  }));
  const result = await db.insertInto('telemetry_metrics').values(rows)
    .onConflict((oc) => oc.columns(['metric_id', 'name', 'value']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

type Stats = VitalsSummary['pages'][number]['metrics'];

/** p75, count and rating of each vital among the values grouped under one key. */
function summarize(groups: Map<string, Map<MetricName, number[]>>): { key: string; metrics: Stats }[] {
  return [...groups].map(([key, byName]) => {
    const metrics: Stats = {};
    for (const name of WEB_VITALS) {
      const values = byName.get(name);
      const p75 = values && percentile75(values);
      if (values && p75 !== null && p75 !== undefined) metrics[name] = { p75, count: values.length, rating: rateMetric(name, p75) };
    }
    return { key, metrics };
  });
}

function push(groups: Map<string, Map<MetricName, number[]>>, key: string, name: MetricName, value: number): void {
  let byName = groups.get(key);
  if (!byName) groups.set(key, (byName = new Map()));
  const values = byName.get(name);
  if (values) values.push(value);
  else byName.set(name, [value]);
}

/** The p75 of each web vital over the last `days` days (by when it was taken): per page (route) and per UTC day. */
export async function summarizeVitals(db: Kysely<Database>, days: number, now = new Date()): Promise<VitalsSummary> {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const rows = await db.selectFrom('telemetry_metrics')
    .select(['name', 'value', 'page_name', 'taken_at'])
    .where('taken_at', '>=', since)
    .where('name', 'in', [...WEB_VITALS])
    .execute();
  const byPage = new Map<string, Map<MetricName, number[]>>();
  const byDay = new Map<string, Map<MetricName, number[]>>();
  for (const row of rows) {
    const name = row.name as MetricName;
    push(byPage, row.page_name, name, row.value);
    push(byDay, row.taken_at.slice(0, 10), name, row.value);
  }
  return {
    days,
    since,
    vitals: [...WEB_VITALS],
    pages: summarize(byPage).map(({ key, metrics }) => ({ page_name: key, metrics })).sort((a, b) => a.page_name.localeCompare(b.page_name)),
    daily: summarize(byDay).map(({ key, metrics }) => ({ day: key, metrics })).sort((a, b) => a.day.localeCompare(b.day)),
  };
}
