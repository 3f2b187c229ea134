// Server-rendering answers of the shorts: the feed's first page, as GET /api/shorts answers it, and on a short's page
// (/shorts/{id}, the feed opened at it) that short too, as GET /api/videos/{id} answers a guest (no draft, no hidden one).
import { shortListKey, SHORTS_PAGE_SIZE } from '../../../src/domain/short/short-limits';
import { getShort, listShorts } from '../../services/shorts';
import type { AnswerReader } from './types';

const SHORTS_PAGE = /^\/shorts(?:\/([1-9]\d{0,9}))?\/?$/;

export const shortAnswers: AnswerReader = async (db, pathname) => {
  const match = SHORTS_PAGE.exec(pathname);
  if (!match) return undefined;
  // A short the guest may not see (missing, a draft, hidden) has no page: page-meta answered 404 before this.
  const short = match[1] === undefined ? null : await getShort(db, Number(match[1]), null);
  if (short === undefined) return undefined;
  const answers = new Map<string, unknown>([[`shorts:${shortListKey()}`, await listShorts(db, undefined, 0, SHORTS_PAGE_SIZE)]]);
  if (short) answers.set(`short:${short.id}`, short);
  return answers;
};
