// A brand's audience, desktop (the seedbank manager, premium plan) and phone (the nutrient brand's manager, partner plan):
// the manager removes a tester after a confirmation, finds them again by name, adds them offline (the add waits, also
// on /pending, and is sent once back online), and sees their diaries with the brand's products; writes a newsletter
// (Markdown, previewed) and sends it to the followers who take product news; the mail's open pixel and link count the
// reader once, and the newsletter's figures and chart show it, offline too; the subscription tab's newsletters this
// month go up by one; the welcome checklist (also at its former address) has the tester and newsletter steps done.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readMailbox } from '../helpers/eml';
import { signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const PORT = process.env.E2E_PORT ?? 8181;
/** The e2e server's mail folder (DATA_DIR of playwright.config.ts, plus mail/): the server writes each mail there as .eml. */
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${PORT}/mail`);
const ORIGIN = `http://localhost:${PORT}`;
const SHOTS = process.env.AUDIENCE_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
};

interface Testers { items: { item_user: { id: number; name: string }; items_diary: { name: string }[] }[] }

async function managerApi(request: APIRequestContext, login: string) {
  const session = await request.post('/api/session', { data: { login, password: 'growdiaries-demo' } });
  const headers = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const brand = ((await (await request.get('/api/brands-manager', { headers })).json()) as { items: { id: number }[] }).items[0]!;
  const testers = async () => (await (await request.get(`/api/brands-manager/testers?brand_id=${brand.id}`, { headers })).json()) as Testers;
  return { brand, testers };
}

