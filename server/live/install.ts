// Puts the live channel into the app: `app.live` for writers that publish after commit (chats), the SSE endpoint,
// each committed notification shown in app sent to its grower as a `notification` event, and `notification.read` when
// some were read elsewhere (a chat room read).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { onNotificationsCommitted, onNotificationsRead } from '../services/notify';
import { createInProcessChannel, type LiveChannel } from './channel';
import { liveRoutes } from './live-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel of this node (server/live/channel.ts). */
    live: LiveChannel;
  }
}

export const NOTIFICATION_EVENT_TYPE = 'notification';
export const NOTIFICATION_READ_EVENT_TYPE = 'notification.read';

export async function installLive(app: FastifyInstance, db: Kysely<Database>, channel: LiveChannel = createInProcessChannel()): Promise<void> {
  app.decorate('live', channel);
  const stops = [
    onNotificationsCommitted((notification) => {
      // A kind the grower turned off in app is not shown live either (it may still go out as a push).
      if (notification.inapp) channel.publish([notification.user_id], { type: NOTIFICATION_EVENT_TYPE, data: notification });
    }),
    onNotificationsRead((userId) => channel.publish([userId], { type: NOTIFICATION_READ_EVENT_TYPE, data: null })),
  ];
  app.addHook('onClose', async () => { for (const stop of stops) stop(); });
  await app.register(liveRoutes, { db, channel });
}
