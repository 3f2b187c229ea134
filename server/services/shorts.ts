// Shorts (spec §2 /shorts, §7 /api/shorts, /api/videos/{id}): the feed and a grower's shorts, one short, its author's
// writes (each run inside its write's transaction by createWriter), its poster and the clip its tus upload brings.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Short, ShortInput, ShortPatch, ShortsPage } from '../../src/domain/short/short';
import type { Database, ShortRow, UserRole } from '../db/types';
import { conflict, forbidden, notFound } from '../http/errors';
import { photoUrls, uploadUrl } from '../media/image-sizes';
import type { StoredPhoto } from '../media/photo-store';
import { toUser } from './users';
import { placeVideoFile } from './videos';

type Db = Kysely<Database>;

/** Who acts: the signed-in user and their role (moderators and admins may edit and remove any short). */
export interface ShortActor { id: number; role: UserRole }

const moderates = (actor: ShortActor) => actor.role === 'admin' || actor.role === 'moderator';

function shortRows(db: Db) {
  return db.selectFrom('shorts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.title', 's.text', 's.poster_file', 's.file', 's.mime', 's.bytes', 's.add_date', 's.update_date',
      's.cnt_likes', 's.cnt_comments', 's.cnt_views', 's.user_id', 's.publish_date', 's.is_ban', 's.ban_reason', 'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar'])
    .where('s.is_remove', '=', 0);
}

type Row = Awaited<ReturnType<ReturnType<typeof shortRows>['execute']>>[number];

function toShort(row: Row): Short {
  return {
    id: row.id, title: row.title, text: row.text,
    poster: row.poster_file ? photoUrls(row.poster_file) : null,
    video: row.file && row.mime ? { url: uploadUrl(row.file), mime: row.mime, bytes: Number(row.bytes) } : null,
    item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
    add_date: row.add_date, update_date: row.update_date, cnt_likes: Number(row.cnt_likes), cnt_comments: Number(row.cnt_comments), cnt_views: Number(row.cnt_views),
  };
}

/** A page of published shorts moderators did not hide, newest first: all of them, or one grower's. */
export async function listShorts(db: Db, userId: number | undefined, start: number, limit: number): Promise<ShortsPage> {
  let rows = shortRows(db).where('s.publish_date', 'is not', null).where('s.is_ban', '=', 0);
  if (userId !== undefined) rows = rows.where('s.user_id', '=', userId);
  const [items, total] = await Promise.all([
    rows.orderBy('s.publish_date', 'desc').orderBy('s.id', 'desc').limit(limit).offset(start).execute(),
    rows.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toShort), start, limit, total: Number(total.n) };
}

/** A live short as `viewer` may see it: a draft (no video yet) or a short moderators hid only by its author and
 * moderators (a hidden one with the reason). */
