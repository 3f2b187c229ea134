// The media upload queue: photos and videos kept as Blobs on the device, sent oldest first with progress,
// each once its diary and week exist on the server (DESIGN "Write through the outbox").
import { db, type QueuedUpload } from '@/db/database';
import type { ApiError } from '@/domain/api/api';
import type { Photo } from '@/domain/photo/photo';
import { refreshDiary } from '@/features/diaries/diary-page-store';
import { refreshShort, storeShort } from '@/features/shorts/shorts-store';
import type { Short } from '@/domain/short/short';
import { isTempId } from '../outbox/temp-ids';
import { beginTransfer, endTransfer, removeUploads } from './upload-discard';
import { throttleProgress } from './upload-progress';
import { apiUrl, uploadHeaders, type TransferResult } from './upload-request';
import { sendTus, type TusRequest } from './upload-tus';
import { sendMultipart, type MultipartRequest } from '../transport/upload-xhr';

/** How a pass ended: everything sendable sent, or stopped by the network, the server or a missing sign-in. */
export type UploadOutcome = 'done' | 'offline' | 'unavailable' | 'signed-out';
type Stop = Exclude<UploadOutcome, 'done'>;

/** The two ways media leaves the device; tests put stand-ins here. */
export interface UploadTransports {
  sendPhoto: (request: MultipartRequest) => Promise<TransferResult>;
  sendVideo: (request: TusRequest) => Promise<TransferResult>;
}

const DEFAULT_TRANSPORTS: UploadTransports = { sendPhoto: sendMultipart, sendVideo: (request) => sendTus(request) };
let transports = DEFAULT_TRANSPORTS;

/** Replaces transports (tests); null restores XMLHttpRequest for photos and tus for videos. */
export function setUploadTransports(next: Partial<UploadTransports> | null): void {
  transports = next ? { ...transports, ...next } : DEFAULT_TRANSPORTS;
}

// 409: a tus offset that moved on (the next attempt asks the server again) or a concurrent write; 423: tus lock.
const RETRYABLE = new Set([408, 409, 423, 425, 429]);

/** Where a failed transfer goes: wait for the network, the server or a sign-in, or refused for good (413, 415, 403...). */
export function classifyFailure(status: number): Stop | 'refused' {
  if (status === 0) return 'offline';
  if (status === 401) return 'signed-out';
  if (status >= 500 || RETRYABLE.has(status)) return 'unavailable';
  return 'refused';
}

function serverMessage(result: { status: number; body: unknown }): string {
  const body = result.body as Partial<ApiError> | null;
  return typeof body?.message === 'string' ? body.message : `The server refused this file (HTTP ${result.status}).`;
}

const waitsForServerIds = (row: QueuedUpload) =>
  isTempId(row.diary_id) || (row.week_id !== null && isTempId(row.week_id)) || (row.problem_id !== undefined && isTempId(row.problem_id))
  || (row.short_id !== undefined && isTempId(row.short_id));

/** Moves rows made under temporary ids onto the real ids the server gave (refused rows too, so screens follow). */
async function remapTempIds(): Promise<void> {
  const waiting = db.uploads.filter(waitsForServerIds);
  if ((await waiting.count()) === 0) return;
  const realIds = new Map((await db.idMap.toArray()).map((m) => [m.temp, m.real]));
  await waiting.modify((row) => {
    row.diary_id = realIds.get(row.diary_id) ?? row.diary_id;
    if (row.week_id !== null) row.week_id = realIds.get(row.week_id) ?? row.week_id;
    if (row.problem_id !== undefined) row.problem_id = realIds.get(row.problem_id) ?? row.problem_id;
    if (row.short_id !== undefined) row.short_id = realIds.get(row.short_id) ?? row.short_id;
  });
}

type Progress = (sent: number) => void;

/** The upload call of a photo and its form fields: a grow question's, a diary cover or a week photo. */
function photoCall(row: QueuedUpload): { path: string; fields: [string, string][] } {
  if (row.problem_id !== undefined) return { path: '/api/uploads/problems/media', fields: [['problem_id', String(row.problem_id)]] };
  if (row.short_id !== undefined) return { path: '/api/uploads/shorts/posters', fields: [['short_id', String(row.short_id)]] };
  const fields: [string, string][] = [['diary_id', String(row.diary_id)]];
  if (row.as_cover) return { path: '/api/uploads/diaries/covers', fields };
  return { path: '/api/uploads/weeks/media', fields: [...fields, ['week_id', String(row.week_id)]] };
}

async function sendPhoto(row: QueuedUpload, file: Blob, onProgress: Progress, signal: AbortSignal): Promise<TransferResult> {
  const { path, fields } = photoCall(row);
  return transports.sendPhoto({ url: apiUrl(path), headers: await uploadHeaders(row.key), fields, file, fileName: row.name, signal, onProgress });
}

