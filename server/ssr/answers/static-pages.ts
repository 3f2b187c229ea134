// Server-rendering answers of the static pages (/about, /faq, /terms, /terms-paid, /policy, /start): the page in the
// locale cookie's language (English when it has none), as GET /api/{page}?lang= answers.
import { isStaticPageName, staticPageKey } from '../../../src/domain/static-page/static-page-limits';
import { getStaticPage } from '../../services/static-pages';
import type { AnswerReader } from './types';

const STATIC_PAGE = /^\/([a-z-]+)\/?$/;

export const staticPageAnswers: AnswerReader = async (db, pathname, _search, locale) => {
  const page = STATIC_PAGE.exec(pathname)?.[1];
  if (!isStaticPageName(page)) return undefined;
  const found = await getStaticPage(db, page, locale);
  return found ? new Map([[staticPageKey(page, locale), found]]) : undefined;
};
