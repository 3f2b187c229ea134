// Likes on the device: a like and an unlike offline cancel out (nothing sent), a second like changes nothing, each
// change is sent once, and the server's count is kept unless a newer toggle waits.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import { replayOutbox } from '@/sync/outbox/replay';
import { setLiked } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const shown = { liked: false, cnt_likes: 4 };

/** The likes API: counts per item starting at 4, a grower's like counted once. */
function fakeServer() {
  return stubApi(({ method, path }) => {
    const liked = method === 'POST';
    return Response.json({ id: Number(path.split('/').at(-1)), liked, cnt_likes: 4 + (liked ? 1 : 0) });
  });
}

signedInOnEmptyDatabase();

describe('setLiked', () => {
  it('cancels a like and an unlike made offline: the count is back and nothing is sent', async () => {
    await setLiked('photo', 3, true, shown, 'A photo');
    expect(await db.likes.get(['photo', 3])).toEqual({ type: 'photo', id: 3, liked: true, cnt_likes: 5 });
    await setLiked('photo', 3, false, shown, 'A photo');
    expect(await db.likes.get(['photo', 3])).toEqual({ type: 'photo', id: 3, liked: false, cnt_likes: 4 });
    expect(await db.outbox.count()).toBe(0);
    const sent = fakeServer();
    await replayOutbox();
    expect(sent).toEqual([]);
  });

  it('counts a second like (a second double tap) once and sends one request, once', async () => {
    await setLiked('photo', 3, true, shown, 'A photo');
    await setLiked('photo', 3, true, shown, 'A photo');
    expect(await db.outbox.toArray()).toMatchObject([{ mutator: 'like.add', args: { type: 'photo', id: 3 }, label: 'A photo' }]);
    const sent = fakeServer();
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/likes/photo/3']);
    expect(await db.likes.get(['photo', 3])).toMatchObject({ liked: true, cnt_likes: 5 });
  });

  it('sends an unlike of a like the server has, and keeps a newer toggle over an older answer', async () => {
    const sent = fakeServer();
    await setLiked('week', 9, true, shown, 'Week 2');
    await replayOutbox();
    await setLiked('week', 9, false, shown, 'Week 2');
    await setLiked('week', 9, true, shown, 'Week 2');
    // The unlike went first into the queue; the like that cancels it drops it instead of queueing a third request.
    expect(await db.outbox.count()).toBe(0);
    await setLiked('week', 9, false, shown, 'Week 2');
    await replayOutbox();
    expect(sent.map((s) => s.method)).toEqual(['POST', 'DELETE']);
    expect(await db.likes.get(['week', 9])).toMatchObject({ liked: false, cnt_likes: 4 });
  });

  it('never counts below zero', async () => {
    await setLiked('comment', 1, false, { liked: true, cnt_likes: 0 }, 'A comment');
    expect(await db.likes.get(['comment', 1])).toMatchObject({ liked: false, cnt_likes: 0 });
  });
});
