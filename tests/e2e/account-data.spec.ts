// Taking one's data along in Chromium: the demo grower downloads their data from settings and the zip holds their
// account, each diary with its weeks and the photos' files; another grower imports such a zip and gets the diary back
// with its photos; offline both wait for the network and say so.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expectImagesLoaded, signInThroughUi, signUpThroughUi, uniqueName } from './support';

test('a grower downloads a zip of their account, diaries and photos; offline the download waits for the network', async ({ page, context }) => {
  await signInThroughUi(page, 'demo', 'growdiaries-demo');
  const id = await page.getByTestId('signed-in-user').getAttribute('href').then((href) => Number(href?.split('/').pop()));
  await page.goto(`/grower/${id}/settings/data`);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^growdiaries-demo-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByTestId('export-saved')).toContainText(download.suggestedFilename());
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const account = JSON.parse(strFromU8(files['account.json']!)) as { account: { id: number; name: string } };
  expect(account.account).toMatchObject({ id, name: 'demo' });
  const diaries = Object.keys(files).filter((name) => /^diaries\/\d+\/diary\.json$/.test(name));
  expect(diaries.length).toBeGreaterThan(0);
  const photos = Object.keys(files).filter((name) => /^diaries\/\d+\/photos\/\d+-\d+\.jpg$/.test(name));
  expect(photos.length).toBeGreaterThan(0);
  // A photo is a JPEG file, not an error page.
  expect([...files[photos[0]!]!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await context.setOffline(true);
  await expect(page.getByTestId('online-only')).toBeVisible();
  await expect(page.getByTestId('export-download')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('export-download')).toBeEnabled();
});

test('another grower imports the export: the diary comes back with its photos; a file that is no export is refused and kept', async ({ page, context, request }) => {
  // The demo grower's export, cut to its first diary and three photo files so that the import takes seconds.
  const session = await request.post('/api/session', { data: { login: 'demo', password: 'growdiaries-demo' } });
  const { token, user } = (await session.json()) as { token: string; user: { id: number } };
  const exported = await request.get(`/api/users/${user.id}/export`, { headers: { authorization: `Bearer ${token}` } });
  const files = unzipSync(new Uint8Array(await exported.body()));
  const folder = Object.keys(files).filter((name) => name.endsWith('/diary.json')).sort()[0]!.replace('diary.json', '');
  const photos = Object.keys(files).filter((name) => name.startsWith(`${folder}photos/`)).slice(0, 3);
  const zip = zipSync(Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('diaries/') || name === `${folder}diary.json` || photos.includes(name))));
  const diaryName = (JSON.parse(strFromU8(files[`${folder}diary.json`]!)) as { name: string }).name;

  const name = uniqueName('mover');
  await signUpThroughUi(page, name, 'moving-house-2026');
  const id = await page.getByTestId('signed-in-user').getAttribute('href').then((href) => Number(href?.split('/').pop()));
  await page.goto(`/grower/${id}/settings/data`);
  const form = page.getByTestId('import-form');
  await expect(form.getByRole('heading', { name: 'Bring diaries in' })).toBeVisible();
  const start = form.getByRole('button', { name: 'Import diaries' });
  await expect(start).toBeDisabled();

  // Not an export: refused with the server's reason, and the chosen file stays chosen.
  await form.getByLabel('Zip file').setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })) });
  await start.click();
  await expect(form.getByRole('alert')).toContainText('account.json is missing');
  await expect(form.getByLabel('Zip file')).toHaveValue(/notes\.zip$/);

  // Offline the import waits for the network.
  await form.getByLabel('Zip file').setInputFiles({ name: 'growdiaries-demo.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await context.setOffline(true);
  await expect(start).toBeDisabled();
  await context.setOffline(false);
  await start.click();
  const job = form.getByTestId('import-job');
  await expect(job).toContainText('Imported 1 diary with 3 photos.', { timeout: 60_000 });
  await expect(form.getByLabel('Zip file')).toHaveValue('');
  await job.getByRole('link', { name: diaryName }).click();
  await expect(page.getByRole('heading', { name: diaryName })).toBeVisible();
  await expect(page.getByTestId('diary-grower')).toContainText(name);
  await expectImagesLoaded(page, 'main img[src*="/uploads/photos/"]');
});
