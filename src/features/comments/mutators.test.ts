// Comments written on the device: shown at once under a temporary id, replies to them follow the real id, an edit or
// a removal before they left folds into their create, each is sent once, a refused edit keeps its words while the
// thread shows the server's copy, a refresh never overwrites a comment whose change still waits, and replies the
// server no longer shows are dropped.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { Comment, CommentsPage } from '@/domain/comment/comment';
import { replayOutbox } from '@/sync/outbox/replay';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { listKey } from './comment-records';
import { loadReplies, loadThreadPage, readReplies, readThread } from './comment-store';
import { changeComment, removeComment, writeComment } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const grower = TEST_GROWER;
const other = { ...grower, id: 8, name: 'other', link: '/grower/8' };

/** The comments API of one diary (id 5), as far as these tests go: ids from 100, refusals by path. */
function fakeServer(refuse: Record<string, Response> = {}, page: Comment[] = []) {
  let nextId = 100;
  return stubApi(({ method, path, body }) => {
    if (method === 'GET') {
      const answer: CommentsPage = { items: page, start: 0, limit: 20, sort: 'newest', total: page.length, cnt_comments: page.length, focus: null };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    if (refuse[path]) return refuse[path].clone();
    if (method === 'DELETE') return new Response(null, { status: 204 });
    const id = method === 'POST' ? nextId++ : Number(path.split('/').at(-1));
    return new Response(JSON.stringify(serverComment(id, body.text, body.parent_id ?? null)), { status: method === 'POST' ? 201 : 200 });
  });
}

function serverComment(id: number, text: string, parentId: number | null, user = grower): Comment {
  return {
    id, type: 'diary', ref_id: 5, parent_id: parentId, text, add_date: '2026-11-24T10:00:00.000Z', update_date: '2026-11-24T10:00:00.000Z',
    item_user: user, cnt_likes: 0, cnt_childs: 0, is_remove: false, liked: false, mentions: {},
  };
}

signedInOnEmptyDatabase();

describe('writeComment', () => {
  it('shows a comment and a reply to it at once, then sends both once with the real parent id', async () => {
    const top = await writeComment('diary', 5, null, 'First!', 'My grow');
    const reply = await writeComment('diary', 5, top, 'And a reply', 'My grow');
    expect(top).toBeLessThan(0);
    const before = await readThread('diary', 5, 'newest');
    expect(before.roots.map((c) => [c.id, c.text, c.synced_at, c.cnt_childs])).toEqual([[top, 'First!', 0, 1]]);
    expect((await readReplies([top])).get(top)?.map((c) => c.id)).toEqual([reply]);

    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/comments/diary/5', body: { text: 'First!', parent_id: null } },
      { method: 'POST', path: '/api/comments/diary/5', body: { text: 'And a reply', parent_id: 100 } },
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get(top)).toBeUndefined();
    expect((await readReplies([100])).get(100)?.map((c) => [c.id, c.parent_id])).toEqual([[101, 100]]);
    // Nothing is sent twice by a second replay.
    await replayOutbox();
    expect(sent).toHaveLength(2);
  });

  it('folds an edit of an unsent comment into its create, and a removal drops it with its replies', async () => {
    const kept = await writeComment('diary', 5, null, 'Typo hre', 'My grow');
    await changeComment((await db.comments.get(kept))!, 'Typo here', 'My grow');
    const dropped = await writeComment('diary', 5, null, 'Never mind', 'My grow');
    await writeComment('diary', 5, dropped, 'A reply to it', 'My grow');
    await removeComment((await db.comments.get(dropped))!, 'My grow');
    expect(await db.comments.count()).toBe(1);

    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map(({ method, body }) => ({ method, body }))).toEqual([{ method: 'POST', body: { text: 'Typo here', parent_id: null } }]);
  });

  it('keeps the words of a refused edit and shows the server copy of the comment again', async () => {
    const theirs = serverComment(40, 'Original words', null, other);
    fakeServer({}, [theirs]);
    await loadThreadPage('diary', 5, 'newest', 0);
    await changeComment((await db.comments.get(40))!, 'My better words', 'Their grow');
    expect((await db.comments.get(40))!.text).toBe('My better words');

    const refusal = new Response(JSON.stringify({ error: 'forbidden', message: 'You can only edit your own comments.' }), { status: 403 });
    fakeServer({ '/api/comments/diary/5/40': refusal }, [theirs]);
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'You can only edit your own comments.', args: { text: 'My better words' } });
    await loadThreadPage('diary', 5, 'newest', 0);
    expect((await db.comments.get(40))!.text).toBe('Original words');
  });

  it('keeps a comment whose change still waits through a refresh, and counts the waiting comments', async () => {
    fakeServer({}, [serverComment(41, 'Server text', null)]);
    await loadThreadPage('diary', 5, 'newest', 0);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await changeComment((await db.comments.get(41))!, 'Edited offline', 'My grow');
    await writeComment('diary', 5, null, 'New offline', 'My grow');
    fakeServer({}, [serverComment(41, 'Server text', null)]);
    await loadThreadPage('diary', 5, 'newest', 0);
    expect((await db.comments.get(41))!.text).toBe('Edited offline');
    const list = await db.commentThreads.get(listKey('diary', 5, 'newest'));
    expect(list).toMatchObject({ ids: [41], cnt_comments: 2 });
  });

  it('removes a sent comment with replies as deleted, in place', async () => {
    fakeServer({}, [{ ...serverComment(42, 'Has replies', null), cnt_childs: 1 }]);
    await loadThreadPage('diary', 5, 'newest', 0);
    await removeComment((await db.comments.get(42))!, 'My grow');
    const { roots } = await readThread('diary', 5, 'newest');
    expect(roots.map((c) => [c.id, c.is_remove, c.text])).toEqual([[42, true, '']]);
    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /api/comments/diary/5/42']);
  });
});

describe('loadReplies', () => {
  it('drops stored replies the server no longer shows, keeping those whose change waits', async () => {
    const replies = [serverComment(51, 'kept', 50), serverComment(52, 'gone later', 50), serverComment(53, 'mine, edited offline', 50)];
    const answer = (items: Comment[]) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ items, start: 0, limit: 10, total: items.length }), { status: 200 })));
    answer(replies);
    await loadReplies('diary', 5, 50, 0);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await changeComment((await db.comments.get(53))!, 'edited offline', 'My grow');
    answer([replies[0]!]);
    await loadReplies('diary', 5, 50, 0);
    expect((await readReplies([50])).get(50)?.map((c) => c.id)).toEqual([51, 53]);
  });
});
