// Server-rendering answers of the diary pages and their week pages: the diary with its weeks, as GET /api/diaries/{id}
// answers a guest (a week page reads its week from the diary's weeks, as the client does).
import { getDiary } from '../../services/diaries';
import type { AnswerReader } from './types';

const DIARY_PAGE = /^\/diaries\/(\d+)(?:\/week\/\d+)?\/?$/;

export const diaryAnswers: AnswerReader = async (db, pathname) => {
  const match = DIARY_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  const diary = await getDiary(db, id, null);
  return diary ? new Map([[`diary:${id}`, diary]]) : undefined;
};
