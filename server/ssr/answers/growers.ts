// Server-rendering answers of the grower pages: the growers list (its page in the default order, as GET /api/users
// answers it), and a grower's profile (GET /api/users/{id}, the public profile every visitor reads) with the first
// page of the tab shown: latest activity on the index, diaries, reviews, followers, following, bookmarks or shorts.
// The orders tab and settings are the grower's own (rendered on the client with their session).
import { pageNumber } from '../../../src/domain/api/paging';
import { DEFAULT_GROWER_SORT, GROWERS_PAGE_SIZE, growersListKey } from '../../../src/domain/discovery/grower-sorts';
import { shortListKey, SHORTS_PAGE_SIZE } from '../../../src/domain/short/short-limits';
import { PROFILE_PAGE_SIZE } from '../../../src/domain/user/profile-limits';
import { listFollowing } from '../../services/follows';
import { listGrowers } from '../../services/growers';
import { getGrowerProfile, listActivity, listFollowers, listGrowerDiaries } from '../../services/profiles';
import { listUserReviews } from '../../services/reviews';
import { listShorts } from '../../services/shorts';
import type { AnswerReader } from './types';

const GROWERS_PAGE = /^\/growers\/?$/;
const GROWER_PAGE = /^\/grower\/([1-9]\d{0,9})(?:\/(activity|diaries|reviews|followers|following|bookmarks|shorts))?\/?$/;

type Db = Parameters<AnswerReader>[0];

/** The first page of a profile tab's list, as its API route answers it (`profile:{id}:{tab}`, the key its screen reads). */
const TAB_LISTS: Record<string, (db: Db, id: number) => Promise<unknown>> = {
  activity: (db, id) => listActivity(db, id, 0, PROFILE_PAGE_SIZE),
  diaries: (db, id) => listGrowerDiaries(db, id, 0, PROFILE_PAGE_SIZE),
  reviews: async (db, id) => ({ ...(await listUserReviews(db, id, 0, PROFILE_PAGE_SIZE)), start: 0, limit: PROFILE_PAGE_SIZE }),
  followers: (db, id) => listFollowers(db, id, 0, PROFILE_PAGE_SIZE),
  following: (db, id) => listFollowing(db, id, 'common', 0, PROFILE_PAGE_SIZE),
  bookmarks: (db, id) => listFollowing(db, id, 'bookmark', 0, PROFILE_PAGE_SIZE),
};

/** The shorts tab reads the grower's shorts as the shorts screens keep them (`shorts:user:{id}`, GET /api/shorts?user_id). */
const growerShorts = async (db: Db, id: number): Promise<[string, unknown]> => [`shorts:${shortListKey(id)}`, await listShorts(db, id, 0, SHORTS_PAGE_SIZE)];

export const growerAnswers: AnswerReader = async (db, pathname, search) => {
  if (GROWERS_PAGE.test(pathname)) {
    const page = pageNumber(search.get('page'));
    const growers = await listGrowers(db, { query: '', sort: DEFAULT_GROWER_SORT, start: (page - 1) * GROWERS_PAGE_SIZE, limit: GROWERS_PAGE_SIZE });
    return new Map([[growersListKey(DEFAULT_GROWER_SORT, '', page), growers]]);
  }
  const match = GROWER_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  const tab = match[2] ?? 'activity';
  if (!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) return undefined;
  const answers = new Map<string, unknown>([[`profile:${id}`, await getGrowerProfile(db, id)]]);
  const list = TAB_LISTS[tab];
  if (list) answers.set(`profile:${id}:${tab}`, await list(db, id));
  if (tab === 'shorts') answers.set(...await growerShorts(db, id));
  return answers;
};
