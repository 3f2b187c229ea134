// The push subscriptions of growers' devices: saved, removed, read for sending, and marked when a push reached them.
import type { Kysely } from 'kysely';
import type { PushSubscriptionInput } from '../../src/domain/push/push';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** A stored subscription, as the sender needs it. */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves this device's subscription for the grower, under the session that sent it. An endpoint is one device: saved
 * again (new keys, or another grower signed in on the device) it moves to this grower and session, so a device never
 * gets the pushes of someone who left it.
 */
export async function saveSubscription(db: Db, userId: number, sessionId: number, input: PushSubscriptionInput): Promise<{ endpoint: string }> {
  const values = { user_id: userId, session_id: sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.insertInto('push_subscriptions')
    .values({ ...values, endpoint: input.endpoint, add_date: new Date().toISOString(), last_success: null })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
  return { endpoint: input.endpoint };
}

/** Removes the grower's subscription of this endpoint (none: nothing to do, the same answer). */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<{ endpoint: string }> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
  return { endpoint };
}

/** The grower's devices that may receive: those subscribed under a session that was signed out are removed first. */
export async function listSubscriptions(db: Db, userId: number): Promise<StoredSubscription[]> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId)
    .where('session_id', 'in', (qb) => qb.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is not', null))
    .execute();
  return db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('id').execute();
}

/** The push service answered that the subscription is gone (404/410): it never receives again. */
export async function forgetSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markDelivered(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success: at.toISOString() }).where('id', '=', id).execute();
}
