// Replay of queued work by the app's sync engine (500 week changes, 100 photos of 1 MB) against plain sequential fetches.
import { expect, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { emptyWeekFields, weekBody } from '../../src/domain/week/week-form';
import { putRows, queuedCount, signUp } from './support';

const WEEK_CHANGES = 500;
const PHOTOS = 100;
/** One change per week, as the queue holds them: unsent edits of one week are merged into one change. */
const WEEKS = WEEK_CHANGES;

/** Times in ms: the whole replay and its week-change part, by the engine and by plain fetches. */
export interface ReplayFigures { replayMs: number; replayChangesMs: number; plainMs: number; plainChangesMs: number; ratio: number; photoBytes: number }

/** A JPEG of about 1 MB: noise keeps the encoder from compressing it away. */
async function megabytePhoto(): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = 1520;
  const height = 1090;
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#507030', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg({ quality: 88 }).toBuffer();
  return { bytes, width, height };
}

async function api<T>(serverUrl: string, token: string, method: string, path: string, body: unknown, key: string): Promise<T> {
  const answer = await fetch(serverUrl + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Rniq': key },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<T>;
}

/** The i-th week change: a new comment and height on one of the diary's weeks. */
function change(i: number, diaryId: number, weekIds: number[]) {
  return {
    path: `/api/diaries/${diaryId}/weeks/${weekIds[i % weekIds.length]}`,
    body: weekBody({ ...emptyWeekFields(0), text: `Change ${i}: watered, checked the runoff.`, props: { height: 10 + (i % 90) } }),
  };
}

export async function replayBench(browser: Browser, serverUrl: string): Promise<ReplayFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: serverUrl });
  const page = await context.newPage();
  try {
    const token = await signUp(page, 'benchreplay');
    const run = Date.now().toString(36);
    const diary = await api<{ id: number }>(serverUrl, token, 'POST', '/api/diaries', { name: 'Replay bench' }, `${run}-diary`);
    const weekIds: number[] = [];
    for (let w = 0; w < WEEKS; w++) {
      const week = await api<{ id: number }>(serverUrl, token, 'POST', `/api/diaries/${diary.id}/weeks`, weekBody(emptyWeekFields(0)), `${run}-week-${w}`);
      weekIds.push(week.id);
    }
    const photo = await megabytePhoto();
    const changes = Array.from({ length: WEEK_CHANGES }, (_, i) => change(i, diary.id, weekIds));
    const photoTargets = Array.from({ length: PHOTOS }, (_, j) => weekIds[j % weekIds.length]!);
    const photoBase64 = photo.bytes.toString('base64');

    // 1. The same requests as plain sequential fetches from the page: no queue, no IndexedDB.
    const [plainChangesMs, plainMs] = await page.evaluate(async ({ changes, photoTargets, photoBase64, token, diaryId, run }) => {
      const file = new Blob([Uint8Array.from(atob(photoBase64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
      const started = performance.now();
      for (const [i, c] of changes.entries()) {
        const answer = await fetch(c.path, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Rniq': `${run}-plain-${i}` }, body: JSON.stringify(c.body) });
        if (!answer.ok) throw new Error(`PUT ${c.path}: ${answer.status}`);
      }
      const changesDone = performance.now();
      for (const [j, weekId] of photoTargets.entries()) {
        const form = new FormData();
        form.append('diary_id', String(diaryId));
        form.append('week_id', String(weekId));
        form.append('file', file, `plain-${j}.jpg`);
        const answer = await fetch('/api/uploads/weeks/media', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'X-Rniq': `${run}-plain-photo-${j}` }, body: form });
        if (!answer.ok) throw new Error(`photo ${j}: ${answer.status}`);
      }
      return [changesDone - started, performance.now() - started];
    }, { changes, photoTargets, photoBase64, token, diaryId: diary.id, run });

    // 2. The same work queued on the device as the app queues it, then replayed by the app from a reload.
    const now = Date.now();
    await putRows(page, {
      outbox: changes.map((c, i) => ({ key: `${run}-queued-${i}`, method: 'PUT', path: c.path, body: c.body, status: 'pending', created_at: now, label: `Change ${i}`, attempts: 0 })),
    });
    await page.evaluate(({ photoTargets, photoBase64, diaryId, run, width, height }) => new Promise<void>((resolve, reject) => {
      const bytes = Uint8Array.from(atob(photoBase64), (c) => c.charCodeAt(0));
      const open = indexedDB.open('growdiaries');
      open.onsuccess = () => {
        const tx = open.result.transaction(['uploads', 'uploadFiles'], 'readwrite');
        for (const [j, weekId] of photoTargets.entries()) {
          const file = new Blob([bytes], { type: 'image/jpeg' });
          const added = tx.objectStore('uploads').add({
            key: `${run}-queued-photo-${j}`, kind: 'photo', diary_id: diaryId, week_id: weekId, as_cover: false, name: `queued-${j}.jpg`,
            mime: 'image/jpeg', width, height, bytes: file.size, sent_bytes: 0, status: 'pending', created_at: Date.now(),
          });
          // The file goes under the row's id, in its own store, as the app keeps it.
          added.onsuccess = () => tx.objectStore('uploadFiles').put({ id: added.result, file });
        }
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    }), { photoTargets, photoBase64, diaryId: diary.id, run, width: photo.width, height: photo.height });

    const started = Date.now();
    await page.reload();
    let replayChangesMs = 0;
    // Done when the device's queue is empty; the week changes' part, when its outbox is. A refusal ends the run at once.
    await expect.poll(async () => {
      const { changes: changesLeft, uploads, refused } = await queuedCount(page);
      if (refused > 0) throw new Error(`the server refused ${refused} queued changes`);
      if (changesLeft === 0 && !replayChangesMs) replayChangesMs = Date.now() - started;
      return changesLeft + uploads;
    }, { message: 'the queue is empty within 15 minutes', timeout: 15 * 60_000, intervals: [100] }).toBe(0);
    const replayMs = Date.now() - started;
    return { replayMs, replayChangesMs, plainMs, plainChangesMs, ratio: replayMs / plainMs, photoBytes: photo.bytes.length };
  } finally {
    await context.close();
  }
}
