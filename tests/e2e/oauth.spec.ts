// Sign in with another account, in the browser, through the e2e server's local OpenID provider (OIDC_DEV_PROVIDER:
// oidc-provider's own login and consent pages): a new grower chooses a name, signs out, and the same provider account
// signs the same grower in again; its only way in cannot be unlinked; a grower with a password links and unlinks one;
// a grower without a password deletes the account from a fresh sign-in.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName } from './support';

const SHOTS = '.tmp/oidc';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${test.info().project.name}-${name}.png`, fullPage: true });
}

/** The local provider's pages: its login form (any name, any password) and, the first time, its consent page. */
async function passProvider(page: Page, login: string | null): Promise<void> {
  if (login !== null) {
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new grower signs up with another account, chooses a name, and that account signs the same grower in again', async ({ page }) => {
  const login = uniqueName('oidc');
  await page.goto('/auth/signin');
  await page.getByTestId('oauth-link').click();
  await expect(page.getByRole('heading', { name: 'Sign in with another account' })).toBeVisible();
  await shot(page, 'external');
  await page.getByRole('button', { name: 'Continue with Local OpenID' }).click();
  await passProvider(page, login);

  await expect(page.getByRole('heading', { name: 'Choose your grower name' })).toBeVisible();
  await expect(page.getByText(`${login.toLowerCase()}@oidc.localhost`)).toBeVisible();
  const name = page.getByLabel('Grower name');
  await expect(name).toHaveValue(login);
  await shot(page, 'complete');
  await name.fill(`${login}_g`);
  await page.getByRole('button', { name: 'Create my account' }).click();
  const header = page.getByTestId('signed-in-user');
  await expect(header).toContainText(`${login}_g`);
  await expect(page).toHaveURL(/\/$/);

  // Its only way in: unlinking is refused.
  const profile = await header.getAttribute('href');
  await page.goto(`${profile}/settings/oauth`);
  const row = page.getByTestId('oauth-provider-local');
  await expect(row).toContainText(`${login.toLowerCase()}@oidc.localhost`);
  await row.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('alert')).toContainText('This is your only way to sign in');
  await shot(page, 'settings-only-way');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(header).toHaveCount(0);
  await page.goto('/auth/external?return_path=%2Fsearch%3Fquery%3Dmoon');
  await page.getByRole('button', { name: 'Continue with Local OpenID' }).click();
  // The provider remembers its own sign-in and the consent: straight back to the page asked for, as the same grower.
  await expect(header).toContainText(`${login}_g`);
  await expect(page).toHaveURL(/\/search\?query=moon$/);
  await expect(header).toHaveAttribute('href', profile!);
});

test('a grower with a password links an account of another service in the settings and unlinks it', async ({ page }) => {
  const grower = uniqueName('linker');
  await signUpThroughUi(page, grower, 'purple-haze-2026');
  const profile = await page.getByTestId('signed-in-user').getAttribute('href');
  await page.goto(`${profile}/settings/oauth`);
  const row = page.getByTestId('oauth-provider-local');
  await expect(row).toContainText('Not linked');
  await shot(page, 'settings-unlinked');
  await row.getByRole('button', { name: 'Link' }).click();
  const login = uniqueName('linked');
  await passProvider(page, login);

  await expect(page).toHaveURL(new RegExp(`${profile}/settings/oauth$`));
  await expect(row).toContainText(`Linked: ${login.toLowerCase()}@oidc.localhost`);
  await shot(page, 'settings-linked');
  await row.getByRole('button', { name: 'Unlink' }).click();
  await expect(row).toContainText('Not linked');
  await expect(row.getByRole('button', { name: 'Link' })).toBeEnabled();
});

test('a grower without a password deletes the account by its name, signing in again through the provider when asked', async ({ page }) => {
  const login = uniqueName('leaver');
  await page.goto('/auth/external');
  await page.getByRole('button', { name: 'Continue with Local OpenID' }).click();
  await passProvider(page, login);
  await page.getByRole('button', { name: 'Create my account' }).click();
  const header = page.getByTestId('signed-in-user');
  await expect(header).toContainText(login);
  const profile = await header.getAttribute('href');

  await page.goto(`${profile}/settings/delete`);
  await expect(page.getByTestId('delete-password')).toHaveCount(0);
  await page.getByTestId('delete-name').fill(login);
  // The server finds the sign-in too old (what it answers after FRESH_SIGN_IN_MINUTES), once.
  let refused = 0;
  await page.route(`**/api/users/*`, async (route) => {
    if (route.request().method() !== 'DELETE' || refused > 0) return route.fallback();
    refused++;
    await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'reauth_required', message: 'Sign in again.' }) });
  });
  await page.getByTestId('delete-submit').click();
  const again = page.getByTestId('sign-in-again');
  await expect(again).toContainText('needs a fresh sign-in');
  await shot(page, 'delete-sign-in-again');
  // The button asks the server for the provider's address before leaving: until then the old page is still here, on
  // the same address, so the test waits for the provider's answer to come back to the callback page.
  const backFromProvider = page.waitForURL('**/auth/oauth-callback?**', { waitUntil: 'commit' });
  await again.getByRole('button', { name: 'Sign in again with Local OpenID' }).click();
  await backFromProvider;

  // The provider remembers its sign-in: straight back to the delete page with a new session.
  await expect(page).toHaveURL(new RegExp(`${profile}/settings/delete$`));
  // The page came back through the provider, not through the tests' goto: wait until the app has started and the
  // settings it asks for with the new session have come.
  await expect(page.locator('#app')).toHaveAttribute('data-ready', '');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('delete-name').fill(login);
  await expect(page.getByTestId('delete-name')).toHaveValue(login);
  await page.getByTestId('delete-submit').click();
  // Deleting removes the grower's data within the request: slower than a page on a busy machine.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(header).toHaveCount(0);
  // The provider account is free again: it starts a new grower.
  await page.goto('/auth/external');
  await page.getByRole('button', { name: 'Continue with Local OpenID' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your grower name' })).toBeVisible();
});
