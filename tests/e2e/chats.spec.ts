// Chats: B opens a chat with A from A's profile, goes offline, writes three messages and reconnects; A, with the room
// open, sees the three once and in order. A group's owner adds and removes a member and bans another, whose message
// written meanwhile is refused with the reason and its words kept. A member reports a message; a moderator finds it
// in /admin/complains, opens the chat at it and hides it, and the other member's open room shows it removed. The list's
// tabs split chats among growers from business chats, offline too. Desktop and phone.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long chat password';

interface Grower { id: number; name: string; token: string }
/** The seeded accounts (server/db/seed): the demo grower and the admin. */
const DEMO_PASSWORD = 'growdiaries-demo';

/** A grower made through the API. */
async function newGrower(request: APIRequestContext, prefix: string): Promise<Grower> {
  const name = uniqueName(prefix);
  const res = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return { id: user.id, name, token };
}

async function signedInPage(browser: Browser, grower: Pick<Grower, 'name'>, baseURL: string | undefined, phone: boolean, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(phone && { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true }) });
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill(grower.name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(grower.name);
  return page;
}

const authHeader = (grower: Grower) => ({ authorization: `Bearer ${grower.token}` });
const bubbles = (page: Page) => page.getByRole('log').locator('[data-state]');
const roomIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-1));

async function membersOf(request: APIRequestContext, roomId: number, grower: Grower) {
  const res = await request.get(`/api/chats/${roomId}/users`, { headers: { authorization: `Bearer ${grower.token}` } });
  return ((await res.json()) as { items: { user: { name: string }; is_ban: boolean }[] }).items;
}

test('messages written offline reach the other grower once and in order', async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const [a, b] = [await newGrower(request, 'chatA'), await newGrower(request, 'chatB')];
  const pageB = await signedInPage(browser, b, baseURL, phone);
  await waitForServiceWorker(pageB);
  await pageB.goto(`/grower/${a.id}`);
  await pageB.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(pageB).toHaveURL(/\/chats\/\d+$/);
  await expect(pageB.getByText('No messages yet. Say hello!')).toBeVisible();
  const roomId = roomIdOf(pageB);

  // A has the room open before the messages come.
  const pageA = await signedInPage(browser, a, baseURL, phone);
  await pageA.goto('/chats');
  await pageA.getByRole('link', { name: new RegExp(b.name) }).click();
  await expect(pageA).toHaveURL(`/chats/${roomId}`);
  await expect(pageA.getByText('No messages yet. Say hello!')).toBeVisible();

  await pageB.context().setOffline(true);
  const box = pageB.getByRole('textbox', { name: 'Write a message' });
  for (const text of ['First offline', 'Second offline', 'Third offline']) {
    await box.fill(text);
    await box.press('Enter');
  }
  await expect(bubbles(pageB)).toHaveText(['First offline', 'Second offline', 'Third offline'].map((t) => new RegExp(t)));
  await expect(pageB.locator('[data-state="waiting"]')).toHaveCount(3);
  await pageB.screenshot({ path: `.tmp/chats/offline-${info.project.name}.png` });
  await pageB.context().setOffline(false);
  await expect(pageB.locator('[data-state="sent"]')).toHaveCount(3, { timeout: 20_000 });

  await expect(bubbles(pageA)).toHaveCount(3, { timeout: 20_000 });
  await expect(pageA.getByRole('log').locator('[data-state] p')).toHaveText(['First offline', 'Second offline', 'Third offline']);
  await pageA.screenshot({ path: `.tmp/chats/room-${info.project.name}.png` });
  const stored = await request.get(`/api/chats/${roomId}`, { headers: { authorization: `Bearer ${a.token}` } });
  expect(((await stored.json()) as { items: { text: string }[] }).items.map((m) => m.text)).toEqual(['First offline', 'Second offline', 'Third offline']);
  await pageA.context().close();
  await pageB.context().close();
});

