// Giveaways in Chromium, desktop and phone: a grower enters their own diary in a category of the open demo giveaway,
// votes in another category while offline (shown as waiting, sent once when the network returns), then withdraws the
// entry; each step survives a reload (the server's copy); a visited giveaway opens offline; the archive shows the
// winners; the giveaway's HTML carries Event structured data.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { createDiary } from './diary-steps';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

type Entry = { id: number; cnt_votes: number; item_diary: { id: number; name: string } };
type Category = { id: number; title: string; cnt_votes: number; entries: Entry[] };

async function categoryOf(page: Page, title: string): Promise<Category> {
  const answer = await page.request.get('/api/giveaways/winter-harvest-cup');
  return ((await answer.json()) as { categories: Category[] }).categories.find((c) => c.title === title)!;
}

test('a grower enters a diary, votes (offline, sent once) and withdraws the entry', async ({ page, context }) => {
  const name = uniqueName('entrant');
  await signUpThroughUi(page, name, 'giveaway-entrant-pw');
  const diary = `${name} auto`;
  await createDiary(page, diary);
  // The diary reached the server: its address holds its real id.
  await expect(page).toHaveURL(/\/diaries\/\d+$/);

  await page.goto('/giveaways');
  await page.getByRole('link', { name: 'Winter Harvest Cup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Harvest Cup' })).toBeVisible();
  await expect(page.getByTestId('giveaway-state')).toHaveText(/^Open until /);
  const autos = page.getByTestId('giveaway-category').filter({ has: page.getByRole('heading', { name: 'Best autoflower' }) });
  await expect(autos.getByText('Prize: A 120×120 grow tent and 10 autoflower seeds')).toBeVisible();

  // Join with the diary just made.
  await autos.getByRole('button', { name: 'Enter a diary' }).click();
  await autos.getByRole('button', { name: `Enter this diary: ${diary}` }).click();
  await expect(autos.getByText(`Your entry: ${diary}`)).toBeVisible();
  await expect.poll(async () => (await categoryOf(page, 'Best autoflower')).entries.filter((e) => e.item_diary.name === diary)).toHaveLength(1);
  await page.reload();
  await expect(autos.getByText(`Your entry: ${diary}`)).toBeVisible();
  await expect(autos.getByTestId('giveaway-entry').filter({ hasText: diary }).getByRole('button', { name: /^Vote/ })).toHaveCount(0);

  // Vote in another category while offline: counted at once, waiting, sent once when the network returns.
  const photos = page.getByTestId('giveaway-category').filter({ has: page.getByRole('heading', { name: 'Best photoperiod' }) });
  const before = await categoryOf(page, 'Best photoperiod');
  const chosen = before.entries[before.entries.length - 1]!;
  const choice = photos.getByTestId('giveaway-entry').filter({ hasText: chosen.item_diary.name });
  await context.setOffline(true);
  await choice.getByRole('button', { name: `Vote: ${chosen.item_diary.name}` }).click();
  await expect(choice.getByText('Your vote')).toBeVisible();
  await expect(photos.getByText('Saved on this device, waiting to be sent.')).toBeVisible();
  await expect(photos.getByRole('button', { name: /^Vote: / })).toHaveCount(0);
  await context.setOffline(false);
  await expect(photos.getByText('Saved on this device, waiting to be sent.')).toBeHidden();
  await expect.poll(async () => (await categoryOf(page, 'Best photoperiod')).entries.find((e) => e.id === chosen.id)!.cnt_votes).toBeGreaterThan(chosen.cnt_votes);
  await page.reload();
  await expect(choice.getByText('Your vote')).toBeVisible();
  await expect(photos.getByRole('button', { name: /^Vote: / })).toHaveCount(0);

  // Withdraw the entry: it leaves the category, and the grower may enter again.
  await autos.getByRole('button', { name: 'Withdraw my entry' }).click();
  await autos.getByRole('button', { name: 'Withdraw it' }).click();
  await expect(autos.getByText(`Your entry: ${diary}`)).toBeHidden();
  await expect(autos.getByRole('button', { name: 'Enter a diary' })).toBeVisible();
  await expect.poll(async () => (await categoryOf(page, 'Best autoflower')).entries.filter((e) => e.item_diary.name === diary)).toHaveLength(0);
  await page.reload();
  await expect(autos.getByTestId('giveaway-entry').filter({ hasText: diary })).toHaveCount(0);
  await page.goto('/pending');
  await expect(page.getByText('Giveaway vote')).toHaveCount(0);
});

test('a visited giveaway opens offline; the archive names the winners', async ({ page, context }) => {
  await page.goto('/giveaways/archive');
  const card = page.getByTestId('giveaway-card').filter({ hasText: 'Summer Outdoor Contest' });
  await expect(card.getByText(/^Biggest outdoor plant: .+ by .+$/)).toBeVisible();
  await expect(card.getByText(/^Best balcony grow: .+ by .+$/)).toBeVisible();
  await card.getByRole('link', { name: 'Summer Outdoor Contest' }).click();
  await expect(page.getByTestId('giveaway-state')).toHaveText(/^Ended /);
  await expect(page.getByTestId('giveaway-entry').filter({ hasText: 'Winner' })).toHaveCount(2);

  await page.goto('/giveaways/winter-harvest-cup');
  await expect(page.getByTestId('giveaway-category')).toHaveCount(3);
  // The demo's nine entries, and any another test of this run added meanwhile.
  await expect.poll(() => page.getByTestId('giveaway-entry').count()).toBeGreaterThanOrEqual(9);
  const entries = await page.getByTestId('giveaway-entry').count();
  // The app shell comes from the service worker offline; the giveaway from the device's database, as it was seen.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Harvest Cup' })).toBeVisible();
  await expect(page.getByTestId('giveaway-category')).toHaveCount(3);
  await expect(page.getByTestId('giveaway-entry')).toHaveCount(entries);
  await page.goto('/giveaways/no-such-cup');
  await expect(page.getByText('You are offline and this giveaway was not opened on this device before.')).toBeVisible();
  await context.setOffline(false);
});

test('the HTML of a giveaway holds its title, description and Event structured data', async ({ request }) => {
  const html = await (await request.get('/giveaways/winter-harvest-cup')).text();
  expect(html).toContain('<title>Winter Harvest Cup — GrowDiaries</title>');
  expect(html).toMatch(/<meta name="description" content="Show your best grow of the season/);
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Event', name: 'Winter Harvest Cup', eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' });
  expect(data.startDate).toMatch(/\+02:00$/);
  expect(data.endDate).toMatch(/\+02:00$/);
  expect((await request.get('/giveaways/no-such-cup')).status()).toBe(404);
});
