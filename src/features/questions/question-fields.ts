// The question editor's fields as typed (kept as a draft), and the request body they make.
import type { StoredQuestion } from '@/db/database';
import type { QuestionInput } from '@/domain/question/question';
import {
  MAX_QUESTION_TAGS, MAX_QUESTION_TEXT, MAX_QUESTION_TITLE, MIN_QUESTION_TITLE, normalizeTag, type QuestionCategory,
} from '@/domain/question/question-limits';
import { orderSymptoms, type Symptom } from '@/domain/question/symptoms';

export interface QuestionFields {
  title: string;
  text: string;
  category: QuestionCategory;
  /** Tags as typed, comma separated. */
  tags: string;
  symptoms: Symptom[];
  diary_id: number | null;
  week_id: number | null;
  /** Photos picked and not queued yet (kept with the draft: IndexedDB stores files). */
  photos: File[];
}

export const emptyQuestionFields = (about: { diary_id: number; week_id: number | null } | null): QuestionFields => ({
  title: '', text: '', category: 'other', tags: '', symptoms: [], diary_id: about?.diary_id ?? null, week_id: about?.week_id ?? null, photos: [],
});

export const fieldsOf = (question: StoredQuestion): QuestionFields => ({
  title: question.title, text: question.text, category: question.category, tags: question.tags.join(', '),
  symptoms: question.items_problem_symptom, diary_id: question.diary_id, week_id: question.week_id, photos: [],
});

/** What is wrong with the fields, by field, or the request body they make. */
export type CheckedFields = { ok: true; input: QuestionInput } | { ok: false; problems: Partial<Record<'title' | 'text' | 'tags', 'length' | 'tags'>> };

export function checkFields(fields: QuestionFields): CheckedFields {
  const title = fields.title.trim();
  const text = fields.text.trim();
  const typedTags = fields.tags.split(',').map((tag) => tag.trim()).filter(Boolean);
  const tags = [...new Set(typedTags.map(normalizeTag))];
  const problems: Extract<CheckedFields, { ok: false }>['problems'] = {};
  if (title.length < MIN_QUESTION_TITLE || title.length > MAX_QUESTION_TITLE) problems.title = 'length';
  if (text.length > MAX_QUESTION_TEXT) problems.text = 'length';
  if (tags.includes(null) || tags.length > MAX_QUESTION_TAGS) problems.tags = 'tags';
  if (Object.keys(problems).length) return { ok: false, problems };
  return {
    ok: true,
    input: {
      title, text, category: fields.category, tags: tags as string[], symptoms: orderSymptoms(fields.symptoms),
      diary_id: fields.diary_id, week_id: fields.diary_id === null ? null : fields.week_id,
    },
  };
}
