// Video uploads of spec §7 over the tus 1.0 protocol (@tus/server with @tus/file-store) at /api/uploads/videos.
//   POST   /api/uploads/videos        create: Upload-Length (at most 512 MB; 2 GB with premium), Upload-Metadata with diary_id, week_id,
//                                     key (the client's idempotency key), filetype, filename  → 201 Location
//   HEAD   /api/uploads/videos/:id    Upload-Offset and Upload-Length of the upload (resume)
//   PATCH  /api/uploads/videos/:id    Upload-Offset + application/offset+octet-stream body → 204 Upload-Offset
//   DELETE /api/uploads/videos/:id    termination of an unfinished upload → 204
// Every call needs `Authorization: Bearer` (401 guest). Creating needs the diary's owner (403) and a live diary
// and week (404); HEAD, PATCH and DELETE only by the user who created the upload (403; 404 unknown upload).
// 400 bad metadata, 413 over 512 MB (2 GB with premium), 429 over 30 creations an hour or 300 uploads an hour (with photos).
// These answers come as JSON {error, message}; the protocol's own errors (409 wrong offset, 412 no
// Tus-Resumable...) come from @tus/server as plain text.
// When the last byte arrives the file is checked by its first bytes (MP4 or MOV: an `ftyp` box at offset 4;
// WebM or Matroska: 1A 45 DF A3): otherwise it is deleted and the PATCH answers 415 unsupported_media_type.
// A video moves to uploads/videos/<random>.<ext> (served with Range support), gets a videos row and marks its
// week is_video; the week's and diary's update_date stay. The finishing PATCH answers Video-Id and Video-Url.
// A finished upload stays complete at its URL: HEAD answers Upload-Offset == Upload-Length, and a PATCH answers
// 204 with that offset at once (without reading the body), so tus-js-client reports success; a PATCH that was waiting
// for the upload's lock while its twin (the same request sent again) finished it answers 409, the wrong offset, so the
// client asks the offset again (HEAD) rather than giving the upload up on a 404. A create with the
// key of a video this user already finished answers 201 with the Location of that finished upload (no new
// upload): the PATCH that tus-js-client sends next completes at once as above. Unfinished uploads expire after
// 7 days (swept at start and every 6 hours).
// A short's clip (server/services/shorts.ts) comes the same way with Upload-Metadata short_id instead of diary_id and
// week_id: the short's author only (403), a live short (404) without a clip yet (409); finishing publishes the short,
// and Video-Id is the short's id.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { ERRORS, Metadata, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_VIDEO_BYTES, videoMetadataSchema } from '../../src/domain/photo/media-input';
import { isPremiumActive, WEEK_VIDEO_BYTES } from '../../src/domain/premium/premium-limits';
import { shortVideoMetadataSchema } from '../../src/domain/short/short';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import type { VideoRow } from '../db/types';
import { badRequest, forbidden, notFound, payloadTooLarge } from '../http/errors';
import { runPeriodically } from '../http/periodic';
import { enforceLimit } from '../http/rate-limit';
import { FileLocker } from '../media/file-locker';
import { uploadUrl } from '../media/image-sizes';
import { checkWeekTarget } from '../services/photos';
import { checkShortVideoTarget, findShortVideoByKey, findShortVideoByUpload, keepFinishedShortVideo } from '../services/shorts';
import { type FinishedUpload, findVideoByKey, findVideoByUpload, keepFinishedVideo } from '../services/videos';
import { countUpload, type UploadDeps } from './upload-deps';

const VIDEOS_PATH = '/api/uploads/videos';
const VIDEO_CREATES_PER_HOUR = 30;
const HOUR = 60 * 60_000;
const UNFINISHED_EXPIRE_MS = 7 * 24 * HOUR;
const SWEEP_EVERY_MS = 6 * HOUR;
/** Upload ids made by @tus/server: 16 random bytes in hex. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

const notYourUpload = () => forbidden('This upload belongs to another grower.');

/** The answer for a finished upload: complete, with the video it became. */
function answerFinished(reply: FastifyReply, video: Pick<VideoRow, 'id' | 'bytes' | 'file'>, status: number, extra: Record<string, string> = {}) {
  return reply.code(status).headers({
    'tus-resumable': '1.0.0',
    'upload-offset': String(video.bytes),
    'upload-length': String(video.bytes),
    'cache-control': 'no-store',
    'video-id': String(video.id),
    'video-url': uploadUrl(video.file),
    ...extra,
  }).send();
}

