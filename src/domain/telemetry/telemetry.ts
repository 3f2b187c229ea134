// Telemetry and impression bodies (spec §3 telemetry and impression record, §7): the zod schemas the server validates with.
import { z } from 'zod';
import { METRIC_NAMES, RATINGS, WEB_VITALS } from './vitals-rating';

/** Most metrics in one POST /api/telemetry/vitals (the app sends 20). */
export const MAX_METRICS_PER_BATCH = 50;
/** Most records in one POST /api/impressions. */
export const MAX_IMPRESSIONS_PER_BATCH = 500;
/** Days the vitals summary may look back. */
export const MAX_SUMMARY_DAYS = 90;

const text = (max: number) => z.string().max(max);
/** Route params or query of the page a metric was taken on, as strings: at most 20 of them. */
const pageValues = z.record(text(100), text(500)).refine((values) => Object.keys(values).length <= 20, 'at most 20 entries');

export const telemetryMetricSchema = z.object({
  name: z.enum(METRIC_NAMES),
  value: z.number().min(0).max(1e9),
  rating: z.enum(RATINGS),
  delta: z.number().min(-1e9).max(1e9),
  /** Unique per metric and page load (web-vitals' id, or a random id for the app's own metrics). */
  id: text(100).min(1),
  navigation_type: text(40),
  page_path: text(2000),
  page_name: text(200),
  page_params: pageValues,
  page_query: pageValues,
  /** When it was taken, ms since 1970. */
  timestamp: z.number().int().min(0).max(1e14),
  error_message: text(2000).optional(),
  error_file: text(2000).optional(),
  error_line: z.number().int().min(0).max(1e9).optional(),
  error_col: z.number().int().min(0).max(1e9).optional(),
  error_stack: text(8000).optional(),
});
export type TelemetryMetric = z.infer<typeof telemetryMetricSchema>;

export const sessionInfoSchema = z.object({
  user_agent: text(500),
  device_memory: z.number().min(0).max(1e6).nullable(),
  hardware_concurrency: z.number().int().min(0).max(1e4).nullable(),
  connection_type: text(40).nullable(),
  timestamp: z.number().int().min(0).max(1e14),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** POST /api/telemetry/vitals: a batch of metrics and the device they were taken on. */
export const telemetryBatchSchema = z.object({
  batch_id: text(100).min(1),
  metrics: z.array(telemetryMetricSchema).min(1).max(MAX_METRICS_PER_BATCH),
  session_info: sessionInfoSchema,
});
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

export const impressionCountSchema = z.object({
  t: text(40).min(1).regex(/^[a-z_]+$/, 'lower-case letters and _ only'),
  i: z.number().int().positive().max(2 ** 31 - 1),
  v: z.number().int().min(1).max(100_000),
  s: z.number().int().min(0).max(100_000_000),
});

/** POST /api/impressions: impression records ({t, i, v, s}) kept on the device since the last send; the batch id may come as X-Rniq instead. */
export const impressionBatchSchema = z.object({
  batch_id: text(100).min(1).optional(),
  stat: z.array(impressionCountSchema).min(1).max(MAX_IMPRESSIONS_PER_BATCH),
});
export type ImpressionBatch = z.infer<typeof impressionBatchSchema>;

/** GET /api/telemetry/vitals/summary?days=N. */
export const vitalsSummaryQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(MAX_SUMMARY_DAYS).default(7) });

const vitalStat = z.object({ p75: z.number(), count: z.number(), rating: z.enum(RATINGS) });
/** The p75 of each web vital over the last `days` days: per page (route), and per day over all pages. */
export const vitalsSummarySchema = z.object({
  days: z.number(),
  since: z.string(),
  vitals: z.array(z.enum(WEB_VITALS)),
  pages: z.array(z.object({ page_name: z.string(), metrics: z.partialRecord(z.enum(WEB_VITALS), vitalStat) })),
  daily: z.array(z.object({ day: z.string(), metrics: z.partialRecord(z.enum(WEB_VITALS), vitalStat) })),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
