// The search part of the grow-question addresses, read leniently: a new question's week (a list's order, text and
// page: src/domain/question/question-list.ts).
import { parseId } from '@/domain/api/ids';
import type { QuestionSort } from '@/domain/question/question-limits';

/** The list addresses' search as links write it (defaults left out). */
export interface QuestionsSearchParams { show?: Exclude<QuestionSort, 'newest'>; q?: string; page?: number }

/** The diary and week a new question starts about (?diary_id&week_id, from a week's "Ask about this week"). */
export interface QuestionAbout { diary_id: number; week_id: number | null }
export interface AboutSearchParams { diary_id?: number; week_id?: number }

export function readAboutSearch(search: Record<string, unknown>): QuestionAbout | null {
  const id = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? parseId(String(value)) : null);
  const diary = id(search.diary_id);
  return diary === null ? null : { diary_id: diary, week_id: id(search.week_id) };
}
