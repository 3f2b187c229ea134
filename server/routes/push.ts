// Web push API (ours, beyond the spec): the server's VAPID key and this device's subscription.
//   GET /api/push/key                       200 PushKeyAnswer {key}: the VAPID public key (base64url), for anyone
//   POST /api/push/subscriptions {endpoint, keys:{p256dh, auth}}   200 {endpoint}: this device receives the signed-in
//       grower's pushes until this session signs out (saved again: keys updated; an endpoint another grower had moves
//       to this one)
//   DELETE /api/push/subscriptions {endpoint}                       200 {endpoint}: the grower's subscription of this
//       endpoint removed (none: the same answer)
// Writes: signed in (401), X-Rniq idempotent, at most 30 an hour per grower (429 with Retry-After); 400 for a body that
// is not a subscription (the endpoint must be an https address).
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { pushEndpointSchema, pushSubscriptionSchema } from '../../src/domain/push/push';
import type { PushKeyAnswer } from '../../src/domain/push/push-message';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import type { Database } from '../db/types';
import { createWriter } from '../http/idempotent-write';
import { deleteSubscription, saveSubscription } from '../push/subscriptions';
import type { VapidKeys } from '../push/vapid';

/** Subscription writes per grower an hour: a device subscribes once and again when its browser renews the keys. */
export const PUSH_WRITES_PER_HOUR = 30;

export const pushRoutes: FastifyPluginAsync<{ db: Kysely<Database>; vapid: VapidKeys; limitScale?: number }> = async (app, { db, vapid, limitScale = 1 }) => {
  const write = createWriter(db, createLimiter(db, { name: 'push-writes', max: PUSH_WRITES_PER_HOUR * limitScale, windowMs: 60 * 60_000 }));

  app.get('/api/push/key', async (): Promise<PushKeyAnswer> => ({ key: vapid.publicKey }));

  app.post('/api/push/subscriptions', (request, reply) => write(request, reply, 200, () => {
    const body = pushSubscriptionSchema.parse(request.body);
    const { sessionId } = requireUser(request);
    return (trx, userId) => saveSubscription(trx, userId, sessionId, body);
  }));

  app.delete('/api/push/subscriptions', (request, reply) => write(request, reply, 200, () => {
    const { endpoint } = pushEndpointSchema.parse(request.body);
    return (trx, userId) => deleteSubscription(trx, userId, endpoint);
  }));
};
