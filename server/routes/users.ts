// Users API of spec §7: registration, grower profiles and their lists, the profile, password and account writes, avatars.
//   POST /api/users {name, email, password}            201 Session (registered and signed in, the confirmation mail sent); 409 name or e-mail taken
//   GET /api/users/{id}                                200 GrowerProfile (counters; a deleted account with is_deleted)
//   GET /api/ref/users/{name}                          200 GrowerProfile of a live account by name, any case (mentions)
//   GET /api/users/{id}/information                    200 ProfileInformation (bio, location, website, socials, add_date)
//   GET /api/users/{id}/activity?start&limit=1..20     200 ActivityPage: diaries started, weeks, harvests, reviews, follows
//   GET /api/users/{id}/updates?start&limit=1..20      200 DiaryPage: the grower's visible diaries, latest update first
//   GET /api/users/{id}/reviews?start&limit=1..20      200 UserReviewsPage: the grower's product reviews, latest first
//   GET /api/users/{id}/followers?start&limit=1..20    200 FollowersPage: growers following, latest first
//     (following and bookmarks: GET /api/users/{id}/following/{common|bookmark}, server/routes/follows.ts)
// Writes: the owner only (401 guest, 403 anyone else, admins included), X-Rniq idempotent, the write limit:
//   PUT /api/users/{id} ProfileInput                   200 GrowerProfile; 409 name taken
//   PATCH /api/users/{id} {password, new_password}     200 {sessions_ended}: every other session of the account ends, a
//                                                      notice is mailed; 400 wrong_password
//   DELETE /api/users/{id} {password | confirm_name, diaries: keep|remove}   200 {diaries_kept, diaries_removed}: every session ends,
//                                                      personal data goes (the uploaded avatar's files too), diaries
//                                                      stay under "deleted grower" or go; 400 wrong_password; an
//                                                      account without a password: 400 wrong_name, 403 reauth_required
//                                                      unless signed in within FRESH_SIGN_IN_MINUTES
//   POST /api/users/{id}/avatars  multipart: file       200 GrowerProfile with the new avatar, avatar_small, avatar_little
//                                                      (square JPEGs 200, 64, 32 px); recognised by its first bytes; 415 not
//                                                      a picture, 413 over 25 MB or 50 megapixels; counts as an upload
// 404 unknown user (writes on a deleted account: 404 too), 400 bad parameters or body ({error, message}).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import type { DiaryPage } from '../../src/domain/diary/diary';
import { signupBodySchema } from '../../src/domain/user/user';
import {
  profileInputSchema, profileListQuerySchema, userNameParamSchema,
  type ActivityPage, type FollowersPage, type GrowerProfile, type ProfileInformation, type UserReviewsPage,
} from '../../src/domain/user/profile';
import { accountDeletionSchema, passwordChangeSchema } from '../../src/domain/user/settings';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import type { Database } from '../db/types';
import { requireUser } from '../auth/request-user';
import { forbidden, notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { readPhotoForm } from '../http/photo-form';
import type { MailService } from '../mail/service';
import { removeAvatarFiles, replacingAvatar } from '../media/photo-store';
import { runPeriodically } from '../http/periodic';
import { deleteAccount } from '../services/account-deletion';
import { purgeDeletedAccountFiles } from '../services/deleted-account-files';
import { mailLocaleOf, queuePasswordChangedMail } from '../services/account-mail';
import { registerUser } from '../services/accounts';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import {
  getGrowerByName, getGrowerProfile, listActivity, listFollowers, listGrowerDiaries, requireUserRow, setAvatar, updateProfile,
} from '../services/profiles';
import { listUserReviews } from '../services/reviews';
import { changePassword } from '../services/settings';
import { countUpload, type UploadDeps } from './upload-deps';

/** 403 unless the signed-in grower is the account of the path (admins too: an account is its owner's alone). */
export function requireOwner(request: FastifyRequest, id: number): void {
  if (request.user?.id !== id) throw forbidden('Only the grower themself may do this.');
}

/** How often the files of removed diaries of deleted accounts are swept: they are gone within a day of the deletion. */
const DELETED_FILES_SWEEP_MS = 60 * 60_000;

/** 404 for an account that was deleted (nothing of it can change any more). */
async function requireLiveAccount(db: UploadDeps['db'], id: number): Promise<void> {
  if ((await requireUserRow(db, id)).delete_date !== null) throw notFound('User not found');
}

export const userRoutes: FastifyPluginAsync<UploadDeps & { writeLimiter: AttemptLimiter; mail: MailService }> = async (app, deps) => {
  const { db, limiters, writeLimiter, uploadsDir, uploadLimiter } = deps;
  const write = createWriter(db, writeLimiter);
  await app.register(multipart);

  // Registers and signs in at once: 201 with a Session.
  app.post('/api/users', async (request, reply) => {
    const body = signupBodySchema.parse(request.body);
    return reply.code(201).send(await registerUser(db, limiters, deps.mail, body, request.ip, request.headers['accept-language']));
  });

  app.get('/api/users/:id', async (request): Promise<GrowerProfile> => {
    const { id } = idParamSchema.parse(request.params);
    return getGrowerProfile(db, id);
  });

  app.get('/api/ref/users/:name', async (request): Promise<GrowerProfile> => {
    const { name } = userNameParamSchema.parse(request.params);
    return getGrowerByName(db, name);
  });

  app.get('/api/users/:id/information', async (request): Promise<ProfileInformation> => {
    const { id } = idParamSchema.parse(request.params);
    const { bio, location, website, socials, add_date } = await getGrowerProfile(db, id);
    return { bio, location, website, socials, add_date };
  });

  /** A public list of the grower: the id and paging checked, 404 for an unknown grower. */
  const listRoute = <T>(path: string, list: (id: number, start: number, limit: number) => Promise<T>) =>
    app.get(`/api/users/:id/${path}`, async (request): Promise<T> => {
      const { id } = idParamSchema.parse(request.params);
      const { start, limit } = profileListQuerySchema.parse(request.query);
      await requireUserRow(db, id);
      return list(id, start, limit);
    });
  listRoute<ActivityPage>('activity', (id, start, limit) => listActivity(db, id, start, limit));
  listRoute<DiaryPage>('updates', (id, start, limit) => listGrowerDiaries(db, id, start, limit));
  listRoute<UserReviewsPage>('reviews', async (id, start, limit) => ({ ...(await listUserReviews(db, id, start, limit)), start, limit }));
  listRoute<FollowersPage>('followers', (id, start, limit) => listFollowers(db, id, start, limit));

  /** The path's account, which must be the signed-in grower's own. */
  const ownAccount = (request: FastifyRequest) => {
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    return id;
  };

  /** A write of the grower's own live account: its body checked by `schema`, applied with the session that asked. */
  const ownWrite = <S extends z.ZodType>(schema: S, apply: (trx: Transaction<Database>, id: number, body: z.infer<S>, sessionId: number) => Promise<unknown>) =>
    (request: FastifyRequest, reply: FastifyReply) => write(request, reply, 200, () => {
      const id = ownAccount(request);
      const body = schema.parse(request.body);
      const { sessionId } = requireUser(request);
      return async (trx) => {
        await requireLiveAccount(trx, id);
        return apply(trx, id, body, sessionId);
      };
    });

  app.put('/api/users/:id', ownWrite(profileInputSchema, (trx, id, input) => updateProfile(trx, id, input)));
  app.patch('/api/users/:id', ownWrite(passwordChangeSchema, async (trx, id, change, sessionId) => {
    const answer = await changePassword(trx, id, sessionId, change);
    // The notice of the change (a replayed request does not run this again).
    const account = await requireUserRow(trx, id);
    queuePasswordChangedMail(deps.mail, account, mailLocaleOf(account));
    return answer;
  }));
  const deleteOwnAccount = ownWrite(accountDeletionSchema, (trx, id, deletion, sessionId) => deleteAccount(trx, id, sessionId, deletion));
  runPeriodically(app, DELETED_FILES_SWEEP_MS, 'Deleting the files of deleted accounts', () => purgeDeletedAccountFiles(db, uploadsDir));
  app.delete('/api/users/:id', async (request, reply) => {
    const avatar = request.user?.avatar ?? null;
    const sent = await deleteOwnAccount(request, reply);
    // The uploaded avatar is personal data too: its files go once the deletion is stored (right after the answer).
    if (reply.statusCode === 200 && avatar) await removeAvatarFiles(uploadsDir, avatar);
    return sent;
  });

  app.post('/api/users/:id/avatars', async (request, reply) => {
    const { user } = requireUser(request);
    const id = ownAccount(request);
    await countUpload(uploadLimiter, user.id);
    const { bytes, sha256 } = await readPhotoForm(request, z.object({}));
    const previous = user.avatar;
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { sha256 }),
      async () => {
        await requireLiveAccount(db, id);
        return replacingAvatar(bytes, uploadsDir, previous);
      },
      async (trx, base) => ({ status: 200, body: await setAvatar(trx, id, base) }));
    return sendWriteAnswer(reply, answer);
  });
};
