// Taking one's data along in Chromium: the demo grower downloads their data from settings and the zip holds their
// account, each diary with its weeks and the photos' files; offline the button waits for the network and says so.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInThroughUi } from './support';

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
