// Community pages rendered on the server: without JavaScript a grow question shows its text and answers, the list its
// questions, and a grower's page their name and diaries; with JavaScript a question hydrates without a warning (in a
// time zone far from the server's too), without asking for it again and without moving, keeps it on the device as a
// fetch would, and then works as the app (the asker's link opens their profile).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift, pageProblems, requestsFor } from './support';

// A zone 14 hours from the server's (UTC): dates are written in UTC until hydrated, so the first client render matches.
test.use({ timezoneId: 'Pacific/Kiritimati' });

interface ApiQuestion { id: number; title: string; text: string; cnt_solutions: number; item_user: { name: string }; items_solution: { text: string }[] }

/** A demo question with answers, as a guest reads it. */
async function answeredQuestion(page: Page): Promise<ApiQuestion> {
  const list = (await (await page.request.get('/api/problems?sort=solved&limit=1')).json()) as { items: { id: number }[] };
  return (await (await page.request.get(`/api/problems/${list.items[0]!.id}`)).json()) as ApiQuestion;
}

/** Whether this device stored the question (its details), as the question's refresh would have. */
const storedWithDetails = (page: Page, id: number) => page.evaluate((key) => new Promise<boolean>((resolve) => {
  const open = indexedDB.open('growdiaries');
  open.onsuccess = () => {
    const read = open.result.transaction('questions').objectStore('questions').get(key);
    read.onsuccess = () => resolve((read.result as { has_details?: boolean } | undefined)?.has_details === true);
  };
}), id);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a grow question shows its text and answers, the list its questions, a grower their name and diaries', async ({ page }) => {
    const question = await answeredQuestion(page);
    await page.goto(`/grow-questions/${question.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.title);
    await expect(page.getByText(question.text.slice(0, 40))).toBeVisible();
    for (const answer of question.items_solution) await expect(page.getByText(answer.text)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `(${question.items_solution.length})` })).toBeVisible();

    const newest = (await (await page.request.get('/api/problems?sort=newest&limit=20')).json()) as { items: { title: string }[] };
    await page.goto('/grow-questions');
    await expect(page.getByTestId('question-card')).toHaveCount(newest.items.length);
    await expect(page.getByTestId('question-card').first()).toContainText(newest.items[0]!.title);

    const growers = (await (await page.request.get('/api/users?sort=diaries&limit=1')).json()) as { items: { id: number; name: string }[] };
    const grower = growers.items[0]!;
    const diaries = (await (await page.request.get(`/api/users/${grower.id}/updates?start=0&limit=20`)).json()) as { items: { name: string }[] };
    await page.goto('/growers');
    await expect(page.getByText(grower.name, { exact: true }).first()).toBeVisible();
    await page.goto(`/grower/${grower.id}/diaries`);
    await expect(page.getByTestId('profile-name')).toHaveText(grower.name);
    await expect(page.getByText(diaries.items[0]!.name, { exact: true }).first()).toBeVisible();
  });
});

test('a question rendered on the server hydrates without a warning, a second request for it or a shift, then works as the app', async ({ page }) => {
  const question = await answeredQuestion(page);
  const problems = pageProblems(page);
  const asked = requestsFor(page, `/api/problems/${question.id}`);
  await page.goto(`/grow-questions/${question.id}`);
  // Hydrated (React has taken the server's heading over), and the answer stored where the question's refresh puts it.
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await expect.poll(() => storedWithDetails(page, question.id)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.title);
  await expect(page.getByText(question.items_solution[0]!.text)).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  expect(asked).toEqual([]);
  // The asker's link opens their profile in place, as the app (no new document).
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('link', { name: question.item_user.name }).first().click();
  await expect(page).toHaveURL(/\/grower\/\d+$/);
  await expect(page.getByTestId('profile-name')).toHaveText(question.item_user.name);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  expect(problems).toEqual([]);
});