export async function getShort(db: Db, id: number, viewer: ShortActor | null): Promise<Short | undefined> {
  const row = await shortRows(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const authorOrModerator = viewer !== null && (viewer.id === row.user_id || moderates(viewer));
  if ((row.publish_date === null || row.is_ban === 1) && !authorOrModerator) return undefined;
  return row.is_ban === 1 ? { ...toShort(row), ban_reason: row.ban_reason } : toShort(row);
}

async function loadShort(db: Db, id: number): Promise<ShortRow> {
  const row = await db.selectFrom('shorts').selectAll().where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
  if (!row) throw notFound('Short not found');
  return row;
}

/** The live short `actor` may edit (its author, or a moderator), else 404 or 403. */
async function loadEditable(db: Db, actor: ShortActor, id: number): Promise<ShortRow> {
  const row = await loadShort(db, id);
  if (row.user_id !== actor.id && !moderates(actor)) throw forbidden('Only the grower who posted a short may change it.');
  return row;
}

/** The author's own live short, else 404 or 403 (media come from the author only). */
async function loadOwn(db: Db, userId: number, id: number): Promise<ShortRow> {
  const row = await loadShort(db, id);
  if (row.user_id !== userId) throw forbidden('Only the grower who posted a short may add its video and poster.');
  return row;
}

async function answer(db: Db, id: number): Promise<Short> {
  return toShort(await shortRows(db).where('s.id', '=', id).executeTakeFirstOrThrow());
}

/** A new short of `userId`, a draft until its video has arrived. */
export async function createShort(db: Db, userId: number, input: ShortInput): Promise<Short> {
  const now = new Date().toISOString();
  const { id } = await db.insertInto('shorts').values({ user_id: userId, title: input.title, text: input.text, add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  return answer(db, id);
}

/** Changes the words of a short (its author or a moderator). */
export async function updateShort(db: Db, actor: ShortActor, id: number, patch: ShortPatch): Promise<Short> {
  await loadEditable(db, actor, id);
  await db.updateTable('shorts').set({ ...patch, update_date: new Date().toISOString() }).where('id', '=', id).execute();
  return answer(db, id);
}

/** Removes a short from every list and its pages (its author or a moderator). */
export async function removeShort(db: Db, actor: ShortActor, id: number): Promise<void> {
  await loadEditable(db, actor, id);
  await db.updateTable('shorts').set({ is_remove: 1, update_date: new Date().toISOString() }).where('id', '=', id).execute();
}

/** 403/404 unless the author may give the short a poster. */
export async function checkShortPosterTarget(db: Db, userId: number, id: number): Promise<void> {
  await loadOwn(db, userId, id);
}

/** The poster frame the author's device took from the clip; answers the short and the poster it replaced. */
export async function setShortPoster(db: Db, userId: number, id: number, stored: StoredPhoto): Promise<{ short: Short; replaced: string | null }> {
  const row = await loadOwn(db, userId, id);
  await db.updateTable('shorts').set({ poster_file: stored.file, update_date: new Date().toISOString() }).where('id', '=', id).execute();
  return { short: await answer(db, id), replaced: row.poster_file };
}

/** A short's finished clip as the tus endpoint answers it (its Location stays complete). */
export interface FinishedShortVideo { id: number; user_id: number; bytes: number; file: string; upload_id: string }

const finishedColumns = ['id', 'user_id', 'bytes', 'file', 'upload_id'] as const;
function asFinished(row: Pick<ShortRow, (typeof finishedColumns)[number]> | undefined): FinishedShortVideo | undefined {
  return row?.file && row.upload_id ? { id: row.id, user_id: row.user_id, bytes: Number(row.bytes), file: row.file, upload_id: row.upload_id } : undefined;
}

/** The user's short whose clip finished with this upload key, if any. */
export async function findShortVideoByKey(db: Db, userId: number, key: string): Promise<FinishedShortVideo | undefined> {
  return asFinished(await db.selectFrom('shorts').select(finishedColumns).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst());
}

/** The short whose clip a finished tus upload became, if any. */
export async function findShortVideoByUpload(db: Db, uploadId: string): Promise<FinishedShortVideo | undefined> {
  return asFinished(await db.selectFrom('shorts').select(finishedColumns).where('upload_id', '=', uploadId).executeTakeFirst());
}

/** 403/404 unless the author may upload the short's clip; 409 when it already has one. */
export async function checkShortVideoTarget(db: Db, userId: number, id: number): Promise<void> {
  const row = await loadOwn(db, userId, id);
  if (row.file !== null) throw conflict('This short already has its video.');
}

/** What a finished tus upload of a short's clip is known by. */
export interface FinishedShortUpload { uploadId: string; filePath: string; bytes: number; userId: number; shortId: number; key: string }

/**
 * Keeps a finished upload as the clip of its short, which is published by it: null when its first bytes are no
 * video (the caller removes the upload). When the short got a clip meanwhile (a twin upload of the same key), this
 * file goes and the twin is answered.
 */
export async function keepFinishedShortVideo(db: Db, uploadsDir: string, upload: FinishedShortUpload): Promise<FinishedShortVideo | null> {
  const placed = await placeVideoFile(uploadsDir, upload.filePath);
  if (!placed) return null;
  const now = new Date().toISOString();
  const done = await db.updateTable('shorts')
    .set({ file: placed.file, mime: placed.mime, bytes: upload.bytes, upload_id: upload.uploadId, key: upload.key, publish_date: now, update_date: now })
    .where('id', '=', upload.shortId).where('user_id', '=', upload.userId).where('file', 'is', null)
    .returning(finishedColumns).executeTakeFirst();
  if (done) return asFinished(done)!;
  await rm(path.join(uploadsDir, placed.file), { force: true });
  const twin = await findShortVideoByKey(db, upload.userId, upload.key);
  if (twin) return twin;
  throw conflict('This short already has its video.');
}
