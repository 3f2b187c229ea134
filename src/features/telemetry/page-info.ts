// The page a metric was taken on: its path, route id, params and query, as the router sees them.
import type { AnyRouter } from '@tanstack/react-router';
import type { TelemetryMetric } from '@/domain/telemetry/telemetry';

export type PageInfo = Pick<TelemetryMetric, 'page_path' | 'page_name' | 'page_params' | 'page_query'>;

const MAX_VALUES = 20;

/** At most 20 entries, each value as a string of up to 500 characters (what the server takes). */
function asStrings(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).slice(0, MAX_VALUES).map(([key, value]) => [
    key.slice(0, 100), (typeof value === 'string' ? value : JSON.stringify(value) ?? '').slice(0, 500),
  ]));
}

/** The page at `path` (the current one by default): its route id (e.g. /_default/diaries/$id/) names it. */
export function pageInfoOf(router: AnyRouter, path = router.state.location.pathname, search: Record<string, unknown> = path === router.state.location.pathname ? router.state.location.search : {}): PageInfo {
  const [, params, route] = router.getMatchedRoutes(path);
  return { page_path: path.slice(0, 2000), page_name: (route?.id ?? 'not-found').slice(0, 200), page_params: asStrings(params), page_query: asStrings(search) };
}

/** The path the page was loaded at (the navigation entry), for metrics of the load itself (FCP, LCP, TTFB, hydration). */
export function landingPath(): string {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : location.pathname;
}

/** How the page was loaded: navigate, reload, back_forward or prerender. */
export function loadType(): string {
  return (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}