test('a manager re-adds a tester found by name while offline, sees their diaries, and sends a newsletter whose open and click count once', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const login = test.info().project.name === 'phone' ? 'nutrients' : 'seedbank';
  const api = await managerApi(request, login);
  const tester = (await api.testers()).items.find((t) => t.items_diary.length > 0)!;
  const diary = tester.items_diary[0]!.name;
  await signInThroughUi(page, login, 'growdiaries-demo');
  await waitForServiceWorker(page);

  // The subscription tab before: no newsletter sent this month yet.
  await page.goto('/brands-manager/subscription');
  await expect(page.getByTestId('brand-plan')).toContainText(login === 'seedbank' ? 'Premium plan' : 'Partner plan');
  await expect(page.getByTestId('plan-newsletters')).toContainText(/^Newsletters this month0 of \d+$/);
  const testersUsed = await page.getByTestId('plan-testers').textContent();

  // Removed after a confirmation: the server's list drops them.
  await page.getByRole('link', { name: 'Testers' }).click();
  const row = page.getByTestId('brand-tester').filter({ hasText: tester.item_user.name });
  await expect(row.getByTestId('tester-diaries')).toContainText(diary);
  await row.getByRole('button', { name: 'Remove' }).click();
  await row.getByRole('button', { name: `Remove ${tester.item_user.name} as tester` }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await api.testers()).items.some((t) => t.item_user.id === tester.item_user.id)).toBe(false);

  // Found by name as it is typed, then added offline: listed at once, waiting, and on /pending.
  await page.getByTestId('tester-search').fill(tester.item_user.name);
  const found = page.getByRole('list', { name: /growers? found/ }).getByRole('listitem').filter({ hasText: tester.item_user.name });
  await expect(found).toBeVisible();
  await context.setOffline(true);
  await found.getByRole('button', { name: 'Add as tester' }).click();
  await expect(row.getByText('Waiting to be sent')).toBeVisible();
  await expect(row).toContainText('Their diaries show once the change is sent.');
  await expect(page.getByTestId('tester-search')).toBeDisabled();
  await page.goto('/pending');
  await expect(page.getByText('Brand tester added')).toBeVisible();
  await page.goBack();

  // Online again: sent once, and their diaries with the brand's products are listed, linking to the diary.
  await context.setOffline(false);
  await expect(row.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByTestId('tester-diaries').getByRole('link', { name: diary })).toHaveAttribute('href', /^\/diaries\/\d+$/);
  await expect(page.getByTestId('tester-log').getByRole('listitem').first()).toContainText(`${login} added ${tester.item_user.name}`);
  expect((await api.testers()).items.filter((t) => t.item_user.id === tester.item_user.id)).toHaveLength(1);
  await shot(page, 'testers');

  // A newsletter written in Markdown, previewed, sent after a confirmation.
  const subject = uniqueName('News ');
  await page.getByRole('link', { name: 'Newsletters' }).click();
  await page.getByTestId('new-newsletter').click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Text').fill('# Fresh drops\n\nOur **new** line is out.\nRead [the story](https://example.com/story).');
  await expect(page.getByTestId('newsletter-preview').getByRole('heading', { name: 'Fresh drops' })).toBeVisible();
  await expect(page.getByTestId('newsletter-preview').getByRole('link', { name: 'the story' })).toHaveAttribute('href', 'https://example.com/story');
  await shot(page, 'newsletter-editor');
  await page.getByRole('button', { name: 'Send to followers' }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/brands-manager\/newsletters$/);
  const letter = page.getByTestId('brand-newsletter').filter({ hasText: subject });
  await expect(letter.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  await expect(letter).toContainText(/Sent on/);
  // Marked sent on the device at once; its count of sends comes with the server's answer.
  const sendsFigure = letter.getByTestId('newsletter-figures').locator('dd').first();
  await expect(sendsFigure).not.toHaveText('0');
  const sends = Number(await sendsFigure.textContent());
  expect(sends).toBeGreaterThan(0);

  // One mail per follower who takes product news; the first reader opens it twice and follows its link twice.
  let mails: Awaited<ReturnType<typeof readMailbox>> = [];
  await expect.poll(async () => {
    mails = (await readMailbox(MAIL_DIR)).filter((mail) => mail.headers['x-mail-kind'] === 'newsletter-brand' && mail.headers.subject === subject);
    return mails.length;
  }).toBe(sends);
  const pixel = mails[0]!.html.match(new RegExp(`${ORIGIN}/api/newsletters/open/[\\w-]+`))![0];
  const click = mails[0]!.html.match(new RegExp(`${ORIGIN}/api/newsletters/click/[\\w-]+\\?l=0`))![0];
  for (let i = 0; i < 2; i++) {
    expect((await request.get(pixel.slice(ORIGIN.length))).headers()['content-type']).toBe('image/gif');
    const followed = await request.get(click.slice(ORIGIN.length), { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe('https://example.com/story');
  }

  // The figures and the chart count that reader once.
  await page.reload();
  const figures = letter.getByTestId('newsletter-figures');
  await expect(figures).toContainText(`Opens1`);
  await expect(figures).toContainText(`Clicks1`);
  await letter.getByRole('button', { name: 'Chart' }).click();
  const today = new Date().toLocaleDateString('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  await expect(letter.getByTestId('newsletter-chart').getByRole('row', { name: `${today} 1 1` })).toBeVisible();
  await shot(page, 'newsletters');

  // Offline, the tab opens from the device with those figures and the chart once seen.
  await context.setOffline(true);
  await page.reload();
  await expect(letter.getByTestId('newsletter-figures')).toContainText('Opens1');
  await letter.getByRole('button', { name: 'Chart' }).click();
  await expect(letter.getByTestId('newsletter-chart').getByRole('row', { name: `${today} 1 1` })).toBeVisible();
  await context.setOffline(false);

  // The subscription tab after: one newsletter this month, the testers as before.
  await page.getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByTestId('plan-newsletters')).toContainText(/^Newsletters this month1 of \d+/);
  await expect(page.getByTestId('plan-testers')).toHaveText(testersUsed!);

  // The onboarding's former address opens the welcome checklist, which knows the brand has testers and a newsletter.
  await page.goto('/brands-manager/welcome-old');
  await expect(page).toHaveURL(/\/brands-manager\/welcome$/);
  await expect(page.getByTestId('welcome-tester')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('welcome-newsletter')).toHaveAttribute('data-done', 'true');
  await page.getByTestId('welcome-tester').getByRole('link').click();
  await expect(page).toHaveURL(/\/brands-manager\/testers$/);
});
