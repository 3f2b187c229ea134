// API throughput under load: explore lists (GET /api/diaries with filters) and GET /api/strains at 50 connections, each
// beside a trivial JSON answer of the same server (GET /api/diaries/total), as a ratio list/trivial: measured in
// alternating pairs, the median pair kept, so that load from elsewhere on the machine weighs on both sides alike.
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = 4;
const PAIRS = 3;

export interface Throughput { path: string; rps: number; p99Ms: number; errors: number }
export interface ExploreApiResult { lists: (Throughput & { trivial: Throughput; ratio: number })[] }

const TRIVIAL = '/api/diaries/total';
const LISTS = ['/api/diaries?room=1&sort=likes&limit=20', '/api/diaries?harvested=1&light=3&limit=20', '/api/strains?limit=20'];

async function measure(base: string, path: string, headers: Record<string, string> = {}): Promise<Throughput> {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  return { path, rps: result.requests.average, p99Ms: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** `path` against the trivial answer: warmed, then measured in alternating pairs; the median pair. `headers` (a signed-in grower's) go with both. */
export async function pairedWithTrivial(base: string, path: string, headers: Record<string, string> = {}): Promise<ExploreApiResult['lists'][number]> {
  // Warm the server (statement caches, JIT, kept answers) before counting.
  for (const warm of [TRIVIAL, path]) await autocannon({ url: `${base}${warm}`, connections: 10, duration: 1, headers });
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) {
    const trivial = await measure(base, TRIVIAL, headers);
    const list = await measure(base, path, headers);
    pairs.push({ ...list, trivial, ratio: list.rps / trivial.rps });
  }
  return pairs.sort((a, b) => a.ratio - b.ratio)[Math.floor(PAIRS / 2)]!;
}

export async function exploreApiBench(base: string): Promise<ExploreApiResult> {
  const lists = [];
  for (const path of LISTS) lists.push(await pairedWithTrivial(base, path));
  return { lists };
}
