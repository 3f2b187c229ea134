// Collects the metrics of spec §3 and §9: web vitals (buffered, so a late start still sees FCP, LCP and TTFB),
// hydration, in-app navigations, long tasks, script errors and unhandled rejections.
import type { AnyRouter } from '@tanstack/react-router';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { TelemetryMetric } from '@/domain/telemetry/telemetry';
import { LONG_TASK_MS, rateMetric, type MetricName } from '@/domain/telemetry/vitals-rating';
import { randomId } from '@/sync/transport/identity';
import { landingPath, loadType, pageInfoOf, type PageInfo } from './page-info';

/** Per page load, so a loop of errors or a slow device does not flood the queue. */
const MAX_LONG_TASKS = 20;
const MAX_ERRORS = 10;
/** Metrics of the load itself belong to the page that was loaded, even when they are reported later. */
const LOAD_METRICS: ReadonlySet<string> = new Set(['FCP', 'LCP', 'TTFB']);

type Extra = Partial<Pick<TelemetryMetric, 'error_message' | 'error_file' | 'error_line' | 'error_col' | 'error_stack'>>;

export function startMetricCollection(router: AnyRouter, record: (metric: TelemetryMetric) => void): () => void {
  const stops: (() => void)[] = [];
  const make = (name: MetricName, value: number, page: PageInfo, more: { id?: string; delta?: number; navigation_type?: string } & Extra = {}): TelemetryMetric => ({
    name, value, rating: rateMetric(name, value), delta: more.delta ?? value, id: more.id ?? `${name.toLowerCase()}-${randomId()}`,
    navigation_type: more.navigation_type ?? loadType(), ...page, timestamp: Date.now(),
    ...Object.fromEntries(Object.entries(more).filter(([key]) => key.startsWith('error_'))),
  });

  // 1. Web vitals.
  const report = (metric: MetricType) => {
    const page = LOAD_METRICS.has(metric.name) ? pageInfoOf(router, landingPath()) : pageInfoOf(router);
    record(make(metric.name, Math.max(0, metric.value), page, { id: metric.id, delta: metric.delta, navigation_type: metric.navigationType }));
  };
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
  onTTFB(report);

  // 2. Hydration: until the first page's code and data were loaded and it rendered (read from the router's matches),
  //    when the grower is still on the page that was loaded.
  const landing = landingPath();
  if (router.state.status === 'idle' && router.state.location.pathname === landing) {
    const ready = Math.max(0, ...router.state.matches.map((match) => match.updatedAt ?? 0));
    if (ready > 0) record(make('HYDRATION', Math.max(0, ready - performance.timeOrigin), pageInfoOf(router, landing)));
  }

  // 3. In-app navigations: from the navigation's start until the new page resolved.
  let navigationStart: number | null = null;
  stops.push(router.subscribe('onBeforeNavigate', (event) => {
    navigationStart = event.pathChanged ? performance.now() : null;
  }));
  stops.push(router.subscribe('onResolved', (event) => {
    if (navigationStart === null) return;
    const value = performance.now() - navigationStart;
    navigationStart = null;
    record(make('PAGE_NAVIGATION', value, pageInfoOf(router, event.toLocation.pathname, event.toLocation.search as Record<string, unknown>), { navigation_type: 'soft-navigation' }));
  }));

  // 4. Long tasks (over 50 ms), buffered from the start of the page.
  let longTasks = 0;
  if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration <= LONG_TASK_MS || longTasks >= MAX_LONG_TASKS) continue;
        longTasks++;
        record(make('LONG_TASK', entry.duration, pageInfoOf(router)));
      }
    });
    observer.observe({ type: 'longtask', buffered: true });
    stops.push(() => observer.disconnect());
  }

  // 5. Script errors and unhandled promise rejections, rated poor.
  let errors = 0;
  const recordError = (name: 'JS_ERROR' | 'UNHANDLED_REJECTION', extra: Extra) => {
    if (errors >= MAX_ERRORS) return;
    errors++;
    record(make(name, 0, pageInfoOf(router), {
      error_message: extra.error_message?.slice(0, 2000), error_file: extra.error_file?.slice(0, 2000),
      error_line: extra.error_line, error_col: extra.error_col, error_stack: extra.error_stack?.slice(0, 8000),
    }));
  };
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    recordError('JS_ERROR', {
      error_message: event.message || String(error), error_file: event.filename, error_line: event.lineno, error_col: event.colno,
      error_stack: error instanceof Error ? error.stack : undefined,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    recordError('UNHANDLED_REJECTION', {
      error_message: reason instanceof Error ? reason.message : String(reason),
      error_stack: reason instanceof Error ? reason.stack : undefined,
    });
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  stops.push(() => removeEventListener('error', onError), () => removeEventListener('unhandledrejection', onRejection));

  return () => stops.forEach((stop) => stop());
}
