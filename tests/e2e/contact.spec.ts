// The contact and partnership forms in Chromium: a message sent offline waits on the device with its text and reaches
// the server (stored and mailed) once when the network returns; a message the server refuses keeps its text with a
// clear error, and sending it again works.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readMailbox } from '../helpers/eml';
import { uniqueName, waitForServiceWorker } from './support';

/** Where the e2e server writes mails (playwright.config.ts: one data folder per port). */
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${process.env.E2E_PORT ?? 8181}/mail`);

async function mailsWith(marker: string) {
  const mails = await readMailbox(MAIL_DIR).catch(() => []);
  return mails.filter((mail) => mail.text.includes(marker));
}

async function fillContact(page: Page, text: string) {
  await page.getByLabel('Your name').fill('Ann Grower');
  await page.getByLabel('Your e-mail address').fill('ann@example.test');
  await page.getByLabel('Subject (optional)').fill('Photos');
  await page.getByLabel('Message').fill(text);
}

test('a message written offline waits with its text, then is stored and mailed once', async ({ page, context }) => {
  const marker = uniqueName('offline-message-');
  await page.goto('/contact');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await fillContact(page, `${marker}: my week photos stay grey on the phone.`);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-status')).toContainText('You are offline. Your message is kept on this device');
  await expect(page.getByLabel('Message')).toHaveValue(`${marker}: my week photos stay grey on the phone.`);
  await page.screenshot({ path: `.tmp/pages/contact-offline-${test.info().project.name}.png`, fullPage: true });
  expect(await mailsWith(marker)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('contact-sent')).toContainText('Thank you! Your message has reached us. We will answer by e-mail to ann@example.test.', { timeout: 20_000 });
  await expect.poll(async () => (await mailsWith(marker)).length).toBe(1);
  const [mail] = await mailsWith(marker);
  expect(mail!.headers['reply-to']).toBe('ann@example.test');
  expect(mail!.headers.subject).toBe('Contact form: Photos');

  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('Your e-mail address')).toHaveValue('ann@example.test');
});

test.describe('when the server refuses', () => {
  // The page's own requests only, so the test can answer for the server.
  test.use({ serviceWorkers: 'block' });

  test('a refused partnership request keeps its text with the server\'s reason, and sending again works', async ({ page }) => {
    const marker = uniqueName('partner-request-');
    let refuse = true;
    await page.route('**/api/contacts', async (route) => {
      if (!refuse) return route.continue();
      await route.fulfill({ status: 400, json: { error: 'bad_request', message: 'website: Enter the website as an address starting with https://.' } });
    });
    await page.goto('/partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnership');
    await page.getByLabel('Your name').fill('Bo');
    await page.getByLabel('Your e-mail address').fill('bo@brand.test');
    await page.getByLabel('Company or brand').fill('Green Light Co');
    await page.getByLabel('What would you like to do?').selectOption('giveaway');
    await page.getByLabel('Message').fill(`${marker}: we would sponsor a giveaway.`);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('alert')).toContainText('Not sent: website: Enter the website as an address starting with https://. Your text is still here');
    await expect(page.getByLabel('Message')).toHaveValue(`${marker}: we would sponsor a giveaway.`);
    await page.screenshot({ path: `.tmp/pages/partner-refused-${test.info().project.name}.png`, fullPage: true });
    // A reload keeps the text and the reason: both are kept on the device.
    await page.reload();
    await expect(page.getByLabel('Message')).toHaveValue(`${marker}: we would sponsor a giveaway.`);
    await expect(page.getByRole('alert')).toContainText('Not sent:');

    refuse = false;
    await page.getByLabel('Website (optional)').fill('https://greenlight.test');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('bo@brand.test');
    await expect.poll(async () => (await mailsWith(marker)).length).toBe(1);
    const [mail] = await mailsWith(marker);
    expect(mail!.headers.subject).toBe('Partnership request: Green Light Co');
    expect(mail!.text).toContain('Website: https://greenlight.test');
  });
});
