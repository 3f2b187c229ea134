// Reports and moderation: a grower reports another's diary (queued while offline, sent on reconnect), the report
// reaches the admin's queue, the admin hides the diary, and a guest no longer finds it: not on its page, not in the
// lists, not in search. Desktop and phone.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

/** A grower made through the API with a diary of their own: its id and name. */
async function growerWithDiary(request: APIRequestContext, name: string): Promise<{ id: number; diaryName: string }> {
  const signup = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: 'a long password' } });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const diaryName = `Moderation ${name}`;
  const created = await request.post('/api/diaries', {
    data: { name: diaryName },
    headers: { authorization: `Bearer ${token}`, 'x-rniq': `e2e-${name}:000001` },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, diaryName };
}

test('a report queued offline reaches the admin, who hides the diary from everyone else', async ({ browser, page, context, request }) => {
  const owner = await growerWithDiary(request, uniqueName('owner'));

  // A grower reports it while offline: the report waits on the device, then goes out on reconnect.
  await signUpThroughUi(page, uniqueName('reporter'), 'reporter password');
  await waitForServiceWorker(page);
  await page.goto(`/diaries/${owner.id}`);
  await expect(page.getByTestId('diary-title')).toHaveText(owner.diaryName);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this diary' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByRole('radio', { name: /^Selling or buying/ }).check();
  await dialog.getByLabel('Anything moderators should know (optional)').fill('Offers clones in week 1');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks. Moderators will look at it.' })).toBeVisible();
  await page.goto('/pending');
  await expect(page.getByText(`Diary ${owner.diaryName}`)).toBeVisible();
  await expect(page.getByText('Offers clones in week 1')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(`Diary ${owner.diaryName}`)).toHaveCount(0, { timeout: 20_000 });

  // The admin finds it in the queue and hides it, with the reason its owner will read.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/auth/signin');
  await adminPage.getByLabel('E-mail or name', { exact: true }).fill('admin');
  await adminPage.getByLabel('Password', { exact: true }).fill('growdiaries-demo');
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage.getByTestId('signed-in-user')).toContainText('admin');
  await adminPage.goto('/admin/complains');
  const item = adminPage.getByTestId('reported-item').filter({ hasText: owner.diaryName });
  await expect(item).toContainText('Selling or buying × 1');
  await expect(item).toContainText('Offers clones in week 1');
  await item.getByLabel('Reason shown to the owner').fill('Selling is not allowed');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(adminPage.getByTestId('reported-item').filter({ hasText: owner.diaryName })).toHaveCount(0);
  await adminPage.getByRole('button', { name: 'Handled' }).click();
  await expect(adminPage.getByTestId('reported-item').filter({ hasText: owner.diaryName })).toContainText('Hidden');
  await adminPage.screenshot({ path: `test-results/admin-complains-${test.info().project.name}.png`, fullPage: true });
  await admin.close();

  // A guest no longer finds it: its page, the newest diaries, search.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`/diaries/${owner.id}`);
  await expect(guestPage.getByText("Sorry, that page doesn't exist.")).toBeVisible();
  await guestPage.goto('/explore');
  await expect(guestPage.getByTestId('diary-card').first()).toBeVisible();
  await expect(guestPage.getByTestId('diary-card').filter({ hasText: owner.diaryName })).toHaveCount(0);
  const found = await guestPage.request.get(`/api/search?query=${encodeURIComponent(owner.diaryName)}`);
  expect(((await found.json()) as { items_diary: unknown[] }).items_diary).toEqual([]);
  const meta = await guestPage.request.get(`/diaries/${owner.id}`);
  expect(meta.status()).toBe(404);
  await guest.close();
});
