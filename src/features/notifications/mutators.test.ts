// Notifications on the device: a group read offline lowers the badge at once and is sent once when back; a refresh
// while it waits does not bring the old numbers back; read all and delete of a group; the server's numbers then kept.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { NotificationGroup, NotificationNumbers } from '@/domain/notification/notification';
import { replayOutbox } from '@/sync/outbox/replay';
import { groupRowKey, loadNumbers, readGroups } from './notification-store';
import { deleteSelected, markRead } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const user = TEST_GROWER.id;
const zero: NotificationNumbers = { all: 0, comments: 0, likes: 0, follows: 0, messages: 0, contests: 0 };
const group = (name: string, channel: string, unread: number, lastId: number): NotificationGroup => ({
  group: name, group_period: '2026-11-24', kind: 'like', channel, item_type: 'week', item_id: 1, item_title: 'Northern Lights', item_number: 5,
  link: '/diaries/1/week/1', actors: [{ id: 2, name: 'Anna', avatar_small: null }], cnt_actors: 2, cnt: unread, cnt_unread: unread, text: '',
  last_id: lastId, last_date: '2026-11-24T10:00:00.000Z',
});

async function seed() {
  const likes = group('like:week:1', 'likes', 2, 10);
  const comments = { ...group('comment:diary:3', 'comments', 1, 11), kind: 'comment' as const };
  for (const g of [likes, comments]) {
    for (const tab of ['all', g.channel]) await db.notificationGroups.put({ ...g, key: groupRowKey(tab, g.group, g.group_period), user, tab });
  }
  await db.notificationNumbers.put({ user, numbers: { ...zero, all: 3, likes: 2, comments: 1 } });
  return { likes, comments };
}
const numbers = async () => (await db.notificationNumbers.get(user))?.numbers;

signedInOnEmptyDatabase();

describe('notification reads and deletes', () => {
  it('reads a group at once (badge and group), sends it once, and keeps the server\'s numbers after', async () => {
    const { likes } = await seed();
    await markRead(user, { notifications: [], groups: [{ group: likes.group, group_period: likes.group_period }] }, 'Likes');
    expect(await numbers()).toMatchObject({ all: 1, likes: 0, comments: 1 });
    expect((await readGroups(user, 'likes'))[0]).toMatchObject({ cnt_unread: 0 });
    // A poll while the read waits: the server still counts 3, the device keeps its 1.
    stubApi(() => Response.json({ ...zero, all: 3, likes: 2, comments: 1 }));
    await loadNumbers(user);
    expect((await numbers())?.all).toBe(1);
    const sent = stubApi(() => Response.json({ ...zero, all: 1, comments: 1 }));
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', `/api/users/${user}/notifications-g/read`, { notifications: [], groups: [{ group: 'like:week:1', group_period: '2026-11-24' }] }],
    ]);
    expect(await numbers()).toMatchObject({ all: 1, comments: 1 });
  });

  it('read all clears the badge and every group here, then sends read/all', async () => {
    await seed();
    await markRead(user, { channel: 'all' }, 'All');
    expect(await numbers()).toEqual(zero);
    expect((await readGroups(user, 'all')).map((g) => g.cnt_unread)).toEqual([0, 0]);
    const sent = stubApi(() => Response.json(zero));
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['POST', `/api/users/${user}/notifications-g/read/all`, { channel: 'all' }]]);
  });

  it('deletes a group from every tab here and sends the group\'s delete', async () => {
    const { comments } = await seed();
    await deleteSelected(user, { notifications: [], groups: [{ group: comments.group, group_period: comments.group_period }] }, 'Comment');
    expect((await readGroups(user, 'all')).map((g) => g.group)).toEqual(['like:week:1']);
    expect(await readGroups(user, 'comments')).toEqual([]);
    expect(await numbers()).toMatchObject({ all: 2, comments: 0 });
    const sent = stubApi(() => Response.json({ ...zero, all: 2, likes: 2 }));
    await replayOutbox();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`DELETE /api/users/${user}/notifications-g/groups/comment%3Adiary%3A3`]);
  });

  it('reads one member of a group: its row, the group by one, the badge by one', async () => {
    const { likes } = await seed();
    const member = { id: 41, kind: 'like' as const, channel: 'likes', group: likes.group, group_period: likes.group_period, actor: likes.actors[0]!,
      item_type: 'week', item_id: 1, item_title: 'Northern Lights', item_number: 5, link: '/diaries/1/week/1', text: '', is_read: false, add_date: likes.last_date, user };
    await db.notifications.put(member);
    await markRead(user, { notifications: [41], groups: [] }, 'A like');
    expect(await db.notifications.get(41)).toMatchObject({ is_read: true });
    expect((await readGroups(user, 'likes'))[0]).toMatchObject({ cnt_unread: 1 });
    expect((await readGroups(user, 'all')).find((g) => g.group === likes.group)).toMatchObject({ cnt_unread: 1 });
    expect(await numbers()).toMatchObject({ all: 2, likes: 1 });
  });
});