export const videoUploadRoutes: FastifyPluginAsync<UploadDeps> = async (app, { db, uploadsDir, uploadLimiter, limitScale = 1 }) => {
  const tusDir = path.join(uploadsDir, 'tus');
  await mkdir(tusDir, { recursive: true });
  const datastore = new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: UNFINISHED_EXPIRE_MS });
  // Upload info, offsets and locks all live in the uploads folder, which every node shares (MEDIA_DIR).
  const locker = new FileLocker(tusDir);
  const creates = createLimiter(db, { name: 'video-creates', max: VIDEO_CREATES_PER_HOUR * limitScale, windowMs: HOUR });
  /** The creator of each create request being handed to tus, so the upload records its owner. */
  const creators = new WeakMap<object, number>();

  const tus = new Server({
    path: VIDEOS_PATH,
    datastore,
    locker,
    maxSize: WEEK_VIDEO_BYTES.premium,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin header.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const userId = req.runtime?.node?.req ? creators.get(req.runtime.node.req) : undefined;
      if (userId === undefined) throw { status_code: 401, body: 'Please sign in.' };
      return { metadata: { ...upload.metadata, user_id: String(userId) } };
    },
    async onUploadFinish(_req, upload) {
      const finished = finishedUpload(tusDir, upload);
      const shortId = upload.metadata?.short_id;
      const video = shortId
        ? await keepFinishedShortVideo(db, uploadsDir, { ...finished, shortId: Number(shortId) })
        : await keepFinishedVideo(db, uploadsDir, finished);
      if (!video) {
        await datastore.remove(upload.id);
        throw {
          status_code: 415,
          body: JSON.stringify({ error: 'unsupported_media_type', message: 'The file is not an MP4, MOV or WebM video.' }),
        };
      }
      // The data file has moved: only its upload info is left to delete.
      await datastore.configstore.delete(upload.id);
      return { headers: { 'Video-Id': String(video.id), 'Video-Url': uploadUrl(video.file) } };
    },
    // An upload a twin request finished meanwhile: its offset is its length now. Caught while finishing (its data file
    // moved, its info not yet deleted: tus says 410), or after (its info gone: 404 unless its video is known).
    async onResponseError(req, error) {
      if (!('status_code' in error)) return undefined;
      if (error.status_code === ERRORS.FILE_NO_LONGER_EXISTS.status_code) return ERRORS.INVALID_OFFSET;
      if (error.status_code !== ERRORS.FILE_NOT_FOUND.status_code) return undefined;
      const uploadId = new URL(req.url, 'http://localhost').pathname.split('/').pop() ?? '';
      if (!UPLOAD_ID.test(uploadId)) return undefined;
      const finished = await findVideoByUpload(db, uploadId) ?? await findShortVideoByUpload(db, uploadId);
      return finished ? ERRORS.INVALID_OFFSET : undefined;
    },
  });

  /** Lets tus answer the request from the raw stream, keeping the headers set so far (security headers). */
  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    await tus.handle(request.raw, reply.raw);
  }

  // tus reads the PATCH body itself: Fastify leaves the stream alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.post(VIDEOS_PATH, async (request, reply) => {
    const { user } = requireUser(request);
    await enforceLimit(creates, `user:${user.id}`, (wait) => `Too many videos in an hour. Try again in ${wait} seconds.`);
    await countUpload(uploadLimiter, user.id);
    const rawMetadata = parseUploadMetadata(request.headers['upload-metadata']);
    const target = rawMetadata.short_id === undefined
      ? { kind: 'week' as const, ...videoMetadataSchema.parse(rawMetadata) }
      : { kind: 'short' as const, ...shortVideoMetadataSchema.parse(rawMetadata) };
    const maxBytes = isPremiumActive(user.premium_until) ? WEEK_VIDEO_BYTES.premium : MAX_VIDEO_BYTES;
    if (Number(request.headers['upload-length']) > maxBytes) {
      throw payloadTooLarge(`The video is larger than ${maxBytes / 1024 / 1024} MB${maxBytes === MAX_VIDEO_BYTES ? ` (${WEEK_VIDEO_BYTES.premium / 1024 / 1024} MB with premium)` : ''}.`);
    }
    let finished;
    if (target.kind === 'short') {
      finished = await findShortVideoByKey(db, user.id, target.key);
      if (!finished) await checkShortVideoTarget(db, user.id, target.short_id);
    } else {
      await checkWeekTarget(db, user.id, target.diary_id, target.week_id);
      finished = await findVideoByKey(db, user.id, target.key);
    }
    if (finished) return answerFinished(reply, finished, 201, { location: `${VIDEOS_PATH}/${finished.upload_id}` });
    creators.set(request.raw, user.id);
    return handOver(request, reply);
  });

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${VIDEOS_PATH}/:uploadId`,
    handler: async (request, reply) => {
      const { user } = requireUser(request);
      const { uploadId } = request.params as { uploadId: string };
      if (!UPLOAD_ID.test(uploadId)) throw notFound('Upload not found');
      const finished = await findVideoByUpload(db, uploadId) ?? await findShortVideoByUpload(db, uploadId);
      if (finished) {
        if (finished.user_id !== user.id) throw notYourUpload();
        if (request.method === 'DELETE') throw badRequest('This video is complete; it cannot be cancelled.');
        return answerFinished(reply, finished, request.method === 'HEAD' ? 200 : 204);
      }
      const upload = await datastore.getUpload(uploadId).catch(() => {
        throw notFound('Upload not found');
      });
      if (upload.metadata?.user_id !== String(user.id)) throw notYourUpload();
      return handOver(request, reply);
    },
  });

  runPeriodically(app, SWEEP_EVERY_MS, 'expired upload sweep', () => Promise.all([datastore.deleteExpired(), locker.sweep(UNFINISHED_EXPIRE_MS)]));
};

/** Upload-Metadata as key/value pairs; 400 when it is not valid tus metadata. */
function parseUploadMetadata(header: string | string[] | undefined): Record<string, string | null> {
  try {
    return Metadata.parse(typeof header === 'string' ? header : undefined);
  } catch {
    throw badRequest('Upload-Metadata: expected "key base64value" pairs separated by commas');
  }
}

/** A finished tus upload as the video service knows it (user_id was set at creation, the rest checked then). */
function finishedUpload(tusDir: string, upload: Upload): FinishedUpload {
  const meta = upload.metadata ?? {};
  return {
    uploadId: upload.id,
    filePath: path.join(tusDir, upload.id),
    bytes: upload.offset,
    userId: Number(meta.user_id),
    diaryId: Number(meta.diary_id),
    weekId: Number(meta.week_id),
    key: meta.key ?? '',
  };
}
