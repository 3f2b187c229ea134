// Sign up, sign in and sign out; the session survives reloads and works offline; failures are clear.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

test('sign up, stay signed in across reloads and offline, sign out, sign in again', async ({ page, context }) => {
  const name = uniqueName('grower');
  const password = 'purple-haze-2026';
  await signUpThroughUi(page, name, password);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorker(page);

  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
  await context.setOffline(false);

  const token = await page.evaluate(async () => {
    const request = indexedDB.open('growdiaries');
    const database = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
    const record = await new Promise<{ token: string }>((resolve) => {
      const get = database.transaction('session').objectStore('session').get('current');
      get.onsuccess = () => resolve(get.result as { token: string });
    });
    return record.token;
  });
  expect(token.length).toBeGreaterThanOrEqual(22);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // The token was revoked on the server, not only forgotten here.
  const status = await page.evaluate(async (bearer) => (await fetch('/api/session', { headers: { Authorization: `Bearer ${bearer}` } })).status, token);
  expect(status).toBe(401);

  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
});

test('wrong credentials give a clear message and keep what was typed; repeated failures are slowed with 429', async ({ page }) => {
  const name = uniqueName('locked');
  await signUpThroughUi(page, name, 'correct-horse-battery');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);

  await page.goto('/auth/signin');
  const login = page.getByLabel('E-mail or name');
  const password = page.getByLabel('Password');
  await login.fill(name);
  await password.fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail, name or password.');
  await expect(login).toHaveValue(name);

  let message = '';
  for (let attempt = 0; attempt < 8 && !/Too many/.test(message); attempt++) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    message = await page.getByRole('alert').innerText();
  }
  expect(message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
  // Even the right password waits now.
  await password.fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
});

test('sign-in offline says so and keeps the form', async ({ page, context }) => {
  await page.goto('/auth/signin');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByLabel('E-mail or name').fill('demo');
  await page.getByLabel('Password').fill('anything-at-all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await expect(page.getByLabel('E-mail or name')).toHaveValue('demo');
  await context.setOffline(false);
});

test('sign-up refuses a bad e-mail with a clear message before sending', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(uniqueName('x'));
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('not-an-email');
});
