// @vitest-environment node
// The fault matrix (issue 20): the real client (writes, outbox, replay, sync engine, uploads, IndexedDB by
// fake-indexeddb) against the real server on a temporary SQLite file, one network or device fault at a time; the
// server's rows say, per fault and resource (every kind of write the outbox sends, each over a scene seeded for it:
// fault-content.ts, fault-community.ts, fault-brands.ts), how many writes were lost and how many doubled. Both must be 0.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FaultyNetwork, RETRY_AFTER_SECONDS, type Fault } from '../../../tests/faults/faulty-network';
import { brandAreas } from './fault-brands';
import { communityAreas } from './fault-community';
import { contentAreas } from './fault-content';
import { blobReader, openTab, Stage, type FaultWrite, type Made, type Tab } from './fault-scenes';

// The only device part replaced: preparing a photo needs a canvas, which Node lacks. The file goes as picked (a real JPEG).
vi.mock('@/media/prepare-photo', () => ({
  preparePhoto: vi.fn(async (file: File) => ({ blob: file, width: 64, height: 48 })),
  rotatePhotoBlob: vi.fn(),
}));

/** Every area's writes, in the order a cell makes them (a week after the diary it goes into). */
const AREAS = [...contentAreas, ...communityAreas, ...brandAreas];

/** The registered writes no grower or brand manager makes, so no cell makes them: why. */
const NOT_A_GROWERS_WRITE: Record<string, string> = {
  'order.markPaid': "an admin's: marking an invoice order paid",
};

/** One row of the matrix: the fault the replay meets once the device is back online, and how the device behaves. */
interface Cell {
  name: string;
  /** Its column in the printed figures. */
  tag: string;
  fault: Fault;
  /** A replay that never finishes, then a new tab (fresh modules over the same IndexedDB) sends the rest. */
  tabClosed?: boolean;
  /** IndexedDB refuses to store: every write must fail loudly and keep nothing half-stored, then succeed when retried. */
  quota?: boolean;
}

/** A cell's time: the restart cell restarts the server once per write (some 70 restarts of 0.3 to 0.5 s each). */
const CELL_TIMEOUT_MS = 180_000;

const CELLS: Cell[] = [
  { name: 'offline start', tag: 'offline', fault: { kind: 'down', times: 3 } },
  { name: 'cut mid-request (applied, answer lost)', tag: 'lost', fault: { kind: 'answer-lost' } },
  { name: 'cut mid-upload (body cut in half)', tag: 'cut', fault: { kind: 'body-cut' } },
  { name: 'burst of 500s', tag: '500s', fault: { kind: 'status', status: 500, times: 5 } },
  { name: '429 with Retry-After', tag: '429', fault: { kind: 'status', status: 429, times: 3 } },
  { name: 'duplicate delivery', tag: 'twice', fault: { kind: 'twice' } },
  { name: 'tab closed with writes queued', tag: 'closed', fault: { kind: 'hang', after: 3 }, tabClosed: true },
  { name: 'storage quota exceeded', tag: 'quota', fault: { kind: 'none' }, quota: true },
  { name: 'server restarted mid-write', tag: 'restart', fault: { kind: 'restart' } },
];

let network: FaultyNetwork;
let online = true;
/** Per cell, its grower and the writes of every resource over the scene seeded for it. */
const stages: { stage: Stage; writes: FaultWrite[] }[] = [];
/** The resources, as every cell writes them. */
let resources: string[] = [];
const figures = new Map<string, Map<string, { lost: number; doubled: number }>>();
let serverErrors = 0;
/** When (on the fake clock) the last 429 reached the client. */
let answered429At = 0;

beforeAll(async () => {
  network = await FaultyNetwork.start();
  // The page's globals the client reads (Node, like the service worker, has no window): fetch (the faulty network's;
  // when a 429 arrived is noted, to check the wait the engine took after it), its address and whether it is online.
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const response = await network.fetch(input, init);
    if (response.status === 429) answered429At = Date.now();
    return response;
  });
  vi.stubGlobal('location', new URL('http://localhost:8350/'));
  vi.stubGlobal('navigator', { get onLine() { return online; } });
  for (const [index] of CELLS.entries()) {
    const stage = await Stage.open(network, index);
    const writes: FaultWrite[] = [];
    for (const area of AREAS) writes.push(...(await area(stage)));
    stages.push({ stage, writes });
  }
  resources = stages[0]!.writes.map((write) => write.resource);
  expect(new Set(resources).size).toBe(resources.length);
});

