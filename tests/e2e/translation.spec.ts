// Translation in Chromium, desktop and phone, against a LibreTranslate-compatible server started by the test: on a
// site with TRANSLATE_URL, a reader of the English interface finds a "Translate" button under a German comment (none
// under an English one), opens the machine translation under the original and hides it again, and a second reader gets
// the kept translation without asking the provider again; on a site without a provider the button is not there.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { startServer, type RunningServer } from '../helpers/server-process';
import { startTranslationServer, type TranslationServer } from '../helpers/translation-server';
import { uniqueName } from './support';

const GERMAN = 'Die unteren Blätter sind gelb und ich habe nicht genug Licht in meinem Zelt.';
const ENGLISH = 'The buds are getting frosty and the smell is strong this week.';

let provider: TranslationServer;
let site: RunningServer;

test.beforeAll(async () => {
  provider = await startTranslationServer();
  site = await startServer({ TRANSLATE_URL: provider.url, DEMO_DATA: '0', SKIP_BUILD: '1', RATE_LIMIT_SCALE: '100', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist' });
});
test.afterAll(async () => {
  await site?.stop();
  await provider?.close();
});

/** A grower's diary with a German and an English comment, made through the API of the site at `base`. */
async function diaryWithComments(request: APIRequestContext, base: string): Promise<number> {
  const name = uniqueName('writer');
  const session = await (await request.post(`${base}/api/users`, { data: { name, email: `${name}@example.test`, password: 'translate-me-pw' } })).json() as { token: string };
  const headers = (key: string) => ({ authorization: `Bearer ${session.token}`, 'x-rniq': `${name}:${key}` });
  const diary = await (await request.post(`${base}/api/diaries`, { data: { name: 'Zelt im Keller' }, headers: headers('1') })).json() as { id: number };
  for (const [i, text] of [GERMAN, ENGLISH].entries()) {
    const res = await request.post(`${base}/api/comments/diary/${diary.id}`, { data: { text }, headers: headers(`c${i}`) });
    expect(res.status()).toBe(201);
  }
  return diary.id;
}

test('a reader translates a German comment through the translation server, and the next reader gets the kept copy', async ({ page, browser, request }) => {
  const diary = await diaryWithComments(request, site.url);
  await page.goto(`${site.url}/diaries/${diary}`);
  const german = page.getByTestId('comment').filter({ hasText: GERMAN });
  const english = page.getByTestId('comment').filter({ hasText: ENGLISH });
  await expect(german.getByRole('button', { name: 'Translate', exact: true })).toBeVisible();
  await expect(english.getByRole('button', { name: 'Translate', exact: true })).toHaveCount(0);

  const asked = provider.requests.length;
  await german.getByRole('button', { name: 'Translate', exact: true }).click();
  const translation = german.getByTestId('translation');
  await expect(translation).toContainText('Machine translation from German');
  await expect(translation).toContainText(`[en] ${GERMAN}`);
  // The original stays above the translation.
  await expect(german.getByTestId('comment-text')).toHaveText(GERMAN);
  expect(provider.requests.slice(asked)).toEqual([{ q: [GERMAN], target: 'en', source: 'auto' }]);
  await page.screenshot({ path: `.tmp/awards/e2e-translation-${test.info().project.name}.png`, fullPage: true });
  await translation.getByRole('button', { name: 'Hide translation' }).click();
  await expect(german.getByTestId('translation')).toHaveCount(0);
  await expect(german.getByRole('button', { name: 'Translate', exact: true })).toBeVisible();

  // Another reader: the kept translation, the provider not asked again.
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto(`${site.url}/diaries/${diary}`);
  const again = other.getByTestId('comment').filter({ hasText: GERMAN });
  await again.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(again.getByTestId('translation')).toContainText(`[en] ${GERMAN}`);
  expect(provider.requests.length).toBe(asked + 1);
  await second.close();
});

test('a site without a translation provider shows no Translate button', async ({ page, request }) => {
  const diary = await diaryWithComments(request, '');
  await page.goto(`/diaries/${diary}`);
  await expect(page.getByTestId('comment').filter({ hasText: GERMAN })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toHaveCount(0);
  expect((await (await request.get('/api/translate/config')).json()) as unknown).toEqual({ enabled: false });
});
