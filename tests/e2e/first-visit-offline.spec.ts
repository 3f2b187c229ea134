// A first visit, before the app is installed: no service worker holds the app's code yet and the sync engine's code
// was never loaded by this page. A comment written offline there waits, and is sent once the connection returns,
// although the engine could not be loaded while offline (the browser fetches a failed dynamic import again), and the
// code the page loads later waits for the connection instead of showing the error page.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signInThroughUi, uniqueName } from './support';

const PASSWORD = 'a long password';

test('a comment written offline before the app is installed is sent when the connection returns', async ({ browser, request, baseURL }) => {
  const name = uniqueName('firstvisit');
  const signup = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const write = async (path: string, data: object, key: string) => {
    const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}`, 'x-rniq': `e2e-${name}-${key}` } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const diary = await write('/api/diaries', { name: `First visit ${name}` }, 'diary');
  const week = await write(`/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: 'Week one' }, 'week');

  // No service worker, and nothing of the app in the browser's cache: the page holds only what it loaded itself.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInThroughUi(page, name, PASSWORD);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`/diaries/${diary.id}/week/${week.id}`);
  const thread = page.getByTestId(`comments-week-${week.id}`);
  await expect(thread.getByLabel('Write a comment…')).toBeVisible();
  const engineLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/sync-engine-[^/]*\.js$/.test(entry.name)));
  expect(await engineLoaded()).toBe(false);

  await context.setOffline(true);
  await thread.getByLabel('Write a comment…').fill('Written before the app was installed');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('comment-waiting')).toHaveText('Waiting for the connection');

  // The signal went as soon as the page showed: code it loads later (the header's lazy parts, what starts once idle)
  // waits for the connection instead of breaking the page.
  await expect(page.getByRole('heading', { name: /something broke/ })).toHaveCount(0);
  await context.setOffline(false);
  await expect(thread.getByTestId('comment-waiting')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/idle-start-')));
  const stored = (await (await request.get(`/api/comments/week/${week.id}`)).json()) as { items: { text: string }[] };
  expect(stored.items.map((item) => item.text)).toEqual(['Written before the app was installed']);
  await context.close();
});
