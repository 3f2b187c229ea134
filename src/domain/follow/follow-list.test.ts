// Follow-list rules of spec §4: front insertion, bookmark or common list, unfollow from both, the 1000 cap.
import { describe, expect, it } from 'vitest';
import { FOLLOW_LIST_MAX, followItem, followListFor, unfollowItem, type FollowLists, type FollowRef } from './follow-list';

const empty: FollowLists = { common: [], bookmark: [] };
const user = (id: number): FollowRef => ({ type: 'user', content_id: id });
const diary = (id: number): FollowRef => ({ type: 'diary', content_id: id });

describe('followListFor', () => {
  it('puts a finished diary in the bookmarks and everything else in the common list', () => {
    expect(followListFor(diary(1), true)).toBe('bookmark');
    expect(followListFor(diary(1), false)).toBe('common');
    expect(followListFor(user(1), true)).toBe('common');
    expect(followListFor({ type: 'product', content_id: 4 }, false)).toBe('common');
  });
});

describe('followItem', () => {
  it('puts the followed item at the front', () => {
    const lists = followItem(followItem(empty, user(1), 'common'), user(2), 'common');
    expect(lists.common).toEqual([user(2), user(1)]);
  });

  it('moves an item followed again to the front without a duplicate, and out of the other list', () => {
    let lists = followItem(empty, diary(5), 'common');
    lists = followItem(lists, user(1), 'common');
    lists = followItem(lists, diary(5), 'bookmark');
    expect(lists).toEqual({ common: [user(1)], bookmark: [diary(5)] });
  });

  it('tells items apart by type and id together', () => {
    const lists = followItem(followItem(empty, user(7), 'common'), diary(7), 'common');
    expect(lists.common).toEqual([diary(7), user(7)]);
  });

  it('drops the last item of a full list before adding, and only of that list', () => {
    const full: FollowLists = { common: Array.from({ length: FOLLOW_LIST_MAX }, (_, i) => user(i + 1)), bookmark: [diary(1)] };
    const lists = followItem(full, user(5000), 'common');
    expect(lists.common).toHaveLength(FOLLOW_LIST_MAX);
    expect(lists.common[0]).toEqual(user(5000));
    expect(lists.common.at(-1)).toEqual(user(FOLLOW_LIST_MAX - 1));
    expect(lists.bookmark).toEqual([diary(1)]);
  });

  it('keeps a full list full when an item in it is followed again (nothing else drops)', () => {
    const full: FollowLists = { common: Array.from({ length: 3 }, (_, i) => user(i + 1)), bookmark: [] };
    expect(followItem(full, user(3), 'common', 3).common).toEqual([user(3), user(1), user(2)]);
  });
});

describe('unfollowItem', () => {
  it('removes the item from both lists, matching type and id', () => {
    const lists: FollowLists = { common: [diary(2), user(2)], bookmark: [diary(2)] };
    expect(unfollowItem(lists, diary(2))).toEqual({ common: [user(2)], bookmark: [] });
    expect(unfollowItem(lists, diary(9))).toEqual(lists);
  });
});
