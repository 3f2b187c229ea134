// Server-rendering answers of the shorts: the feed's first page, as GET /api/shorts answers it, and on a short's page
// (/shorts/{id}, the feed opened at it) that short too, as GET /api/videos/{id} answers a guest (no draft, no hidden
// one); a short's own page (/video/{id}, the player with its comments) has that short alone.
import { shortListKey, SHORTS_PAGE_SIZE } from '../../../src/domain/short/short-limits';
import { getShort, listShorts } from '../../services/shorts';
import type { AnswerReader } from './types';

const SHORTS_PAGE = /^\/shorts(?:\/([1-9]\d{0,9}))?\/?$/;
const VIDEO_PAGE = /^\/video\/([1-9]\d{0,9})\/?$/;

export const shortAnswers: AnswerReader = async (db, pathname) => {
  const video = VIDEO_PAGE.exec(pathname);
  if (video) {
    const short = await getShort(db, Number(video[1]), null);
    return short ? new Map([[`short:${short.id}`, short]]) : undefined;
  }
  const match = SHORTS_PAGE.exec(pathname);
  if (!match) return undefined;
  // A short the guest may not see (missing, a draft, hidden) has no page: page-meta answered 404 before this.
  const short = match[1] === undefined ? null : await getShort(db, Number(match[1]), null);
  if (short === undefined) return undefined;
  const answers = new Map<string, unknown>([[`shorts:${shortListKey()}`, await listShorts(db, undefined, 0, SHORTS_PAGE_SIZE)]]);
  if (short) answers.set(`short:${short.id}`, short);
  return answers;
};
