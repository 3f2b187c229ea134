// Puts web push into the app: the VAPID key pair of the data folder, the subscription calls, and a push for each
// committed notification (server/services/notify.ts), sent beside the write, never holding it up.
import type https from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { pushRoutes } from '../routes/push';
import { onNotificationsCommitted } from '../services/notify';
import { createPushSender } from './sender';
import { createTaskQueue } from './task-queue';
import { loadVapidKeys } from './vapid';

/** Notifications whose pushes are sent at the same time; the rest wait their turn. */
const PUSHES_AT_ONCE = 8;

export interface PushInstallOptions {
  dataDir: string;
  limitScale: number;
  /** The TLS agent of requests to push services (tests trust a local push service with it). */
  agent?: https.Agent;
}

export async function installPush(app: FastifyInstance, db: Kysely<Database>, { dataDir, limitScale, agent }: PushInstallOptions): Promise<void> {
  const vapid = await loadVapidKeys(dataDir);
  await app.register(pushRoutes, { db, vapid, limitScale });
  const sender = createPushSender({ db, vapid, log: app.log, agent });
  const queue = createTaskQueue(PUSHES_AT_ONCE);
  const stop = onNotificationsCommitted((notification) => queue.add(() => sender.sendPushFor(notification)));
  // Closing stops new pushes and lets those queued finish before the database closes.
  app.addHook('onClose', async () => {
    stop();
    await queue.drain();
  });
}
