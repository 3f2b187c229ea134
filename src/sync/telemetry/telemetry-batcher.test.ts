// @vitest-environment node
// Telemetry batching with fake timers: 20 metrics or 30 s, beacons when hidden, timers paused while hidden, nothing lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch, TelemetryMetric } from '@/domain/telemetry/telemetry';
import type { SendOutcome } from './telemetry';
import { createTelemetryBatcher, type BatcherDeps } from './telemetry-batcher';

function metric(n: number): TelemetryMetric {
  return {
    name: 'LONG_TASK', value: 60 + n, rating: 'poor', delta: 60 + n, id: `m-${n}`, navigation_type: 'navigate',
    page_path: '/', page_name: '/_default/', page_params: {}, page_query: {}, timestamp: n,
  };
}

function setup({ online = true, outcome = 'sent' as SendOutcome, beaconAccepts = true, worker = false } = {}) {
  const rows: { id: number; metric: TelemetryMetric }[] = [];
  let nextId = 1;
  const sent: TelemetryBatch[] = [];
  const beacons: TelemetryBatch[] = [];
  const control: { online: boolean; outcome: SendOutcome; beaconAccepts: boolean; hold?: Promise<void> } = { online, outcome, beaconAccepts };
  let batches = 0;
  const deps: BatcherDeps = {
    queue: {
      add: async (m) => {
        const id = nextId++;
        rows.push({ id, metric: m });
        return id;
      },
      oldest: async (limit) => rows.slice(0, limit),
      drop: async (ids) => {
        for (const id of ids) rows.splice(rows.findIndex((row) => row.id === id), 1);
      },
    },
    send: async (batch) => {
      sent.push(batch);
      await control.hold;
      return control.outcome;
    },
    beacon: (batch) => {
      if (control.beaconAccepts) beacons.push(batch);
      return control.beaconAccepts;
    },
    isOnline: () => control.online,
    hasWorker: () => worker,
    sessionInfo: () => ({ user_agent: 'test', device_memory: null, hardware_concurrency: 2, connection_type: null, timestamp: 0 }),
    newBatchId: () => `batch-${++batches}`,
  };
  const batcher = createTelemetryBatcher(deps);
  const record = async (from: number, count: number) => {
    for (let n = from; n < from + count; n++) await batcher.record(metric(n));
  };
  return { batcher, rows, sent, beacons, control, record };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('telemetry batcher', () => {
  it('sends a batch as soon as 20 metrics wait, and not before', async () => {
    const { batcher, rows, sent, record } = setup();
    await record(0, 19);
    expect(sent).toHaveLength(0);
    await record(19, 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.metrics.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, n) => `m-${n}`));
    expect(sent[0]!.session_info.hardware_concurrency).toBe(2);
    expect(rows).toHaveLength(0);
    expect(batcher.state().waiting).toBe(0);
    batcher.stop();
  });

  it('sends what waits every 30 s', async () => {
    const { batcher, sent, record } = setup();
    await record(0, 5);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.metrics).toHaveLength(5);
    await record(5, 2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent.map((batch) => batch.metrics.length)).toEqual([5, 2]);
    expect(new Set(sent.map((batch) => batch.batch_id)).size).toBe(2);
    batcher.stop();
  });

  it('sends more than 20 waiting metrics in batches of 20', async () => {
    const { batcher, sent, rows, control, record } = setup({ outcome: 'failed' });
    await record(0, 45);
    control.outcome = 'sent';
    await batcher.flush();
    expect(sent.slice(-3).map((batch) => batch.metrics.length)).toEqual([20, 20, 5]);
    expect(rows).toHaveLength(0);
    batcher.stop();
  });

  it('keeps metrics a failed send could not deliver, and sends them next time', async () => {
    const { batcher, sent, rows, control, record } = setup({ outcome: 'failed' });
    await record(0, 3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    expect(rows).toHaveLength(3);
    control.outcome = 'sent';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.metrics.map((m) => m.id)).toEqual(['m-0', 'm-1', 'm-2']);
    expect(rows).toHaveLength(0);
    batcher.stop();
  });

  it('drops a batch the server refused for good, so it never blocks the queue', async () => {
    const { batcher, rows, record } = setup({ outcome: 'refused' });
    await record(0, 2);
    await batcher.flush();
    expect(rows).toHaveLength(0);
    batcher.stop();
  });

  it('beacons what waits when the page is hidden online, and drops it from the queue', async () => {
    const { batcher, sent, beacons, rows, record } = setup();
    await record(0, 3);
    batcher.pageHidden();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.metrics).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(rows).toHaveLength(0);
    expect(sent).toHaveLength(0);
    batcher.stop();
  });

  it('sends what waits through the service worker when one controls the page (it keeps the batch offline)', async () => {
    const { batcher, sent, beacons, rows, record } = setup({ worker: true });
    await record(0, 3);
    batcher.pageHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(0);
    expect(sent).toHaveLength(1);
    expect(rows).toHaveLength(0);
    batcher.stop();
  });

  it('keeps what waits for the next start when hidden offline without a service worker', async () => {
    const { batcher, sent, beacons, rows, record } = setup({ online: false });
    await record(0, 3);
    batcher.pageHidden();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(0);
    expect(sent).toHaveLength(0);
    expect(rows).toHaveLength(3);
    batcher.stop();
  });

  it('pauses the 30 s timer while the page is hidden and goes on with the time left', async () => {
    const { batcher, sent, record } = setup({ beaconAccepts: false });
    await record(0, 3);
    await vi.advanceTimersByTimeAsync(20_000);
    batcher.pageHidden();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sent).toHaveLength(0);
    batcher.pageShown();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    batcher.stop();
  });
});

describe('telemetry batcher passes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends again after a pass what was recorded while the pass was sending', async () => {
    const { batcher, sent, rows, control, record } = setup();
    await record(0, 2);
    let release: () => void = () => undefined;
    control.hold = new Promise((resolve) => { release = resolve; });
    const pass = batcher.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await record(2, 1);
    void batcher.flush();
    release();
    await pass;
    expect(sent.map((batch) => batch.metrics.map((m) => m.id))).toEqual([['m-0', 'm-1'], ['m-2']]);
    expect(rows).toHaveLength(0);
    batcher.stop();
  });
});
