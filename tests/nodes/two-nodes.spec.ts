// One site on two nodes behind nginx: sign-in failures spread over both nodes meet one shared limit, and a grower's
// week logged offline (text and a photo) syncs through both, one node killed mid-sync and the other finishing, into
// exactly one week and one photo. Prints the figures.
import { expect, test } from '@playwright/test';
import { addWeek, createDiary, photo } from '../e2e/diary-steps';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from '../e2e/support';
import { type Cluster, NODE_PORTS, PROXY_URL, startCluster } from './cluster';

interface ServerWeek { id: number; text: string; items_photo: { size_m: string }[] }
interface ServerDiary { id: number; name: string; items_week: ServerWeek[] }

/** Failed sign-ins of one account before the next is refused (server/auth/attempt-limiter.ts). */
const SIGN_IN_FAILURES_PER_ACCOUNT = 5;

let cluster: Cluster;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** The writes of a diary (the diary, its weeks, their photos) that this node answered. */
function diaryWritesAnsweredBy(node: number): number {
  return cluster.log().filter((line) => line.method !== 'GET' && line.method !== 'HEAD' && /^\/api\/(diaries|uploads)\//.test(`${line.path}/`)
    && line.status < 500 && line.nodes.at(-1) === node).length;
}

/** The grower's diaries with this name, read through the proxy's public API. */
async function diariesNamed(name: string): Promise<ServerDiary[]> {
  const list = await (await fetch(`${PROXY_URL}/api/diaries?start=0&limit=100`)).json() as { items: { id: number; name: string }[] };
  return Promise.all(list.items.filter((d) => d.name === name).map(async (d) => await (await fetch(`${PROXY_URL}/api/diaries/${d.id}`)).json() as ServerDiary));
}

test('sign-in failures spread over both nodes meet one shared limit', async () => {
  const login = uniqueName('nobody');
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_FAILURES_PER_ACCOUNT; attempt++) {
    const res = await fetch(`${PROXY_URL}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'not the password' }) });
    statuses.push(res.status);
  }
  const failures = cluster.log().filter((line) => line.path === '/api/session' && line.status === 401);
  // Round robin: the failures went to both nodes, and the limit still counted them together.
  expect(new Set(failures.map((line) => line.nodes.at(-1))).size).toBe(2);
  expect(statuses).toEqual([...Array<number>(SIGN_IN_FAILURES_PER_ACCOUNT).fill(401), 429]);
});

test('a week logged offline syncs through both nodes, one killed mid-sync, into exactly one copy', async ({ page, context }) => {
  test.setTimeout(120_000);
  const grower = uniqueName('twonodes');
  await signUpThroughUi(page, grower, 'correct horse battery staple');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const name = uniqueName('Two nodes grow ');
  await createDiary(page, name);
  await addWeek(page, 'Vegetation', async () => {
    await page.getByLabel('What happened this week?').fill('Topped her above the fourth node.');
  }, [await photo(1)]);
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  const writesBefore = NODE_PORTS.map((_, node) => diaryWritesAnsweredBy(node));

  // Back online: the first write a node answers is the last that node answers; the other node finishes the sync.
  await context.setOffline(false);
  let killed = -1;
  await expect.poll(() => {
    killed = NODE_PORTS.findIndex((_, node) => diaryWritesAnsweredBy(node) > writesBefore[node]!);
    return killed;
  }, { intervals: [20], timeout: 20_000 }).toBeGreaterThanOrEqual(0);
  cluster.kill(killed);
  await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 60_000 });

  const [diary, ...copies] = await diariesNamed(name);
  expect(copies).toEqual([]);
  expect(diary!.items_week.map((week) => [week.text, week.items_photo.length])).toEqual([['Topped her above the fourth node.', 1]]);
  const served = await fetch(new URL(diary!.items_week[0]!.items_photo[0]!.size_m, PROXY_URL));
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

  const log = cluster.log();
  const survivor = 1 - killed;
  const writes = NODE_PORTS.map((_, node) => diaryWritesAnsweredBy(node) - writesBefore[node]!);
  expect(writes[killed]).toBeGreaterThan(0);
  expect(writes[survivor]).toBeGreaterThan(0);
  // The nodes never answered 5xx; nginx's own 502s are requests cut by the kill, which the outbox sent again.
  const nodeErrors = log.filter((line) => line.status >= 500 && line.nodes.at(-1) === survivor);
  expect(nodeErrors).toEqual([]);
  const cut = log.filter((line) => line.status >= 500).length;
  const answered = new Set(log.flatMap((line) => (line.status < 500 ? line.nodes.slice(-1) : []))).size;
  console.log(`two nodes: copies of the week: ${diary!.items_week.length}, photos: ${diary!.items_week[0]!.items_photo.length}, `
    + `5xx from the nodes: ${nodeErrors.length} (requests cut by the kill: ${cut}), nodes that answered: ${answered}, `
    + `writes of the sync by node: killed ${writes[killed]}, survivor ${writes[survivor]}`);
});
