// Steps of a grower logging a diary through the UI: a diary, a week with its files, and the files themselves.
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export interface FilePayload { name: string; mimeType: string; buffer: Buffer }

/** A camera-sized JPEG of one colour, distinct per index. */
export async function photo(index: number): Promise<FilePayload> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * index, g: 140, b: 255 - 40 * index } } }).jpeg({ quality: 80 }).toBuffer();
  return { name: `plant-${index}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** An MP4-shaped file of `bytes` (an ftyp box, then media data), enough for the content checks. */
export function video(bytes: number): FilePayload {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'latin1');
  buffer.writeUInt32BE(0x200, 12);
  buffer.write('isommp42', 16, 'latin1');
  buffer.writeUInt32BE(bytes - 24, 24);
  buffer.write('mdat', 28, 'latin1');
  for (let i = 32; i < bytes; i += 4096) buffer[i] = i % 251;
  return { name: 'canopy.mp4', mimeType: 'video/mp4', buffer };
}

export async function createDiary(page: Page, name: string): Promise<void> {
  // The header's button on a desktop, the tab bar's on a phone.
  await page.getByRole('link', { name: 'New diary' }).filter({ visible: true }).click();
  await page.getByLabel('Diary name').fill(name);
  await page.getByRole('button', { name: 'Indoor' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('diary-title')).toHaveText(name);
}

/** Adds a week through the editor: phase, what `fill` types, and the files, all saved on the device. */
export async function addWeek(page: Page, phase: string | null, fill: () => Promise<void>, files: FilePayload[] = []): Promise<void> {
  await page.getByTestId('owner-actions').getByRole('link', { name: phase ? 'Add a week' : 'Add the harvest' }).click();
  const editor = page.getByTestId('week-editor');
  await expect(editor).toBeVisible();
  if (phase) await editor.getByRole('button', { name: phase, exact: true }).click();
  await fill();
  if (files.length > 0) {
    await editor.getByRole('button', { name: 'Save and add photos' }).click();
    await expect(page).toHaveURL(/\/edit\/(week|smoke)\/-\d+$/);
    await editor.locator('input[type=file][multiple]').setInputFiles(files);
    await expect(editor.getByTestId('queued-media')).toHaveCount(files.length);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('week-detail')).toBeVisible();
}
