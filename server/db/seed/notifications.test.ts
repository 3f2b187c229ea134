// @vitest-environment node
// The demo account's notifications: every kind is there, the week liked by several growers reads as one group, and
// the calls answer them to the demo account; the chats' unread messages are its unread message notifications.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../src/domain/notification/notification-kinds';
import type { NotificationGroupsPage, NotificationNumbers } from '../../../src/domain/notification/notification';
import { createSession } from '../../auth/sessions';
import { startTestServer, type TestServer } from '../../test-support';
import { DEMO_ACCOUNT } from './model';

let server: TestServer;
let demo: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  const { id } = await server.db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirstOrThrow();
  demo = { id, token: await createSession(server.db, id) };
}, 120_000);
afterAll(() => server.close());

it('gives the demo account a notification of every kind, grouped', async () => {
  const kinds = await server.db.selectFrom('notifications').select('kind').distinct().where('user_id', '=', demo.id).execute();
  expect(kinds.map((k) => k.kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  const headers = { authorization: `Bearer ${demo.token}` };
  const numbers = (await server.app.inject({ url: `/api/users/${demo.id}/notifications-g/numbers`, headers })).json() as NotificationNumbers;
  expect(numbers.all).toBeGreaterThan(10);
  const groups = (await server.app.inject({ url: `/api/users/${demo.id}/notifications-g/groups?channel=likes`, headers })).json() as NotificationGroupsPage;
  expect(groups.items[0]).toMatchObject({ kind: 'like', item_type: 'week', cnt_actors: 5, cnt_unread: 5 });
  // The chats' unread messages are the messages tab's unread notifications, each opening its room.
  const chats = (await server.app.inject({ url: '/api/chats', headers })).json() as { unread: number };
  expect(chats.unread).toBeGreaterThan(0);
  expect(numbers.messages).toBe(chats.unread);
  const messages = (await server.app.inject({ url: `/api/users/${demo.id}/notifications-g/groups?channel=messages`, headers })).json() as NotificationGroupsPage;
  expect(messages.items.every((g) => g.kind === 'message' && g.link === `/chats/${g.item_id}`)).toBe(true);
});