afterAll(async () => {
  await network.close();
  vi.unstubAllGlobals();
  const tags = CELLS.filter((cell) => figures.has(cell.name));
  const rows = resources.map((resource) => `${resource.padEnd(20)}${tags.map((cell) => {
    const figure = figures.get(cell.name)!.get(resource)!;
    return `${figure.lost}/${figure.doubled}`.padStart(9);
  }).join('')}`);
  const cells = [...figures.values()].flatMap((byResource) => [...byResource.values()]);
  const total = (key: 'lost' | 'doubled') => cells.reduce((sum, cell) => sum + cell[key], 0);
  console.info([
    'Fault matrix: writes lost/doubled per resource and fault',
    ...tags.map((cell) => `  ${cell.tag.padEnd(8)} ${cell.name}`),
    `${'resource'.padEnd(20)}${tags.map((cell) => cell.tag.padStart(9)).join('')}`, ...rows,
    `${figures.size} faults × ${resources.length} resources: lost ${total('lost')}, doubled ${total('doubled')}, server 5xx ${serverErrors}`,
  ].join('\n'));
});

/**
 * A tab with the cell's grower signed in, its photo transport and its video transport (the real tus client, reading
 * the file as a browser does) going through the faulty network.
 */
async function signedInTab(stage: Stage, fresh: boolean): Promise<Tab> {
  const tab = await openTab();
  if (fresh) {
    await Promise.all(tab.db.tables.filter((table) => table.name !== 'session').map((table) => table.clear()));
    const { id, name, token } = stage.grower;
    await tab.saveSession({ token, user: { id, name, link: `/grower/${id}`, status: 'newbie', avatar: null, avatar_small: null, avatar_little: null } });
  }
  tab.setUploadTransports({ sendPhoto: network.sendPhoto, sendVideo: (request) => tab.sendTus(request, { fileReader: blobReader }) });
  return tab;
}

/** Makes every write in turn while the device is offline; every kind of write the outbox knows must be among them. */
async function writeEverything(tab: Tab, writes: FaultWrite[]): Promise<void> {
  const made: Made = {};
  for (const { resource, write } of writes) made[resource] = (await write(tab, made)) ?? undefined;
  expect(made.photo).toBeGreaterThan(0);
  const queued = new Set((await tab.db.outbox.toArray()).map((row) => row.mutator));
  expect(tab.registeredMutators.map((mutator) => mutator.name).filter((name) => !queued.has(name) && !(name in NOT_A_GROWERS_WRITE))).toEqual([]);
}

/** How many rows each table of the device holds. */
const tableCounts = (tab: Tab) => Promise.all(tab.db.tables.map(async (table) => `${table.name}: ${await table.count()}`));

/**
 * With IndexedDB refusing every write (QuotaExceededError, as a full disk does), each write must fail with the
 * storage message the screens show (so the form keeps the grower's text) and leave nothing half-stored.
 */
async function writeOnFullStorage(tab: Tab, writes: FaultWrite[]): Promise<string[]> {
  const originals = { add: IDBObjectStore.prototype.add, put: IDBObjectStore.prototype.put };
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.add = full;
  IDBObjectStore.prototype.put = full;
  const told: string[] = [];
  try {
    for (const { resource, write } of writes) {
      await write(tab, {}).then(
        () => told.push(`${resource}: stored`),
        (error: unknown) => told.push(`${resource}: ${error instanceof tab.StorageFullError || (error instanceof tab.MediaQueueError && error.code === 'storage-full') ? 'storage full' : String(error)}`),
      );
    }
  } finally {
    Object.assign(IDBObjectStore.prototype, originals);
  }
  return told;
}