async function sendVideo(row: QueuedUpload, file: Blob, onProgress: Progress, signal: AbortSignal): Promise<TransferResult> {
  return transports.sendVideo({
    endpoint: apiUrl('/api/uploads/videos'),
    file,
    headers: await uploadHeaders(row.key),
    metadata: {
      ...(row.short_id !== undefined ? { short_id: String(row.short_id) } : { diary_id: String(row.diary_id), week_id: String(row.week_id) }),
      key: row.key, filetype: row.mime, filename: row.name,
    },
    fingerprint: row.key,
    uploadUrl: row.upload_url,
    signal,
    onUploadUrl: (url) => void db.uploads.update(row.id!, { upload_url: url }),
    onProgress,
  });
}

/** The server has the file: drop it from the queue and show it where it belongs. */
async function recordSuccess(row: QueuedUpload, body: unknown): Promise<void> {
  if (row.short_id !== undefined) {
    await removeUploads([row.id!]);
    // A poster answers the short; a finished clip publishes it (a failed refresh only delays showing that).
    if (row.kind === 'photo') await storeShort(body as Short);
    else await refreshShort(row.short_id).catch(() => undefined);
    return;
  }
  if (row.kind === 'video') {
    await removeUploads([row.id!]);
    // The video's entry comes with the diary; a failed refresh only delays it.
    await refreshDiary(row.diary_id).catch(() => undefined);
    return;
  }
  const photo = body as Photo;
  await db.transaction('rw', db.uploads, db.uploadFiles, db.weeks, db.diaries, db.questions, async () => {
    await removeUploads([row.id!]);
    if (row.problem_id !== undefined) {
      const question = await db.questions.get(row.problem_id);
      if (question && !question.items_problem_photo.some((p) => p.id === photo.id)) {
        await db.questions.update(row.problem_id, { items_problem_photo: [...question.items_problem_photo, photo], photos_added_at: Date.now() });
      }
    } else if (row.as_cover) {
      await db.diaries.update(row.diary_id, { cover: photo });
    } else if (row.week_id !== null) {
      const week = await db.weeks.get(row.week_id);
      if (week && !week.items_photo.some((p) => p.id === photo.id)) await db.weeks.update(row.week_id, { items_photo: [...week.items_photo, photo] });
    }
  });
}

/** Sends one row; null when the queue goes on (sent, refused or discarded), else why the pass stops. */
async function sendOne(row: QueuedUpload): Promise<Stop | null> {
  const id = row.id!;
  const stored = await db.uploadFiles.get(id);
  if (!stored) {
    // A row without its file (storage cleared under it) can never be sent.
    await removeUploads([id]);
    return null;
  }
  // 'uploading' and the bytes sent are written only once the transfer takes a while (see throttleProgress).
  const progress = throttleProgress((sent) => void db.uploads.update(id, { status: 'uploading', error: undefined, sent_bytes: sent }));
  let sentBytes = 0;
  const report = (sent: number) => {
    sentBytes = sent;
    progress.report(sent);
  };
  const controller = beginTransfer(id);
  let result: TransferResult;
  try {
    result = row.kind === 'video' ? await sendVideo(row, stored.file, report, controller.signal) : await sendPhoto(row, stored.file, report, controller.signal);
  } finally {
    progress.cancel();
    endTransfer(controller);
  }
  if (result.ok) {
    await recordSuccess(row, result.body);
    return null;
  }
  if (controller.signal.aborted || !(await db.uploads.get(id))) return null;
  const way = classifyFailure(result.status);
  if (way === 'refused') {
    // The Blob stays: the grower sees what was refused and why, and discards it or tries again.
    await db.uploads.update(id, { status: 'refused', error: serverMessage(result) });
    return null;
  }
  // A photo starts over next time; a video goes on from the offset the tus server reports.
  await db.uploads.update(id, { status: 'pending', error: way === 'offline' ? undefined : serverMessage(result), sent_bytes: row.kind === 'photo' ? 0 : sentBytes });
  return way;
}

async function sendPass(): Promise<UploadOutcome> {
  // 1. An 'uploading' row left by a closed tab goes back in line: its key makes a resend answer the first result.
  await db.uploads.where('status').equals('uploading').modify({ status: 'pending' });
  // 2. Rows whose week reached the server move onto its real id.
  await remapTempIds();
  for (;;) {
    // 3. Oldest first (ids grow with time); rows whose week is still only on this device wait, pending.
    const next = await db.uploads.where('status').equals('pending').filter((row) => !waitsForServerIds(row)).first();
    if (!next) return 'done';
    // 4. Success, refusal and discard go on to the next row; network, server trouble and sign-in stop the pass.
    const stop = await sendOne(next);
    if (stop) return stop;
  }
}

let running: Promise<UploadOutcome> | null = null;
let again = false;

async function lockedPass(): Promise<UploadOutcome> {
  return typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request('growdiaries-uploads', sendPass) : sendPass();
}

/**
 * Sends the queued media, one pass at a time across tabs (the sync engine calls it after the outbox and retries it with backoff). A call during a pass gets that pass, which
 * then looks once more for rows queued meanwhile. Rejects only when IndexedDB fails.
 */
export function processUploads(): Promise<UploadOutcome> {
  if (running) {
    again = true;
    return running;
  }
  const pass = (async () => {
    let outcome: UploadOutcome;
    do {
      again = false;
      outcome = await lockedPass();
    } while (again && outcome === 'done');
    return outcome;
  })();
  running = pass.finally(() => {
    running = null;
  });
  return running;
}
