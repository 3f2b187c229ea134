// Live delivery on one node: 1,000 growers each hold a Server-Sent Events connection to GET /api/live (real sockets,
// the real endpoint and in-process LiveChannel of server/live), events are published through the channel as writers
// publish them after commit, and every client's receipt is timed from the publish. Clients and server share this
// process (and its event loop), so the figures include the clients' own parsing: a conservative measure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { rm } from 'node:fs/promises';
import { buildApp } from '../../server/app';
import { createTestDataDir, createTestUser, openTestDatabase } from '../../server/test-support';

export const LIVE_CLIENTS = 1000;
/** Rounds of one event to every client at once (a fan-out), and rounds of one event per grower published one by one. */
const BROADCAST_ROUNDS = 20;
const SINGLE_ROUNDS = 5;
const BENCH_EVENT = 'bench';

export interface LiveFigures {
  clients: number;
  connectMs: number;
  broadcast: { events: number; p50Ms: number; p99Ms: number; maxMs: number };
  single: { events: number; p50Ms: number; p99Ms: number; maxMs: number };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { events: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted[sorted.length - 1]! };
}

/** One SSE client: resolves once the stream is open (its `ready` event came); calls `onEvent` with each bench event's data. */
function connect(base: string, token: string, agent: http.Agent, onEvent: (data: { round: number; at: number }) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/live?token=${encodeURIComponent(token)}`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`GET /api/live answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type === BENCH_EVENT && data) onEvent(JSON.parse(data) as { round: number; at: number });
          else if (type && !ready) {
            ready = true;
            resolve(request);
          }
        }
      });
    });
    request.on('error', reject);
  });
}

export async function liveDeliveryBench(clients = LIVE_CLIENTS): Promise<LiveFigures> {
  const dataDir = await createTestDataDir();
  const db = await openTestDatabase(dataDir);
  const app = await buildApp({ db, dataDir, distDir: path.join(dataDir, 'no-dist') });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const growers = [];
    for (let i = 0; i < clients; i++) growers.push(await createTestUser(db, `live${i}`));

    const latencies = new Map<number, number[]>();
    let expected = 0;
    let received = 0;
    let roundDone: () => void = () => undefined;
    const onEvent = ({ round, at }: { round: number; at: number }) => {
      latencies.get(round)!.push(performance.now() - at);
      if (++received === expected) roundDone();
    };
    const connectStart = performance.now();
    // Connected in batches, as growers open the app over time, not in one burst the listen backlog would refuse.
    for (let i = 0; i < growers.length; i += 100) {
      requests.push(...await Promise.all(growers.slice(i, i + 100).map((g) => connect(base, g.token, agent, onEvent))));
    }
    const connectMs = performance.now() - connectStart;
    const ids = growers.map((g) => g.id);

    /** Publishes one round and waits until every client received its event. */
    async function round(number: number, publish: (at: () => { round: number; at: number }) => void) {
      latencies.set(number, []);
      expected += clients;
      const all = new Promise<void>((resolve) => { roundDone = resolve; });
      publish(() => ({ round: number, at: performance.now() }));
      await all;
    }
    for (let r = 0; r < BROADCAST_ROUNDS; r++) {
      await round(r, (stamp) => app.live.publish(ids, { type: BENCH_EVENT, data: stamp() }));
    }
    for (let r = 0; r < SINGLE_ROUNDS; r++) {
      await round(BROADCAST_ROUNDS + r, (stamp) => { for (const id of ids) app.live.publish([id], { type: BENCH_EVENT, data: stamp() }); });
    }
    const pick = (from: number, to: number) => [...latencies].filter(([r]) => r >= from && r < to).flatMap(([, values]) => values);
    return {
      clients, connectMs,
      broadcast: summary(pick(0, BROADCAST_ROUNDS)),
      single: summary(pick(BROADCAST_ROUNDS, BROADCAST_ROUNDS + SINGLE_ROUNDS)),
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await app.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
