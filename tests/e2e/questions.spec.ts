// Grow questions between two growers, desktop and phone: grower B, offline, asks a question about a week of their
// diary with two photos, then reconnects; A answers it; B marks the answer helpful; the question shows under its
// week; a guest reads it, and it opens offline once visited.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { photo } from './diary-steps';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long password';

/** B's diary with one week, written through the API with B's own session. */
async function diaryOf(request: APIRequestContext, name: string) {
  const session = await request.post('/api/session', { data: { login: name, password: PASSWORD } });
  expect(session.status()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  let key = 0;
  const write = async (path: string, data: object) => {
    const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}`, 'x-rniq': `e2e-q-${name}:${++key}` } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const diary = await write('/api/diaries', { name: `Questions ${name}` });
  const week = await write(`/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: 'Leaves look off' });
  return { diaryId: diary.id, weekId: week.id, weekPath: `/diaries/${diary.id}/week/${week.id}` };
}

const apiQuestion = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/problems/${id}`)).json()) as { solution_id: number | null; items_problem_photo: unknown[]; items_solution: { id: number; text: string }[] };

test('a question asked offline with photos is answered, marked helpful, shown under its week and read offline by a guest', async ({ browser, page, context, request }) => {
  const b = uniqueName('asker');
  await signUpThroughUi(page, b, PASSWORD);
  const { weekId, weekPath } = await diaryOf(request, b);
  await waitForServiceWorker(page);
  // B opens the week online, so the diary and week are on the device.
  await page.goto(weekPath);
  await expect(page.getByTestId('week-detail')).toBeVisible();

  // Offline: B asks about this week, with symptoms, tags and two photos.
  await context.setOffline(true);
  await page.getByTestId('week-questions').getByRole('link', { name: 'Ask about this week' }).click();
  await page.getByLabel('Title').fill('Pale new leaves in week one?');
  await page.getByLabel('Details').fill('New leaves came out pale since Monday. Soil, tap water.');
  await page.getByRole('button', { name: 'Pale', exact: true }).click();
  await page.getByRole('button', { name: 'Upper leaves', exact: true }).click();
  await page.getByLabel('Tags').fill('pale leaves, seedling');
  await expect(page.getByLabel('Week', { exact: true })).toHaveValue(String(weekId));
  await page.getByTestId('question-photos').setInputFiles([await photo(1), await photo(2)]);
  await expect(page.getByText('2 photos will be uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Post question' }).click();

  // Shown at once under a temporary id, waiting; its photos wait in the queue; /pending lists the question.
  await expect(page).toHaveURL(/\/grow-questions\/-\d+$/);
  await expect(page.getByRole('heading', { name: 'Pale new leaves in week one?' })).toBeVisible();
  await expect(page.getByText('Waiting to send').first()).toBeVisible();
  await expect(page.getByTestId('queued-media')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Symptoms' })).toContainText('Pale');
  await page.goto('/pending');
  await expect(page.getByText('New grow question')).toBeVisible();
  await expect(page.getByText('Pale new leaves in week one?').first()).toBeVisible();
  await page.goBack();

  // Back online: the question gets its server id, then its two photos.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/grow-questions\/\d+$/, { timeout: 30_000 });
  const questionPath = new URL(page.url()).pathname;
  const questionId = Number(questionPath.split('/').pop());
  await expect.poll(async () => (await apiQuestion(request, questionId)).items_problem_photo.length, { timeout: 30_000 }).toBe(2);
  await expect(page.getByRole('list', { name: 'Photos' }).locator('img')).toHaveCount(2);
  await expect(page.getByTestId('queued-media')).toHaveCount(0);
  await expect(page.getByTestId('question-week-link')).toHaveAttribute('href', weekPath);

  // A answers it.
  const aContext = await browser.newContext();
  const aPage = await aContext.newPage();
  const a = uniqueName('helper');
  await signUpThroughUi(aPage, a, PASSWORD);
  await aPage.goto(questionPath);
  await aPage.getByLabel('Your answer').fill('Pale new growth in soil is often a pH problem: check the runoff.');
  await aPage.getByRole('button', { name: 'Post answer' }).click();
  await expect(aPage.getByTestId('solution')).toContainText('check the runoff');
  await expect.poll(async () => (await apiQuestion(request, questionId)).items_solution.length).toBe(1);
  await aContext.close();

  // B marks A's answer as the one that helped.
  await page.reload();
  const answer = page.getByTestId('solution').filter({ hasText: 'check the runoff' });
  await answer.getByRole('button', { name: 'This helped' }).click();
  await expect(answer).toHaveAttribute('data-helpful', 'true');
  const solutionId = (await apiQuestion(request, questionId)).items_solution[0]!.id;
  await expect.poll(async () => (await apiQuestion(request, questionId)).solution_id).toBe(solutionId);

  // The question shows under its week.
  await page.goto(weekPath);
  await expect(page.getByTestId('week-questions').getByRole('link', { name: 'Pale new leaves in week one?' })).toBeVisible();

  // A guest reads it, then opens it again offline.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(questionPath);
  await expect(guest.getByRole('heading', { name: 'Pale new leaves in week one?' })).toBeVisible();
  await expect(guest.getByTestId('solution')).toHaveAttribute('data-helpful', 'true');
  await expect(guest.getByTestId('solution')).toContainText('Helped the asker');
  await expect(guest.getByText('Sign in to answer.')).toBeVisible();
  await guest.screenshot({ path: `test-results/question-${test.info().project.name}.png`, fullPage: true });
  await waitForServiceWorker(guest);
  await guestContext.setOffline(true);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Pale new leaves in week one?' })).toBeVisible();
  await expect(guest.getByTestId('solution')).toContainText('check the runoff');
  await guestContext.close();
});