test('a group owner adds and removes members, and a banned member cannot write', async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const [owner, member, other] = [await newGrower(request, 'owner'), await newGrower(request, 'member'), await newGrower(request, 'other')];
  const pageO = await signedInPage(browser, owner, baseURL, phone);
  await pageO.goto(`/grower/${member.id}`);
  await pageO.getByRole('button', { name: `New group with ${member.name}` }).click();
  await pageO.getByLabel('Name of the group').fill('Autoflower friends');
  await pageO.getByRole('button', { name: 'Create' }).click();
  await expect(pageO).toHaveURL(/\/chats\/\d+$/);
  const roomId = roomIdOf(pageO);
  await expect(pageO.getByRole('log', { name: 'Autoflower friends' })).toBeVisible();

  await pageO.getByRole('button', { name: 'Members' }).click();
  const panel = pageO.getByRole('complementary', { name: 'Members' });
  await expect(panel.getByText(member.name)).toBeVisible();
  await panel.getByLabel('Add a grower').fill(other.name);
  await panel.getByRole('button', { name: 'Add a grower' }).click();
  await panel.getByRole('listitem').filter({ hasText: other.name }).getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: other.name }).getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect.poll(async () => (await membersOf(request, roomId, member)).map((m) => m.user.name)).toEqual([owner.name, member.name, other.name]);
  await panel.getByRole('listitem').filter({ hasText: other.name }).getByRole('button', { name: 'Remove' }).click();
  await expect.poll(async () => (await membersOf(request, roomId, member)).map((m) => m.user.name)).toEqual([owner.name, member.name]);
  await pageO.screenshot({ path: `.tmp/chats/group-${info.project.name}.png` });

  // The member writes offline; meanwhile the owner bans them: back online, the message is refused with the reason.
  const pageM = await signedInPage(browser, member, baseURL, phone);
  await pageM.goto(`/chats/${roomId}`);
  await expect(pageM.getByText('No messages yet. Say hello!')).toBeVisible();
  await pageM.context().setOffline(true);
  const box = pageM.getByRole('textbox', { name: 'Write a message' });
  await box.fill('Selling clones, message me');
  await box.press('Enter');
  await panel.getByRole('listitem').filter({ hasText: member.name }).getByRole('button', { name: 'Ban' }).click();
  await expect.poll(async () => (await membersOf(request, roomId, owner)).find((m) => m.user.name === member.name)?.is_ban).toBe(true);
  await pageM.context().setOffline(false);
  const refused = pageM.locator('[data-state="refused"]');
  await expect(refused).toContainText('Selling clones, message me', { timeout: 20_000 });
  await expect(refused.getByRole('alert')).toContainText('Not sent: You were banned from this chat: you can read it but not write.');
  await expect(pageM.getByRole('button', { name: 'Send' })).toBeDisabled();
  await pageM.screenshot({ path: `.tmp/chats/banned-${info.project.name}.png` });
  const stored = await request.get(`/api/chats/${roomId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(((await stored.json()) as { items: unknown[] }).items).toEqual([]);
  await pageM.context().close();
  await pageO.context().close();
});

test('a member reports a message, a moderator hides it, and the other member sees it removed', async ({ browser, request, baseURL }, info) => {
  const phone = info.project.name === 'phone';
  const [author, reporter] = [await newGrower(request, 'author'), await newGrower(request, 'reporter')];
  const group = `Clone swap ${info.project.name}`;
  const created = await request.post('/api/chats', { headers: { ...authHeader(author), 'x-rniq': `e2e-${author.name}` }, data: { user_id: reporter.id, name: group } });
  const roomId = ((await created.json()) as { id: number }).id;
  const text = `Cash only clones ${author.name}`;
  const sent = await request.post(`/api/chats/${roomId}/messages`, { headers: { ...authHeader(author), 'x-rniq': `e2e-msg-${author.name}` }, data: { text } });
  const messageId = ((await sent.json()) as { id: number }).id;

  const pageR = await signedInPage(browser, reporter, baseURL, phone);
  await pageR.goto(`/chats/${roomId}`);
  const bubble = bubbles(pageR).filter({ hasText: text });
  await expect(bubble).toBeVisible();
  // A long press on a touch screen; a button on hover with a mouse, which the keyboard reaches too.
  const actions = bubble.getByRole('button', { name: 'Message actions' });
  if (phone) {
    const box = (await bubble.boundingBox())!;
    const touch = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await pageR.context().newCDPSession(pageR);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] });
    // Held until the menu shows.
    await expect(pageR.getByRole('menu')).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await actions.focus();
    await pageR.keyboard.press('Enter');
    await expect(pageR.getByRole('menuitem', { name: 'Report message' })).toBeFocused();
    await pageR.keyboard.press('Escape');
    await expect(pageR.getByRole('menu')).toHaveCount(0);
    await expect(actions).toBeFocused();
    await bubble.hover();
    await actions.click();
  }
  await pageR.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = pageR.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: /^Selling or buying/ }).check();
  await dialog.getByLabel('Anything moderators should know (optional)').fill('Sells clones in our group');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(pageR.getByRole('status').filter({ hasText: 'Thanks. Moderators will look at it.' })).toBeVisible();
  await pageR.screenshot({ path: `.tmp/chatmod/e2e-reported-${info.project.name}.png` });

  // The moderator finds it by its words and its chat, opens the chat at it, and hides it.
  const admin = await signedInPage(browser, { name: 'admin' }, baseURL, phone, DEMO_PASSWORD);
  await admin.goto('/admin/complains');
  const item = admin.getByTestId('reported-item').filter({ hasText: text });
  await expect(item).toContainText(`in ${group}`);
  await expect(item).toContainText('Sells clones in our group');
  await expect(item.getByRole('link', { name: text })).toHaveAttribute('href', `/chats/${roomId}?message=${messageId}`);
  await admin.screenshot({ path: `.tmp/chatmod/e2e-queue-${info.project.name}.png` });
  await item.getByRole('link', { name: text }).click();
  await expect(admin.getByRole('log').locator('[data-state]').filter({ hasText: text })).toBeVisible();
  await expect(admin.getByText('You are reading this chat as a moderator: only its members write here.')).toBeVisible();
  // Not a member: nothing to report or manage there.
  await expect(admin.getByRole('button', { name: 'Message actions' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Members' })).toHaveCount(0);
  await admin.goto('/admin/complains');
  await item.getByLabel('Reason shown to the owner').fill('Selling is not allowed');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(item).toHaveCount(0);

  // The reporter's open room shows it removed (live), and so does the list's preview.
  await expect(bubbles(pageR).filter({ hasText: 'Removed by a moderator' })).toBeVisible({ timeout: 15_000 });
  await expect(bubbles(pageR).filter({ hasText: text })).toHaveCount(0);
  await pageR.screenshot({ path: `.tmp/chatmod/e2e-removed-${info.project.name}.png` });
  await pageR.goto('/chats');
  await expect(pageR.getByRole('link', { name: new RegExp(group) })).toContainText('Removed by a moderator');
  // Its author still reads it, with the reason.
  const pageA = await signedInPage(browser, author, baseURL, phone);
  await pageA.goto(`/chats/${roomId}`);
  await expect(bubbles(pageA).filter({ hasText: text })).toContainText('Moderators hid this message from the others. Reason: Selling is not allowed');
  await Promise.all([pageR, admin, pageA].map((page) => page.context().close()));
});

test('the list\'s tabs split chats among growers from business chats, kept for offline', async ({ browser, baseURL }, info) => {
  const page = await signedInPage(browser, { name: 'demo' }, baseURL, info.project.name === 'phone', DEMO_PASSWORD);
  await waitForServiceWorker(page);
  const rooms = page.locator('a[href^="/chats/"]');
  const names = async () => (await rooms.locator('strong').allTextContents()).sort();
  await page.goto('/chats');
  await expect(rooms.first()).toBeVisible();
  await page.getByTestId('chats-tab-business').click();
  await expect(page).toHaveURL(/\?tab=business$/);
  await expect(rooms).toHaveCount(1);
  const business = await names();
  await page.getByTestId('chats-tab-common').click();
  await expect(page.getByTestId('chats-tab-common')).toHaveAttribute('aria-current', 'page');
  await expect(rooms.first()).toBeVisible();
  const common = await names();
  expect(common).not.toContain(business[0]);
  await page.getByTestId('chats-tab-all').click();
  await expect(rooms).toHaveCount(common.length + 1);
  await page.screenshot({ path: `.tmp/chatmod/e2e-tabs-${info.project.name}.png` });

  // Offline, each tab reads what the device kept.
  await page.context().setOffline(true);
  await page.getByTestId('chats-tab-business').click();
  await expect(rooms).toHaveCount(1);
  expect(await names()).toEqual(business);
  await page.getByTestId('chats-tab-common').click();
  await expect(rooms).toHaveCount(common.length);
  await page.context().close();
});
