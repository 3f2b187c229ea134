// Notifications between growers: A and C like B's week and A comments on B's diary; B's open page shows the badge
// without reloading (the live connection), the group reads "A and 1 other liked week 1 of …", it opens to its two
// members, read all clears the badge. And polling follows spec §9 on Playwright's clock with the live connection cut
// (the first load 1 s after start is checked on Vitest's fake clock in src/features/notifications/poller.test.ts).
// The screens open offline after a visit, from IndexedDB, and read all made offline applies at once and reaches the
// server after reconnecting; a chat message from another grower reaches the messages tab and the badge live, and
// reading the room clears it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import type { NotificationNumbers } from '../../src/domain/notification/notification';
import { installClock, signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long password';

/** A grower made through the API, and their writes. */
async function grower(request: APIRequestContext, prefix: string) {
  const name = uniqueName(prefix);
  const signup = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  let key = 0;
  const write = async <T>(path: string, data?: object): Promise<T> => {
    const res = await request.fetch(path, { method: 'POST', data, headers: { authorization: `Bearer ${token}`, 'x-rniq': `e2e-${name}:${++key}` } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  return { name, token, write };
}

const signIn = (page: Page, name: string) => signInThroughUi(page, name, PASSWORD);

/** Resolves once the page's live connection answered (call before signing in): events sent after it arrive live. */
function liveOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes('/api/live'), { timeout: 30_000 });
}

test('likes and a comment reach the grower live, grouped; read all clears the badge', async ({ page, request }) => {
  const b = await grower(request, 'growerB');
  const diary = await b.write<{ id: number; name: string }>('/api/diaries', { name: `Lights ${b.name}` });
  const week = await b.write<{ id: number }>(`/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: 'Week one' });
  const a = await grower(request, 'growerA');
  const c = await grower(request, 'growerC');

  const live = liveOpened(page);
  await signIn(page, b.name);
  await live;
  const badge = page.getByTestId('notification-badge');
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect(badge).toHaveCount(0);

  // C likes first, then A; A also comments. B's page is not reloaded.
  await c.write(`/api/likes/week/${week.id}`);
  await a.write(`/api/likes/week/${week.id}`);
  await a.write(`/api/comments/diary/${diary.id}`, { text: 'Beautiful plants!' });
  await expect(badge).toHaveText('3', { timeout: 5_000 });

  await page.getByTestId('notification-bell').click();
  const groups = page.getByTestId('notification-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0).getByTestId('notification-sentence')).toHaveText(`${a.name} commented on Lights ${b.name}`);
  await expect(groups.nth(1).getByTestId('notification-sentence')).toHaveText(`${a.name} and 1 other liked week 1 of Lights ${b.name}`);
  await groups.nth(1).getByRole('button', { name: 'Show everyone' }).click();
  await expect(groups.nth(1).getByTestId('notification-row')).toHaveText([new RegExp(`${a.name} liked`), new RegExp(`${c.name} liked`)]);

  // The likes tab holds only the likes.
  await page.getByRole('tab', { name: /Likes/ }).click();
  await expect(groups).toHaveCount(1);
  await page.getByRole('tab', { name: /All/ }).click();

  await page.getByTestId('notifications-read-all').click();
  await expect(badge).toHaveCount(0);
  // Read on the server too: a reload keeps the badge away.
  await page.reload();
  await expect(page.getByTestId('notification-group')).toHaveCount(2);
  await expect(badge).toHaveCount(0);

  // A new like after that shows again, live.
  const d = await grower(request, 'growerD');
  await d.write(`/api/likes/diary/${diary.id}`);
  await expect(badge).toHaveText('1', { timeout: 5_000 });
});

/** The grower's unread numbers as the server has them. */
async function serverNumbers(request: APIRequestContext, grower: { token: string }, id: number): Promise<NotificationNumbers> {
  const res = await request.get(`/api/users/${id}/notifications-g/numbers`, { headers: { authorization: `Bearer ${grower.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as NotificationNumbers;
}

test('the notification screens open offline after a visit; read all made offline clears the badge at once and on the server after reconnecting', async ({ page, context, request }) => {
  const b = await grower(request, 'growerO');
  const diary = await b.write<{ id: number }>('/api/diaries', { name: `Haze ${b.name}` });
  const week = await b.write<{ id: number }>(`/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: 'Week one' });
  const a = await grower(request, 'growerA');
  const c = await grower(request, 'growerC');
  await c.write(`/api/likes/week/${week.id}`);
  await a.write(`/api/likes/week/${week.id}`);
  await a.write(`/api/comments/diary/${diary.id}`, { text: 'Frosty!' });
  const likes = `${a.name} and 1 other liked week 1 of Haze ${b.name}`;
  const comment = `${a.name} commented on Haze ${b.name}`;

  // The visit: the groups, one group opened, and the flat list.
  await signIn(page, b.name);
  await waitForServiceWorker(page);
  const badge = page.getByTestId('notification-badge');
  await page.getByTestId('notification-bell').click();
  const groups = page.getByTestId('notification-group');
  await expect(groups.getByTestId('notification-sentence')).toHaveText([comment, likes]);
  await groups.nth(1).getByRole('button', { name: 'Show everyone' }).click();
  await expect(groups.nth(1).getByTestId('notification-row')).toHaveCount(2);
  await page.getByRole('link', { name: 'List view' }).click();
  await expect(page.getByTestId('notification-row')).toHaveCount(3);
  await expect(badge).toHaveText('3');

  await context.setOffline(true);
  for (const path of ['/notifications', '/notifications-old']) {
    await page.goto(path);
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.getByText('You are offline: these are the notifications this device kept.')).toBeVisible();
    await expect(badge).toHaveText('3');
    if (path === '/notifications') await expect(groups.getByTestId('notification-sentence')).toHaveText([comment, likes]);
    else await expect(page.getByTestId('notification-row')).toHaveCount(3);
  }
  await page.getByRole('link', { name: 'Grouped view' }).click();
  await expect(groups).toHaveCount(2);
  await page.getByTestId('notifications-read-all').click();
  await expect(badge).toHaveCount(0);
  await expect(groups.filter({ has: page.getByLabel('Unread') })).toHaveCount(0);
  // Still unread on the server while offline; read once the connection is back.
  expect((await serverNumbers(request, b, await userId(page))).all).toBe(3);
  await context.setOffline(false);
  await expect.poll(async () => (await serverNumbers(request, b, await userId(page))).all, { timeout: 15_000 }).toBe(0);
  await expect(badge).toHaveCount(0);
});

test('a chat message from another grower shows in the messages tab and the badge live; reading the room clears them', async ({ page, request }) => {
  const b = await grower(request, 'growerM');
  const a = await grower(request, 'growerW');
  const live = liveOpened(page);
  await signIn(page, b.name);
  await live;
  await page.getByTestId('notification-bell').click();
  await page.getByRole('tab', { name: /Messages/ }).click();
  await expect(page.getByText('Nothing here yet.', { exact: false })).toBeVisible();
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveCount(0);

  const me = await userId(page);
  const room = await a.write<{ id: number }>('/api/chats', { user_id: me });
  await a.write(`/api/chats/${room.id}/messages`, { text: 'Hi, how is the Haze doing?' });
  await expect(badge).toHaveText('1', { timeout: 5_000 });
  const sentence = page.getByTestId('notification-sentence');
  await expect(sentence).toHaveText(`${a.name} sent you a message`);
  await expect(page.getByText('Hi, how is the Haze doing?')).toBeVisible();
  await a.write(`/api/chats/${room.id}/messages`, { text: 'Send photos!' });
  await expect(badge).toHaveText('2', { timeout: 5_000 });
  await expect(sentence).toHaveText(`${a.name} wrote you 2 messages`);
  await expect(page.getByRole('tab', { name: /Messages/ })).toContainText('2');

  // The group opens the room. Reading the room from the chat list (not the notification, without reloading) reads its
  // notifications on the server, and the badge follows live.
  await expect(sentence).toHaveAttribute('href', `/chats/${room.id}`);
  await page.locator('a[href="/chats"]:visible').first().click();
  await page.getByRole('link', { name: new RegExp(a.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/chats/${room.id}$`));
  await expect(page.getByText('Send photos!')).toBeVisible();
  await expect.poll(async () => (await serverNumbers(request, b, me)).messages).toBe(0);
  // The bell (rendered for the signed-in grower) says so without a reload.
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications, 0 unread');
  await expect(badge).toHaveCount(0);
});

/** The signed-in grower's id, from the header's link to their profile. */
async function userId(page: Page): Promise<number> {
  const href = await page.getByTestId('signed-in-user').getAttribute('href');
  return Number(/\/grower\/(\d+)/.exec(href ?? '')?.[1]);
}

test('polling without the live connection: every 30 s, every 5 minutes hidden, none signed out', async ({ page, context, request }) => {
  const b = await grower(request, 'growerP');
  await context.route('**/api/live*', (route) => route.abort());
  await installClock(context);
  // The page's own (fake) time of each numbers request.
  await context.addInitScript(() => {
    const loads: number[] = [];
    const answered = { count: 0 };
    Object.assign(globalThis, { numbersLoads: loads, numbersAnswered: answered });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('/notifications-g/numbers')) return realFetch(input, init);
      loads.push(Date.now());
      return realFetch(input, init).finally(() => { answered.count += 1; });
    };
  });
  type Counters = { numbersLoads: number[]; numbersAnswered: { count: number } };
  const loads = () => page.evaluate(() => [...(globalThis as unknown as Counters).numbersLoads]);
  /** Waits until every numbers request sent so far has its answer, however slow the server is under load. */
  const settle = () => expect.poll(() => page.evaluate(() => {
    const counters = globalThis as unknown as Counters;
    return counters.numbersLoads.length - counters.numbersAnswered.count;
  })).toBe(0);
  /** Moves the paused clock on in steps, each answer arriving before the clock moves again. */
  const run = async (ms: number, step: number) => {
    for (let t = 0; t < ms; t += step) {
      await page.clock.runFor(step);
      await settle();
    }
  };
  // Gaps between loads, to 100 ms (the first load came while the clock still ran, some ms late on a busy machine).
  const gaps = (times: number[]) => times.slice(1).map((t, i) => Math.round((t - times[i]!) / 100) * 100);

  await signIn(page, b.name);
  await expect.poll(async () => (await loads()).length).toBeGreaterThan(0);
  await settle();
  await page.clock.pauseAt(Date.now() + 1_000);
  await run(95_000, 1_000);
  const visible = await loads();
  expect(visible.length).toBeGreaterThanOrEqual(4);
  for (const gap of gaps(visible)) expect(gap).toBe(30_000);

  // Hidden: every 5 minutes.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await run(16 * 60_000, 10_000);
  const hidden = (await loads()).slice(visible.length);
  expect(hidden.length).toBe(3);
  for (const gap of gaps([visible.at(-1)!, ...hidden])) expect(gap).toBe(5 * 60_000);

  // Signed out: no more loads.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The paused clock moves in small steps while the sign-out's work runs.
  await expect.poll(async () => {
    await page.clock.runFor(100);
    return page.getByTestId('notification-bell').count();
  }).toBe(0);
  const atSignOut = (await loads()).length;
  await run(10 * 60_000, 10_000);
  expect((await loads()).length).toBe(atSignOut);
});
