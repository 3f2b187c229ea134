// Sustained writes: GROWERS signed-up growers each rename their own diary about once a second (PUT /api/diaries/{id},
// a new X-Rniq each), RATE writes a second in all for SECONDS seconds, sent open-loop (on schedule, whether or not the
// earlier answers came back), spread over the given server nodes in turn. Figures: writes answered per second, latency
// p50/p99/max, errors (any answer but 200) and 5xx; then every diary's name must be the one its last answered write set
// (lost otherwise).

export interface WriteLoadFigures {
  nodes: number; growers: number; seconds: number; sent: number; answered: number; perSecond: number;
  p50Ms: number; p99Ms: number; maxMs: number; errors: number; serverErrors: number; lost: number;
}

const GROWERS = 200;
const RATE = 200;
const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 60);

interface Grower { token: string; diary: number; lastIndex: number }

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs a grower up on `base` and makes their diary. */
async function newGrower(base: string, n: number, run: string): Promise<Grower> {
  const name = `load${run}${n}`;
  const { token } = await json<{ token: string }>(`${base}/api/users`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@example.test`, password: 'load test password 1234' }),
  });
  const diary = await json<{ id: number }>(`${base}/api/diaries`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-rniq': `${name}-diary` },
    body: JSON.stringify({ name: `${name} grow` }),
  });
  return { token, diary: diary.id, lastIndex: -1 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function writeLoadBench(bases: string[]): Promise<WriteLoadFigures> {
  const run = Date.now().toString(36);
  const growers: Grower[] = [];
  // Four at a time: each sign-up hashes a password (scrypt), which is what takes the time here.
  for (let n = 0; n < GROWERS; n += 4) {
    growers.push(...(await Promise.all([0, 1, 2, 3].filter((i) => n + i < GROWERS).map((i) => newGrower(bases[0]!, n + i, run)))));
  }
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (index: number) => {
    const grower = growers[index % GROWERS]!;
    const base = bases[index % bases.length]!;
    const name = `Grow ${index}`;
    const started = performance.now();
    const request = fetch(`${base}/api/diaries/${grower.diary}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${grower.token}`, 'x-rniq': `${run}-${index}` },
      body: JSON.stringify({ name }),
    }).then(async (res) => {
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status === 200) grower.lastIndex = Math.max(grower.lastIndex, index);
      else {
        errors++;
        if (res.status >= 500) serverErrors++;
      }
    }, () => { errors++; }).finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const start = performance.now();
  const total = RATE * SECONDS;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE));
    while (sent < due) send(sent++);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  // Writes to one diary are sent a second apart (answered well within it): each diary holds its last answered name.
  let lost = 0;
  for (const grower of growers) {
    const diary = await json<{ name: string }>(`${bases[0]}/api/diaries/${grower.diary}`, { headers: { authorization: `Bearer ${grower.token}` } });
    if (grower.lastIndex >= 0 && diary.name !== `Grow ${grower.lastIndex}`) lost++;
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    nodes: bases.length, growers: GROWERS, seconds: SECONDS, sent, answered: latencies.length, perSecond: latencies.length / elapsed,
    p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? 0, errors, serverErrors, lost,
  };
}
