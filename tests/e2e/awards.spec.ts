// Awards in Chromium, desktop and phone: /awards points to the year open for voting; a grower votes in a category of
// the open Grow Awards (the vote marked at once, the other nominees' buttons gone), votes in another category offline
// (kept on the device and shown as waiting, listed on /pending, sent when back online; the visited list opens offline), and a second device of the same grower finds both votes
// counted on the server; a closed year shows each category's votes and its winner and offers no vote; the HTML of an
// award page holds its Event structured data.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import type { Award, AwardList } from '../../src/domain/award/award';
import { signInThroughUi, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const categoryCard = (page: Page, title: string) =>
  page.getByTestId('award-category').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('a grower votes once per category, offline too, and another device finds the votes counted', async ({ page, context, browser, request }) => {
  const years = (await (await request.get('/api/ref/awards/years')).json()) as AwardList;
  const open = years.items.find((a) => a.phase === 'open')!;
  const award = (await (await request.get(`/api/awards/${open.link}`)).json()) as Award;
  const diaries = award.categories.find((c) => c.kind === 'diary')!;
  const growers = award.categories.find((c) => c.kind === 'grower')!;
  const name = uniqueName('awardvoter');
  await signUpThroughUi(page, name, 'award-voter-pw');

  await page.goto('/awards');
  await waitForServiceWorker(page);
  // The list again, now through the service worker, which keeps a copy of the answers.
  await page.reload();
  await expect(page.getByTestId('award-open-now')).toContainText(`Voting is open in ${open.title} until`);
  await expect(page.getByTestId('award-card')).toHaveCount(years.items.length + 2);
  await page.getByRole('link', { name: open.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/awards/${open.link}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(open.title);
  await expect(page.getByTestId('award-category')).toHaveCount(award.categories.length);
  await expect(page.getByText('Votes and winners are shown when voting closes.')).toBeVisible();

  const pick = growers.nominees[1]!;
  const growerCard = categoryCard(page, growers.title);
  await growerCard.getByRole('button', { name: `Vote for ${pick.name}`, exact: true }).click();
  await expect(growerCard.getByTestId('nominee').filter({ hasText: pick.name })).toContainText('Your vote');
  await expect(growerCard.getByRole('button')).toHaveCount(0);
  // Sent: no longer waiting.
  await expect(growerCard.getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: `.tmp/awards/e2e-voted-${test.info().project.name}.png`, fullPage: true });

  // Offline the award opens from the worker's copy, and a vote waits on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(open.title);
  await expect(growerCard.getByTestId('nominee').filter({ hasText: pick.name })).toContainText('Your vote');
  const diaryPick = diaries.nominees[0]!;
  const diaryCard = categoryCard(page, diaries.title);
  await diaryCard.getByRole('button', { name: `Vote for ${diaryPick.name}`, exact: true }).click();
  await expect(diaryCard.getByRole('status')).toHaveText('Your vote is kept on this device and will be sent when you are online.');
  await expect(diaryCard.getByTestId('nominee').filter({ hasText: diaryPick.name })).toContainText('Your vote');
  await page.goto('/pending');
  await expect(page.getByText(`${award.title}: ${diaries.title}`)).toBeVisible();
  await expect(page.getByText('Award vote').first()).toBeVisible();
  // The list of awards, visited online, opens offline too.
  await page.goto('/awards');
  await expect(page.getByTestId('award-card')).toHaveCount(years.items.length + 2);
  await page.goto('/pending');
  await context.setOffline(false);
  await expect(page.getByText(`${award.title}: ${diaries.title}`)).toHaveCount(0, { timeout: 20_000 });

  // The same grower on another device: both votes came from the server.
  const laptop = await browser.newContext();
  const second = await laptop.newPage();
  await signInThroughUi(second, name, 'award-voter-pw');
  await second.goto(`/awards/${open.link}`);
  await expect(categoryCard(second, growers.title).getByTestId('nominee').filter({ hasText: pick.name })).toContainText('Your vote');
  await expect(categoryCard(second, diaries.title).getByTestId('nominee').filter({ hasText: diaryPick.name })).toContainText('Your vote');
  await expect(categoryCard(second, diaries.title).getByRole('button')).toHaveCount(0);
  // Categories not voted in still offer every nominee.
  const untouched = award.categories.find((c) => c.kind === 'strain')!;
  await expect(categoryCard(second, untouched.title).getByRole('button', { name: /^Vote for / })).toHaveCount(untouched.nominees.length);
  await laptop.close();
});

test('a closed year shows every category\'s votes and winner, and its HTML holds Event data', async ({ page, request }) => {
  const years = (await (await request.get('/api/ref/awards/years')).json()) as AwardList;
  const closed = years.items.find((a) => a.phase === 'closed')!;
  const award = (await (await request.get(`/api/awards/${closed.link}`)).json()) as Award;
  await page.goto(`/awards/${closed.link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.title);
  await expect(page.getByTestId('award-category')).toHaveCount(award.categories.length);
  for (const category of award.categories) {
    const card = categoryCard(page, category.title);
    const winner = category.nominees.find((n) => n.id === category.winner_id)!;
    await expect(card.getByTestId('nominee').filter({ hasText: 'Winner' })).toHaveCount(1);
    await expect(card.getByTestId('nominee').filter({ hasText: 'Winner' })).toContainText(winner.name);
    await expect(card.getByTestId('nominee').filter({ hasText: 'Winner' })).toContainText(`${winner.cnt_votes} votes`);
  }
  await expect(page.getByRole('button', { name: /^Vote for / })).toHaveCount(0);
  await page.screenshot({ path: `.tmp/awards/e2e-results-${test.info().project.name}.png`, fullPage: true });

  const html = await (await request.get(`/awards/${closed.link}`)).text();
  expect(html).toContain(`<title>${closed.title} — GrowDiaries</title>`);
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Event', name: closed.title, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
  expect(data.startDate).toMatch(/\+02:00$/);
  expect((await request.get('/awards/1999')).status()).toBe(404);
  expect((await request.get('/cdc-2022')).status()).toBe(200);
});
