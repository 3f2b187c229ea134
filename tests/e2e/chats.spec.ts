// Chats: B opens a chat with A from A's profile, goes offline, writes three messages and reconnects; A, with the room
// open, sees the three once and in order. A group's owner adds and removes a member and bans another, whose message
// written meanwhile is refused with the reason and its words kept. Desktop and phone.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long chat password';

interface Grower { id: number; name: string; token: string }

/** A grower made through the API. */
async function newGrower(request: APIRequestContext, prefix: string): Promise<Grower> {
  const name = uniqueName(prefix);
  const res = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return { id: user.id, name, token };
}

async function signedInPage(browser: Browser, grower: Grower, baseURL: string | undefined, phone: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(phone && { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true }) });
  const page = await context.newPage();
  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill(grower.name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(grower.name);
  return page;
}

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
