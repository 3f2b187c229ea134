// @vitest-environment node
// The fault matrix (issue 20): the real client (writes, outbox, replay, sync engine, uploads, IndexedDB by
// fake-indexeddb) against the real server on a temporary SQLite file, one network or device fault at a time; the
// server's rows say, per fault and resource, how many writes were lost and how many doubled. Both must be 0.
import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyDiaryFields } from '@/domain/diary/diary-form';
import { emptyWeekFields } from '@/domain/week/week-form';
import { createTestUser } from '../../../server/test-support';
import { FaultyNetwork, RETRY_AFTER_SECONDS, type Fault } from '../../../tests/faults/faulty-network';

// The only device part replaced: preparing a photo needs a canvas, which Node lacks. The file goes as picked (a real JPEG).
vi.mock('@/media/prepare-photo', () => ({
  preparePhoto: vi.fn(async (file: File) => ({ blob: file, width: 64, height: 48 })),
  rotatePhotoBlob: vi.fn(),
}));

const RESOURCES = ['diary', 'week', 'photo', 'review', 'follow', 'comment', 'like', 'question'] as const;
type Resource = (typeof RESOURCES)[number];

/** One row of the matrix: the fault the replay meets once the device is back online, and how the device behaves. */
interface Cell {
  name: string;
  fault: Fault;
  /** A replay that never finishes, then a new tab (fresh modules over the same IndexedDB) sends the rest. */
  tabClosed?: boolean;
  /** IndexedDB refuses to store: every write must fail loudly and keep nothing half-stored, then succeed when retried. */
  quota?: boolean;
}

const CELLS: Cell[] = [
  { name: 'offline start', fault: { kind: 'down', times: 3 } },
  { name: 'cut mid-request (applied, answer lost)', fault: { kind: 'answer-lost' } },
  { name: 'cut mid-upload (body cut in half)', fault: { kind: 'body-cut' } },
  { name: 'burst of 500s', fault: { kind: 'status', status: 500, times: 5 } },
  { name: '429 with Retry-After', fault: { kind: 'status', status: 429, times: 3 } },
  { name: 'duplicate delivery', fault: { kind: 'twice' } },
  { name: 'tab closed with writes queued', fault: { kind: 'hang', after: 3 }, tabClosed: true },
  { name: 'storage quota exceeded', fault: { kind: 'none' }, quota: true },
  { name: 'server restarted mid-write', fault: { kind: 'restart' } },
];

/** The app as a tab loads it: fresh module instances over the one (fake) IndexedDB. */
async function openTab() {
  vi.resetModules();
  const [database, diaries, weeks, uploads, reviews, follows, comments, likes, questions, engine, sender, storage, identity, syncState, mediaErrors] = await Promise.all([
    import('@/db/database'), import('@/features/diaries/writes'), import('@/features/weeks/writes'), import('@/sync/uploads/upload-queue'),
    import('@/features/reviews/writes'), import('@/features/follows/writes'), import('@/features/comments/writes'),
    import('@/features/likes/writes'), import('@/features/questions/writes'), import('@/sync/outbox/sync-engine'),
    import('@/sync/uploads/uploads'), import('@/sync/transport/storage'), import('@/sync/transport/identity'), import('@/sync/outbox/sync-state'),
    import('@/media/media-queue-error'),
  ]);
  return { ...database, ...diaries, ...weeks, ...uploads, ...reviews, ...follows, ...comments, ...likes, ...questions, ...engine, ...sender, ...storage, ...identity, ...syncState, ...mediaErrors };
}
type Tab = Awaited<ReturnType<typeof openTab>>;

let network: FaultyNetwork;
let grower: { id: number; token: string };
let jpeg: Buffer;
let online = true;
/** Per cell, what the server had before it: someone else's diary to like and comment on, a grower to follow, a product to review. */
const scenes: { diary: number; followee: number; product: number }[] = [];
const figures = new Map<string, Record<Resource, { lost: number; doubled: number }>>();
let serverErrors = 0;

