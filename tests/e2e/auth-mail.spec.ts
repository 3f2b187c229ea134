// E-mail in the browser: the confirmation mail of sign-up, read from the server's DATA_DIR/mail, confirms the address;
// forgot password, the reset mail and its page sign this device in with the new password, sign the grower's other
// browser out, and the link does not work twice; a newsletter's unsubscribe link turns the newsletters off.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import Database from 'better-sqlite3';
import { linkIn, readMailbox, type ParsedMail } from '../helpers/eml';
import { signUpThroughUi, uniqueName } from './support';

const PORT = process.env.E2E_PORT ?? 8181;
/** The e2e server's mail folder (DATA_DIR of playwright.config.ts, plus mail/): the server writes each mail there as .eml. */
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${PORT}/mail`);
const ORIGIN = `http://localhost:${PORT}`;
/** The e2e server's database: nothing sends newsletters yet, so the test stores the token a newsletter's link would carry. */
const DATABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${PORT}/growdiaries.sqlite`);

/** The latest mail of a kind to an address, once the server wrote it (it leaves after the answer). */
async function waitForMail(to: string, kind: string, count = 1): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect.poll(async () => {
    found = (await readMailbox(MAIL_DIR)).filter((mail) => mail.headers.to === to && mail.headers['x-mail-kind'] === kind);
    return found.length;
  }).toBeGreaterThanOrEqual(count);
  return found.at(-1)!;
}

/** The page of a mail's link, opened at this test server (the link's origin is the server's PUBLIC_URL). */
async function follow(page: Page, mail: ParsedMail, pagePath: string): Promise<string> {
  const link = linkIn(mail, `${ORIGIN}${pagePath}?`);
  await page.goto(link.slice(ORIGIN.length));
  return link;
}

test('the confirmation mail of sign-up confirms the address, and the settings note goes away', async ({ page }) => {
  const name = uniqueName('confirm');
  const email = `${name}@example.test`;
  await signUpThroughUi(page, name, 'purple-haze-2026');

  const mail = await waitForMail(email, 'confirm');
  expect(mail.headers.subject).toBe('Confirm your e-mail address');
  expect(mail.text).toContain(`Hello ${name},`);
  const link = linkIn(mail, `${ORIGIN}/auth/confirm-email?`);
  expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

  // Until then the settings carry the calm note.
  const profile = await page.getByTestId('signed-in-user').getAttribute('href');
  expect(profile).toMatch(/^\/grower\/\d+$/);
  await page.goto(`${profile}/settings`);
  await expect(page.getByTestId('confirm-email-note')).toContainText('Please confirm your e-mail address');

  await follow(page, mail, '/auth/confirm-email');
  await expect(page.getByTestId('email-confirmed')).toHaveText(`Thank you! ${email} is confirmed.`);
  await page.goto(`${profile}/settings`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByTestId('confirm-email-note')).toHaveCount(0);
});

test('forgot password: the mail\'s link sets a new password once, signs this browser in and the other one out', async ({ page, browser }) => {
  const name = uniqueName('reset');
  const email = `${name}@example.test`;
  await signUpThroughUi(page, name, 'old-password-2026');

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/auth/signin');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form stays until the new page's strings are in: fill the new page's field.
  await expect(visitor.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await visitor.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
  await visitor.getByRole('button', { name: 'Send me a link' }).click();
  await expect(visitor.getByRole('status')).toContainText(`If an account uses ${email}, a mail with a link is on its way.`);

  const mail = await waitForMail(email, 'reset');
  expect(mail.headers.subject).toBe('Reset your GrowDiaries password');
  await follow(visitor, mail, '/auth/reset-password');
  await visitor.getByLabel('New password', { exact: true }).fill('new-password-2026');
  await visitor.getByLabel('New password again').fill('new-password-2027');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  // What was typed stays, with the reason.
  await expect(visitor.getByRole('alert')).toHaveText('The two passwords differ. Type the same password twice.');
  await expect(visitor.getByLabel('New password', { exact: true })).toHaveValue('new-password-2026');
  await visitor.getByLabel('New password again').fill('new-password-2026');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Go to the front page' }).click();
  await expect(visitor.getByTestId('signed-in-user')).toContainText(name);

  // The first browser's session ended: at its next start it is signed out.
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The link does not work twice.
  const link = linkIn(mail, `${ORIGIN}/auth/reset-password?`);
  await visitor.goto(link.slice(ORIGIN.length));
  await expect(visitor.getByRole('alert')).toHaveText('This link was already used. Ask for a new mail if you need one.');
  const token = new URL(link).searchParams.get('token');
  const replay = await visitor.request.patch('/api/session/reset-password', { data: { password: 'third-password-1', password_repeat: 'third-password-1', token } });
  expect(replay.status()).toBe(410);

  // The old password is gone, the new one signs in, and the change was announced by mail.
  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill(email);
  await page.getByLabel('Password').fill('old-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail, name or password.');
  await page.getByLabel('Password').fill('new-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
  expect((await waitForMail(email, 'password-changed')).text).toContain(`The password of your account ${name} was changed`);
  await other.close();
});

test('a newsletter\'s unsubscribe link turns every newsletter off', async ({ page }) => {
  const name = uniqueName('reader');
  await signUpThroughUi(page, name, 'purple-haze-2026');
  const profile = await page.getByTestId('signed-in-user').getAttribute('href');

  // The grower subscribed to the digest, and a digest went out with its link.
  const token = randomBytes(32).toString('base64url');
  const db = new Database(DATABASE);
  try {
    const now = new Date();
    db.prepare(`update users set settings = '{"subscribe":{"digest":true}}' where name = ?`).run(name);
    db.prepare(`insert into email_tokens (user_id, kind, token_hash, email, add_date, expires_at, used_at)
      select id, 'unsubscribe', ?, email, ?, ?, null from users where name = ?`)
      .run(createHash('sha256').update(token).digest('hex'), now.toISOString(), new Date(now.getTime() + 86_400_000).toISOString(), name);
  } finally {
    db.close();
  }
  await page.goto(`${profile}/settings/subscribe`);
  await expect(page.getByLabel('Weekly digest of the best diaries')).toBeChecked();

  await page.goto(`/auth/unsubscribe?k=${token}`);
  await expect(page.getByRole('status')).toContainText(`${name}@example.test gets no more newsletters from GrowDiaries.`);
  await page.goto(`${profile}/settings/subscribe`);
  await expect(page.getByLabel('Weekly digest of the best diaries')).not.toBeChecked();

  await page.goto(`/auth/unsubscribe?k=${'C'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
});
