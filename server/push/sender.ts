// Sends a web push to every device of a grower for a notification of a kind they enabled for push in settings
// (src/domain/user/settings.ts; `notify` read the switch, the notification carries it). Runs after the write committed and never fails or delays it: a gone subscription
// (404/410) is removed, any other failure is logged and tried once more.
import type https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '../../src/domain/push/push-message';
import type { Database } from '../db/types';
import type { CommittedNotification } from '../services/notify';
import { readSettings } from '../services/settings';
import { pushTitle } from './push-texts';
import { forgetSubscription, listSubscriptions, markDelivered, type StoredSubscription } from './subscriptions';
import { VAPID_SUBJECT, type VapidKeys } from './vapid';

/** What became of one device's push. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushSenderOptions {
  db: Kysely<Database>;
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Wait before the one retry of a failed push. */
  retryDelayMs?: number;
  /** How long a push service may keep an undelivered push (seconds). */
  ttlSeconds?: number;
  /** The TLS agent of requests to push services (tests trust their local push service with it). */
  agent?: https.Agent;
}

const DEFAULT_RETRY_DELAY_MS = 5_000;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushSender {
  /** Sends the notification's pushes; resolves with each device's outcome and never rejects. */
  sendPushFor(notification: CommittedNotification): Promise<PushOutcome[]>;
}

export function createPushSender({ db, vapid, log, retryDelayMs = DEFAULT_RETRY_DELAY_MS, ttlSeconds = DEFAULT_TTL_SECONDS, agent }: PushSenderOptions): PushSender {
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: VAPID_SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: ttlSeconds,
    contentEncoding: 'aes128gcm',
    timeout: REQUEST_TIMEOUT_MS,
    ...(agent ? { agent } : {}),
  };

  /** The push of a notification in its grower's language, or null when the grower turned push off for its kind (as
   * `notify` read their switches when it was made). */
  async function messageFor(notification: CommittedNotification): Promise<PushMessage | null> {
    if (!notification.push) return null;
    const user = await db.selectFrom('users').select(['settings', 'delete_date']).where('id', '=', notification.user_id).executeTakeFirst();
    if (!user || user.delete_date !== null) return null;
    const settings = readSettings(user.settings);
    const actor = notification.actor_id === null ? null
      : (await db.selectFrom('users').select('name').where('id', '=', notification.actor_id).executeTakeFirst())?.name ?? null;
    return {
      title: pushTitle(settings.interface.lang, notification, actor),
      body: notification.text || notification.item_title,
      url: notification.link,
      ...(notification.kind === 'message' ? { tag: notification.group } : {}),
    };
  }

  async function sendTo(subscription: StoredSubscription, payload: string): Promise<PushOutcome> {
    const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
    for (let attempt = 1; ; attempt++) {
      try {
        await webpush.sendNotification(target, payload, options);
        await markDelivered(db, subscription.id, new Date());
        return 'delivered';
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) {
          await forgetSubscription(db, subscription.id);
          return 'gone';
        }
        log.warn({ subscription: subscription.id, status, attempt, err: error instanceof Error ? error.message : String(error) }, 'web push failed');
        if (attempt === 2) return 'failed';
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    async sendPushFor(notification) {
      try {
        const message = await messageFor(notification);
        if (!message) return [];
        const payload = JSON.stringify(message);
        const subscriptions = await listSubscriptions(db, notification.user_id);
        return await Promise.all(subscriptions.map((subscription) => sendTo(subscription, payload)));
      } catch (error) {
        log.warn({ user: notification.user_id, err: error instanceof Error ? error.message : String(error) }, 'web push not sent');
        return [];
      }
    },
  };
}