beforeAll(async () => {
  network = await FaultyNetwork.start();
  // The page's globals the client reads (Node, like the service worker, has no window): its address and whether it is online.
  vi.stubGlobal('fetch', network.fetch);
  vi.stubGlobal('location', new URL('http://localhost:8350/'));
  vi.stubGlobal('navigator', { get onLine() { return online; } });
  grower = await createTestUser(network.db, 'FaultGrower');
  const other = await createTestUser(network.db, 'OtherGrower');
  const { id: brandId } = await network.db.insertInto('brands').values({ name: 'Fault Nutrients', section: 'nutrient', category: null, link: '/nutrients/fault', avatar: null }).returning('id').executeTakeFirstOrThrow();
  for (const [index] of CELLS.entries()) {
    const { id: diary } = await network.seed<{ id: number }>(other.token, 'POST', '/api/diaries', { name: `Someone's grow ${index}` });
    const { id: followee } = await createTestUser(network.db, `Followee${index}`);
    const { id: product } = await network.db.insertInto('products')
      .values({ brand_id: brandId, name: `Bloom ${index}`, section: 'nutrient', category: null, link: `/nutrients/fault/${index}`, description: '' })
      .returning('id').executeTakeFirstOrThrow();
    scenes.push({ diary, followee, product });
  }
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
});

afterAll(async () => {
  await network.close();
  vi.unstubAllGlobals();
  const rows = [...figures].map(([cell, byResource]) => `${cell.padEnd(40)}${RESOURCES.map((r) => `${byResource[r].lost}/${byResource[r].doubled}`.padStart(9)).join('')}`);
  const cells = [...figures.values()].flatMap((byResource) => Object.values(byResource));
  const total = (key: 'lost' | 'doubled') => cells.reduce((sum, cell) => sum + cell[key], 0);
  console.info([
    'Fault matrix: writes lost/doubled per resource', `${'fault'.padEnd(40)}${RESOURCES.map((r) => r.padStart(9)).join('')}`, ...rows,
    `${figures.size} faults × ${RESOURCES.length} resources: lost ${total('lost')}, doubled ${total('doubled')}, server 5xx ${serverErrors}`,
  ].join('\n'));
});

/** One write of each resource as the screens make them; week and photo go into the diary (and week) made before them. */
function writesOf(tab: Tab, cell: number): [Resource, (made: Partial<Record<Resource, number>>) => Promise<number | undefined>][] {
  const { diary, followee, product } = scenes[cell]!;
  const photo = new File([new Uint8Array(jpeg)], `bud-${cell}.jpg`, { type: 'image/jpeg' });
  return [
    ['diary', () => tab.createDiary({ ...emptyDiaryFields(), name: `Fault diary ${cell}` })],
    ['week', (made) => tab.createWeek(made.diary ?? diary, { ...emptyWeekFields(0), text: `Fault week ${cell}` })],
    ['photo', async (made) => (await tab.queuePhotos([photo], { diary_id: made.diary ?? diary, week_id: made.week ?? 0 })).ids[0]],
    ['review', () => tab.saveProductReview(product, { n_general: 8, text: `Fault review ${cell}`, props: {} }, 'Bloom').then(() => product)],
    ['follow', () => tab.setFollowing('user', followee, true, 'Followee').then(() => followee)],
    ['comment', () => tab.writeComment('diary', diary, null, `Fault comment ${cell}`, "Someone's grow")],
    ['like', () => tab.setLiked('diary', diary, true, { liked: false, cnt_likes: 0 }, "Someone's grow").then(() => diary)],
    ['question', async () => (await tab.askQuestion({ title: `Fault question ${cell}`, text: 'Leaves curl up at the tips', category: 'nutrients', tags: [], symptoms: [], diary_id: null, week_id: null })).id],
  ];
}

/** Makes every write in turn while the device is offline. */
async function writeEverything(tab: Tab, cell: number): Promise<void> {
  const made: Partial<Record<Resource, number>> = {};
  for (const [resource, write] of writesOf(tab, cell)) made[resource] = await write(made);
  expect(made.photo).toBeGreaterThan(0);
}

/**
 * With IndexedDB refusing every write (QuotaExceededError, as a full disk does), each write must fail with the
 * storage message the screens show (so the form keeps the grower's text) and leave nothing half-stored.
 */
async function writeOnFullStorage(tab: Tab, cell: number): Promise<string[]> {
  const originals = { add: IDBObjectStore.prototype.add, put: IDBObjectStore.prototype.put };
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.add = full;
  IDBObjectStore.prototype.put = full;
  const told: string[] = [];
  try {
    for (const [resource, write] of writesOf(tab, cell)) {
      await write({}).then(
        () => told.push(`${resource}: stored`),
        (error: unknown) => told.push(`${resource}: ${error instanceof tab.StorageFullError || (error instanceof tab.MediaQueueError && error.code === 'storage-full') ? 'storage full' : String(error)}`),
      );
    }
  } finally {
    Object.assign(IDBObjectStore.prototype, originals);
  }
  return told;
}

