// Grower profiles read from the API into the device, so a visited profile and its visited tabs open offline:
// the profile (GET /api/users/{id}), its diaries as cards and a feed row, and its other tabs' pages as list rows.
import { db } from '@/db/database';
import { profileTarget } from '@/domain/api/change-targets';
import type { DiaryPage } from '@/domain/diary/diary';
import type { FollowListPage } from '@/domain/follow/follow';
import type { ActivityPage, FollowersPage, GrowerProfile, UserReviewsPage } from '@/domain/user/profile';
import { PROFILE_PAGE_SIZE } from '@/domain/user/profile-limits';
import { storeFeed } from '@/features/diaries/diary-store';
import { apiRequest } from '@/sync/transport/http';

/** The profile's tabs whose items are kept as list rows, and the API call of each. */
export const PROFILE_LISTS = {
  activity: 'activity',
  reviews: 'reviews',
  followers: 'followers',
  following: 'following/common',
  bookmarks: 'following/bookmark',
} as const;
export type ProfileList = keyof typeof PROFILE_LISTS;
export interface ProfileListAnswers {
  activity: ActivityPage;
  reviews: UserReviewsPage;
  followers: FollowersPage;
  following: FollowListPage;
  bookmarks: FollowListPage;
}

export const profileListKey = (userId: number, list: ProfileList) => `${userId}:${list}`;
export const profileDiariesKey = (userId: number) => `grower:${userId}:diaries`;

/** GET /api/users/{id} into the device. */
export async function refreshProfile(userId: number): Promise<void> {
  await storeProfile(userId, await apiRequest<GrowerProfile>(`/api/users/${userId}`));
}

/**
 * Stores the server's copy of a profile (fetched, or written into the page by server rendering), unless the grower's
 * own profile change still waits (its fields are newer).
 */
export async function storeProfile(userId: number, profile: GrowerProfile): Promise<void> {
  await db.transaction('rw', db.profiles, db.outbox, async () => {
    const waiting = await db.outbox.where('target').equals(profileTarget(userId)).count();
    const stored = await db.profiles.get(userId);
    const own = waiting && stored ? { name: stored.name, bio: stored.bio, location: stored.location, website: stored.website, socials: stored.socials } : {};
    await db.profiles.put({ ...profile, ...own, synced_at: Date.now() });
  });
}

/** A page of one of the profile's lists: the first replaces what was kept, a later one is appended. */
export async function loadProfileList(userId: number, list: ProfileList, start: number): Promise<void> {
  await storeProfileList(userId, list, start, await apiRequest<ProfileListAnswers[typeof list]>(`/api/users/${userId}/${PROFILE_LISTS[list]}`, { query: { start, limit: PROFILE_PAGE_SIZE } }));
}

/** Stores a page of one of the profile's lists from `start` on (fetched, or written into the page by server rendering). */
export async function storeProfileList(userId: number, list: ProfileList, start: number, page: ProfileListAnswers[ProfileList]): Promise<void> {
  const key = profileListKey(userId, list);
  await db.transaction('rw', db.profileLists, async () => {
    const head = start === 0 ? [] : ((await db.profileLists.get(key))?.items ?? []).slice(0, start);
    await db.profileLists.put({ key, user_id: userId, items: [...head, ...page.items], total: page.total, synced_at: Date.now() });
  });
}

/** A page of the grower's diaries (GET /api/users/{id}/updates), stored as cards and a feed row. */
export async function loadProfileDiaries(userId: number, start: number): Promise<void> {
  await storeFeed(profileDiariesKey(userId), await apiRequest<DiaryPage>(`/api/users/${userId}/updates`, { query: { start, limit: PROFILE_PAGE_SIZE } }), start);
}

/** The device's copy of a profile. */
export const readProfile = (userId: number) => db.profiles.get(userId);

/** The device's copy of one of a profile's lists, its items typed by the list. */
export async function readProfileList<L extends ProfileList>(userId: number, list: L): Promise<{ items: ProfileListAnswers[L]['items']; total: number } | null> {
  const row = await db.profileLists.get(profileListKey(userId, list));
  return row ? { items: row.items as ProfileListAnswers[L]['items'], total: row.total } : null;
}
