// The build manifest (spec §4, §7 Other client actions): builds/latest.json with a timestamp query, never from a cache.
import { fetchFresh } from '@/sync/transport/fetch-fresh';
import { parseJson } from '@/sync/transport/http';

/** What a build writes into builds/latest.json (see vite.config.ts). */
export interface BuildInfo { build_id: string; built_at: string }

function isBuildInfo(data: unknown): data is BuildInfo {
  return typeof data === 'object' && data !== null && typeof (data as BuildInfo).build_id === 'string' && typeof (data as BuildInfo).built_at === 'string';
}

/** A manifest that has not come in this time counts as unknown: a stalled request never holds up the next check. */
const MANIFEST_TIMEOUT_MS = 15_000;

/** The newest build the server has; null when it cannot tell (offline, 404, 403, no answer in time or any other answer: spec §8). */
export async function fetchLatestBuild(): Promise<BuildInfo | null> {
  try {
    const response = await fetchFresh(`/builds/latest.json?t=${Date.now()}`, { api: false, cache: 'no-store', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    const data = parseJson(await response.text());
    return isBuildInfo(data) ? data : null;
  } catch {
    return null;
  }
}