/** How many times each write arrived, read from the server's rows (and its counters, which a second effect would bump). */
async function arrivals(cell: number): Promise<Record<Resource, number>> {
  const { diary, followee, product } = scenes[cell]!;
  const db = network.db;
  const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
  const diaries = await db.selectFrom('diaries').select('id').where('user_id', '=', grower.id).where('name', '=', `Fault diary ${cell}`).execute();
  const diaryIds = diaries.length ? diaries.map((d) => d.id) : [0];
  const target = await db.selectFrom('diaries').select(['cnt_likes', 'cnt_comments']).where('id', '=', diary).executeTakeFirstOrThrow();
  return {
    diary: diaries.length,
    week: await count(db.selectFrom('weeks').selectAll().where('diary_id', 'in', diaryIds).where('text', '=', `Fault week ${cell}`)),
    photo: await count(db.selectFrom('photos').selectAll().where('diary_id', 'in', diaryIds).where('week_id', 'is not', null)),
    review: await count(db.selectFrom('product_reviews').selectAll().where('user_id', '=', grower.id).where('product_id', '=', product)),
    follow: await count(db.selectFrom('follows').selectAll().where('user_id', '=', grower.id).where('type', '=', 'user').where('content_id', '=', followee)),
    comment: Math.max(target.cnt_comments, await count(db.selectFrom('comments').selectAll().where('user_id', '=', grower.id).where('text', '=', `Fault comment ${cell}`))),
    like: Math.max(target.cnt_likes, await count(db.selectFrom('likes').selectAll().where('user_id', '=', grower.id).where('type', '=', 'diary').where('ref_id', '=', diary))),
    question: await count(db.selectFrom('problems').selectAll().where('user_id', '=', grower.id).where('title', '=', `Fault question ${cell}`)),
  };
}

/** Writes and uploads still waiting on the device, and any the replay refused. */
async function leftOnDevice(tab: Tab) {
  const [outbox, uploads] = await Promise.all([tab.db.outbox.toArray(), tab.db.uploads.toArray()]);
  return { waiting: outbox.length + uploads.length, refused: [...outbox, ...uploads].filter((row) => row.status === 'refused').map((row) => row.error) };
}

/**
 * Lets the sync engine run on the fake clock (its backoff timers fire) until nothing waits: the passes it took, or
 * 'hung' when a request never got its answer (the tab is then as good as closed).
 */
async function drain(tab: Tab, waits: number[] = [], passes = 25): Promise<number | 'hung'> {
  const hung = network.hung.then(() => 'hung' as const);
  for (let pass = 0; pass < passes; pass++) {
    if ((await Promise.race([tab.requestSync(), hung])) === 'hung') return 'hung';
    if ((await leftOnDevice(tab)).waiting === 0) return pass;
    if (network.lastWriteStatus === 429) waits.push(tab.getSyncState().retryAt! - Date.now());
    await vi.advanceTimersToNextTimerAsync();
  }
  return passes;
}

describe('the fault matrix', () => {
  for (const [index, cell] of CELLS.entries()) {
    it(`${cell.name}: every write arrives once`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      network.serverErrors.splice(0);
      try {
        let tab = await openTab();
        await Promise.all(tab.db.tables.filter((table) => table.name !== 'session').map((table) => table.clear()));
        await tab.saveSession({ token: grower.token, user: { id: grower.id, name: 'FaultGrower', link: `/grower/${grower.id}`, status: 'newbie', avatar: null, avatar_small: null, avatar_little: null } });
        tab.setUploadTransports({ sendPhoto: network.sendPhoto });
        online = false;
        if (cell.quota) {
          expect(await writeOnFullStorage(tab, index)).toEqual(RESOURCES.map((r) => `${r}: storage full`));
          expect((await leftOnDevice(tab)).waiting).toBe(0);
          expect(await tab.db.diaries.count()).toBe(0);
        }
        await writeEverything(tab, index);
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
          tab = await openTab();
          tab.setUploadTransports({ sendPhoto: network.sendPhoto });
          await drain(tab);
        }
        network.inject({ kind: 'none' });
        const left = await leftOnDevice(tab);
        expect(left.refused).toEqual([]);
        expect(left.waiting).toBe(0);
        const arrived = await arrivals(index);
        figures.set(cell.name, Object.fromEntries(RESOURCES.map((r) => [r, { lost: Math.max(0, 1 - arrived[r]), doubled: Math.max(0, arrived[r] - 1) }])) as Record<Resource, { lost: number; doubled: number }>);
        expect(arrived).toEqual(Object.fromEntries(RESOURCES.map((r) => [r, 1])));
        serverErrors += network.serverErrors.length;
        expect(network.serverErrors).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });
  }
});
