// The stored diary lists the home page shows, by key, and the page of one as its refreshers store it.
import type { DiaryPage, MainPage } from '@/domain/diary/diary';

export const MAIN_FEED_KEY = 'main';
export const ALL_DIARIES_FEED_KEY = 'diaries:all';

/** What a feed stores of a page of diaries. */
export type FeedPage = Pick<DiaryPage, 'items' | 'total'>;

/** The home page's answer as its feed's page. */
export const mainFeedPage = (page: MainPage): FeedPage => ({ items: page.items_diary, total: page.total_diaries });
