// Follow-list rules of spec §4: following puts the item at the front of one list (a finished diary goes to the
// bookmark list, anything else to the common one); unfollowing removes it from both; a full list drops its last item.

export const FOLLOW_TYPES = ['user', 'diary', 'product', 'brand'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];
export type FollowListName = 'common' | 'bookmark';

/** Spec §9: a follow list holds at most 1000 items and pages by 20. */
export const FOLLOW_LIST_MAX = 1000;
export const FOLLOW_PAGE_SIZE = 20;

export interface FollowRef { type: FollowType; content_id: number }
export interface FollowLists<T extends FollowRef = FollowRef> { common: T[]; bookmark: T[] }

const sameItem = (a: FollowRef, b: FollowRef) => a.type === b.type && a.content_id === b.content_id;

/** The list a followed item belongs in: a finished (harvested) diary is a bookmark, anything else is common. */
export function followListFor(item: FollowRef, finishedDiary: boolean): FollowListName {
  return item.type === 'diary' && finishedDiary ? 'bookmark' : 'common';
}

/** The lists without the item, matching type and id, in both. */
export function unfollowItem<T extends FollowRef>(lists: FollowLists<T>, item: FollowRef): FollowLists<T> {
  return { common: lists.common.filter((i) => !sameItem(i, item)), bookmark: lists.bookmark.filter((i) => !sameItem(i, item)) };
}

/**
 * The lists after following `item` into `list`: taken out of both lists first (a second follow moves it to the
 * front), then put at the front; when the list already holds the maximum, its last item drops before adding.
 */
export function followItem<T extends FollowRef>(lists: FollowLists<T>, item: T, list: FollowListName, max = FOLLOW_LIST_MAX): FollowLists<T> {
  const without = unfollowItem(lists, item);
  const kept = without[list].length >= max ? without[list].slice(0, max - 1) : without[list];
  return { ...without, [list]: [item, ...kept] };
}