/** Writes and uploads still waiting on the device, and any the replay refused. */
async function leftOnDevice(tab: Tab) {
  const [outbox, uploads] = await Promise.all([tab.db.outbox.toArray(), tab.db.uploads.toArray()]);
  return { waiting: outbox.length + uploads.length, refused: [...outbox, ...uploads].filter((row) => row.status === 'refused').map((row) => row.error) };
}

/**
 * One sync pass to its end, the fake clock keeping pace with real time meanwhile: the server runs on the same clock,
 * and some of its own waits (a tus upload's lock, asked for by a second PATCH) need time to pass, as they would on a
 * real device. 'hung' when a request never got its answer (the tab is then as good as closed).
 */
async function runPass(tab: Tab): Promise<'done' | 'hung'> {
  let hung = false;
  let finished = false;
  void network.hung.then(() => {
    hung = true;
  });
  const pass = tab.requestSync().finally(() => {
    finished = true;
  });
  let clock = performance.now();
  while (!finished && !hung) {
    await new Promise((resolve) => setImmediate(resolve));
    const elapsed = Math.floor(performance.now() - clock);
    if (finished || hung || elapsed === 0) continue;
    clock += elapsed;
    await vi.advanceTimersByTimeAsync(elapsed);
  }
  if (finished) await pass;
  return finished ? 'done' : 'hung';
}

/**
 * Lets the sync engine run on the fake clock (its backoff timers fire) until nothing waits: the passes it took, or
 * 'hung'. A fault on each write's first try (a lost answer, a cut body, a restart) stops a pass per write: the passes
 * allowed grow with the writes.
 */
async function drain(tab: Tab, waits: number[] = [], passes = 3 * resources.length + 25): Promise<number | 'hung'> {
  for (let pass = 0; pass < passes; pass++) {
    if ((await runPass(tab)) === 'hung') return 'hung';
    if ((await leftOnDevice(tab)).waiting === 0) return pass;
    if (network.lastWriteStatus === 429) waits.push(tab.getSyncState().retryAt! - answered429At);
    await vi.advanceTimersToNextTimerAsync();
  }
  return passes;
}

describe('the fault matrix', () => {
  for (const [index, cell] of CELLS.entries()) {
    it(`${cell.name}: every write arrives once`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      network.serverErrors.splice(0);
      const { stage, writes } = stages[index]!;
      try {
        let tab = await signedInTab(stage, true);
        for (const { prepare } of writes) await prepare?.(tab);
        online = false;
        if (cell.quota) {
          const before = await tableCounts(tab);
          expect(await writeOnFullStorage(tab, writes)).toEqual(resources.map((r) => `${r}: storage full`));
          expect(await tableCounts(tab)).toEqual(before);
        }
        await writeEverything(tab, writes);
        online = true;
        network.inject(cell.fault);
        const waits: number[] = [];
        const passes = await drain(tab, waits);
        if (cell.fault.kind === 'status' && cell.fault.status === 429) {
          expect(waits.length).toBeGreaterThan(0);
          expect(Math.min(...waits)).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000);
        }
        if (cell.fault.kind !== 'none') expect(network.faultsMet).toBeGreaterThan(0);
        if (cell.tabClosed) {
          expect(passes).toBe('hung');
          expect((await leftOnDevice(tab)).waiting).toBeGreaterThan(0);
          network.inject({ kind: 'none' });
          tab = await signedInTab(stage, false);
          await drain(tab);
        }
        network.inject({ kind: 'none' });
        const left = await leftOnDevice(tab);
        expect(left.refused).toEqual([]);
        expect(left.waiting).toBe(0);
        const arrived = new Map<string, number>();
        for (const { resource, arrivals } of writes) arrived.set(resource, await arrivals(network.db));
        figures.set(cell.name, new Map([...arrived].map(([resource, n]) => [resource, { lost: Math.max(0, 1 - n), doubled: Math.max(0, n - 1) }])));
        expect(Object.fromEntries(arrived)).toEqual(Object.fromEntries(resources.map((r) => [r, 1])));
        serverErrors += network.serverErrors.length;
        expect(network.serverErrors).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    }, CELL_TIMEOUT_MS);
  }
});
