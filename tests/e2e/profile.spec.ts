// Grower profiles and settings in Chromium: every tab of a seeded grower shows content (and the profile opens offline
// once visited); units chosen in settings change a diary's conditions; the theme applies at once and stays; a profile
// edited offline reaches the server once back online, an avatar uploads; another grower gets the 403 page on someone's
// settings; deleting an account signs it out on every device.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { photo } from './diary-steps';
import { signInThroughUi as signIn, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

/** The seeded grower with the most diaries (the demo gives them followers, follows and bookmarks). */
async function busiestGrower(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const page = await (await request.get('/api/users?sort=diaries&limit=1')).json() as { items: { id: number; name: string }[] };
  return page.items[0]!;
}

/** The id of a grower by name. */
async function idOf(request: APIRequestContext, name: string): Promise<number> {
  return ((await (await request.get(`/api/ref/users/${name}`)).json()) as { id: number }).id;
}

test('every tab of a seeded grower shows content, and the profile opens offline once visited', async ({ page, context, request }) => {
  const grower = await busiestGrower(request);
  await page.goto(`/grower/${grower.id}`);
  await expect(page.getByTestId('profile-name')).toHaveText(grower.name);
  await expect(page).toHaveTitle(`${grower.name}, grower — GrowDiaries`);
  await expect(page.getByTestId('profile-bio')).not.toBeEmpty();
  await expect(page.getByTestId('profile-location')).not.toBeEmpty();
  await expect(page.getByTestId('activity-item').first()).toBeVisible();

  const tabs: [string, string][] = [
    ['diaries', 'diary-card'], ['reviews', 'profile-review'], ['activity', 'activity-item'], ['bookmarks', 'profile-followed'],
    ['followers', 'profile-grower'], ['following', 'profile-followed'],
  ];
  for (const [tab, row] of tabs) {
    await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: new RegExp(`^${tab}`, 'i') }).click();
    await expect(page).toHaveURL(new RegExp(`/grower/${grower.id}/${tab}$`));
    await expect(page.getByTestId(row).first(), tab).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Shorts' }).click();
  await expect(page.getByTestId('grower-shorts')).toBeVisible();
  // Orders are the owner's only: no tab, and the address answers the 403 page.
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await page.goto(`/grower/${grower.id}/orders`);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.goto('/grower/999999');
  await expect(page.getByTestId('not-found')).toBeVisible();

  // Kept on the device: the profile and its visited tab open with no network.
  await page.goto(`/grower/${grower.id}/followers`);
  await expect(page.getByTestId('profile-grower').first()).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText(grower.name);
  await expect(page.getByTestId('profile-grower').first()).toBeVisible();
  await context.setOffline(false);
});

test('units chosen in settings change a diary\'s conditions, and the theme applies at once and stays', async ({ page, request }) => {
  const name = uniqueName('units');
  await signUpThroughUi(page, name, 'units-password-1');
  const me = await idOf(request, name);
  const grower = await busiestGrower(request);
  const diaries = await (await request.get(`/api/users/${grower.id}/updates?limit=1`)).json() as { items: { id: number }[] };
  const temperature = page.locator('[data-prop="air_temp"] dd').first();
  await page.goto(`/diaries/${diaries.items[0]!.id}`);
  await expect(temperature).toHaveText(/°C$/);

  await page.goto(`/grower/${me}/settings/measures`);
  await page.getByRole('group', { name: 'Temperature' }).getByRole('button', { name: '°F' }).click();
  await page.getByRole('group', { name: 'Length, volume, weight and area' }).getByRole('button', { name: 'English' }).click();
  await page.goto(`/diaries/${diaries.items[0]!.id}`);
  await expect(temperature).toHaveText(/°F$/);
  // Saved to the account too: the server has the choice.
  await expect.poll(async () => page.evaluate(async (id) => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open('growdiaries');
      open.onsuccess = () => resolve(open.result);
    });
    const session = await new Promise<{ token: string }>((resolve) => {
      const get = database.transaction('session').objectStore('session').get('current');
      get.onsuccess = () => resolve(get.result as { token: string });
    });
    const answer = await fetch(`/api/users/${id}/settings/measures`, { headers: { Authorization: `Bearer ${session.token}` } });
    return ((await answer.json()) as { settings: { measures: { temperature: string } | null } }).settings.measures?.temperature;
  }, me)).toBe('F');

  await page.goto(`/grower/${me}/settings/interface`);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).toBe('rgb(18, 22, 20)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Light' }).click();
  await expect.poll(background).toBe('rgb(246, 247, 244)');
});

test('the owner edits the profile offline and uploads an avatar; another grower gets the 403 page on those settings', async ({ page, context, browser, request }) => {
  const owner = uniqueName('owner');
  await signUpThroughUi(page, owner, 'owner-password-1');
  const ownerId = await idOf(request, owner);
  // From the header to the grower's own page, and from there to its settings.
  await page.getByTestId('signed-in-user').click();
  await expect(page).toHaveURL(new RegExp(`/grower/${ownerId}$`));
  await page.getByTestId('profile-settings').click();
  await expect(page).toHaveURL(new RegExp(`/grower/${ownerId}/settings$`));
  await expect(page.getByTestId('settings-name')).toHaveValue(owner);
  const serverBio = async () => ((await (await request.get(`/api/users/${ownerId}`)).json()) as { bio: string }).bio;

  // Offline, the edit is kept on the device and waits; back online it reaches the server.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByTestId('settings-bio').fill('Coco, two tents, <b>no</b> bottles.');
  await page.getByTestId('settings-location').fill('Valencia');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-saved')).toHaveText(/Saved on this device/);
  await expect(page.getByTestId('pending-badge')).toBeVisible();
  expect(await serverBio()).toBe('');
  await context.setOffline(false);
  // The engine retries with backoff after the failed attempt made offline.
  await expect.poll(serverBio, { timeout: 45_000 }).toBe('Coco, two tents, <b>no</b> bottles.');
  await expect(page.getByTestId('pending-badge')).toBeHidden();

  await page.getByTestId('avatar-input').setInputFiles(await photo(1));
  await expect(page.getByText('Your new avatar is saved.')).toBeVisible();
  await page.getByTestId('profile-settings-back').click();
  await expect(page.getByTestId('profile-bio')).toHaveText('Coco, two tents, <b>no</b> bottles.');
  await expect(page.getByTestId('profile-location')).toHaveText('Valencia');
  await expect(page.locator('header img[src*="/uploads/avatars/u"]').first()).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughUi(otherPage, uniqueName('other'), 'other-password-1');
  await otherPage.goto(`/grower/${ownerId}/settings`);
  await expect(otherPage.getByTestId('forbidden')).toBeVisible();
  await expect(otherPage.getByTestId('settings-name')).toHaveCount(0);
  await otherPage.goto(`/grower/${ownerId}/settings/password`);
  await expect(otherPage.getByTestId('forbidden')).toBeVisible();
  await other.close();
});

test('deleting an account signs it out everywhere', async ({ page, browser, request }) => {
  const name = uniqueName('leaver');
  const password = 'leaver-password-1';
  await signUpThroughUi(page, name, password);
  const id = await idOf(request, name);
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, name, password);

  await page.goto(`/grower/${id}/settings/delete`);
  await page.getByTestId('delete-password').fill(password);
  await page.getByTestId('delete-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);

  // The other device learns it at its next start: its session no longer exists.
  await laptopPage.reload();
  await expect(laptopPage.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(laptopPage.getByTestId('signed-in-user')).toHaveCount(0);
  expect((await request.get(`/api/ref/users/${name}`)).status()).toBe(404);
  await laptop.close();
});
