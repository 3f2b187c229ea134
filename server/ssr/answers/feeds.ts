// Server-rendering answers of the diary lists: the home page's feed, as GET /api/main answers.
import { readMainPage } from '../../services/main-page';
import type { AnswerReader } from './types';

/** The key the home page's feed is refreshed and stored under (src/features/diaries/diary-store.ts MAIN_FEED_KEY). */
const MAIN_FEED_KEY = 'main';

export const homeAnswers: AnswerReader = async (db, pathname) => {
  if (pathname !== '/') return undefined;
  return new Map([[MAIN_FEED_KEY, await readMainPage(db)]]);
};
