// Puts the live channel into the app: `app.live` for writers that publish after commit (chats), the SSE endpoint, and
// each committed notification sent to its grower as a `notification` event.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { onNotificationsCommitted } from '../services/notify';
import { createInProcessChannel, type LiveChannel } from './channel';
import { liveRoutes } from './live-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel of this node (server/live/channel.ts). */
    live: LiveChannel;
  }
}

export const NOTIFICATION_EVENT_TYPE = 'notification';

export async function installLive(app: FastifyInstance, db: Kysely<Database>, channel: LiveChannel = createInProcessChannel()): Promise<void> {
  app.decorate('live', channel);
  const stop = onNotificationsCommitted((notification) => {
    channel.publish([notification.user_id], { type: NOTIFICATION_EVENT_TYPE, data: notification });
  });
  app.addHook('onClose', async () => stop());
  await app.register(liveRoutes, { db, channel });
}
