// Grow questions and their solutions (spec §3 question, solution; §7 Content /api/problems): answers and bodies.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { photoSchema } from '../photo/photo';
import { userSchema } from '../user/user';
import {
  MAX_QUESTION_QUERY, MAX_QUESTION_SYMPTOMS, MAX_QUESTION_TAGS, MAX_QUESTION_TEXT, MAX_QUESTION_TITLE, MAX_QUESTIONS_LIMIT, MAX_SOLUTION_TEXT,
  MIN_QUESTION_TITLE, MIN_SOLUTION_TEXT, QUESTION_CATEGORIES, QUESTION_PAGE_SIZE, QUESTION_SORTS, normalizeTag,
} from './question-limits';
import { isSymptom, orderSymptoms, parseSymptomKey, SYMPTOM_TYPES, type Symptom, type SymptomType } from './symptoms';

const id = z.number().int().positive().max(2 ** 31 - 1);

export const symptomSchema = z.object({
  type: z.enum(SYMPTOM_TYPES as [SymptomType, ...SymptomType[]]),
  id: z.string().max(40),
}).refine((s) => isSymptom(s.type, s.id), { message: 'Not a symptom of the list' }) as z.ZodType<Symptom>;

const tagSchema = z.string().transform((text, ctx) => {
  const tag = normalizeTag(text);
  if (tag === null) {
    ctx.addIssue({ code: 'custom', message: 'A tag is 1 to 30 letters, digits or dashes' });
    return z.NEVER;
  }
  return tag;
});

const titleSchema = z.string().trim()
  .min(MIN_QUESTION_TITLE, `The title needs at least ${MIN_QUESTION_TITLE} characters`)
  .max(MAX_QUESTION_TITLE, `The title is at most ${MAX_QUESTION_TITLE} characters`);
const textSchema = z.string().trim().max(MAX_QUESTION_TEXT, `The text is at most ${MAX_QUESTION_TEXT} characters`);

/** The fields a grower writes; tags and symptoms come back without repeats, symptoms in vocabulary order. */
const questionFields = {
  title: titleSchema,
  text: textSchema,
  category: z.enum(QUESTION_CATEGORIES),
  tags: z.array(tagSchema).max(MAX_QUESTION_TAGS, `At most ${MAX_QUESTION_TAGS} tags`).transform((tags) => [...new Set(tags)]),
  symptoms: z.array(symptomSchema).max(MAX_QUESTION_SYMPTOMS, `At most ${MAX_QUESTION_SYMPTOMS} symptoms`).transform(orderSymptoms),
  /** The grower's own diary and one of its weeks the question is about. */
  diary_id: id.nullable(),
  week_id: id.nullable(),
};

const weekNeedsDiary = (body: { diary_id?: number | null; week_id?: number | null }) => !(body.week_id && !body.diary_id);
const WEEK_WITHOUT_DIARY = { message: 'week_id needs the diary_id of its diary', path: ['week_id'] };

/** POST /api/problems. */
export const questionInputSchema = z.object({
  ...questionFields,
  text: textSchema.default(''),
  tags: questionFields.tags.default([]),
  symptoms: questionFields.symptoms.default([]),
  diary_id: questionFields.diary_id.default(null),
  week_id: questionFields.week_id.default(null),
}).strict().refine(weekNeedsDiary, WEEK_WITHOUT_DIARY);
export type QuestionInput = z.infer<typeof questionInputSchema>;

/**
 * PATCH /api/problems/{id}: any of the fields (author, moderator or admin), and `solution_id`, the solution that
 * helped (the asker only; null unmarks).
 */
export const questionPatchSchema = z.object({
  ...Object.fromEntries(Object.entries(questionFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof questionFields]: z.ZodOptional<(typeof questionFields)[K]>
  },
  solution_id: id.nullable().optional(),
}).strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
  .refine((body) => body.week_id === undefined || body.week_id === null || body.diary_id !== undefined, { message: 'week_id needs the diary_id of its diary', path: ['week_id'] });
export type QuestionPatch = z.infer<typeof questionPatchSchema>;

/** POST /api/problems/{id}/solution and PATCH /api/problems/{id}/solution/{sid}. */
export const solutionInputSchema = z.object({
  text: z.string().trim()
    .min(MIN_SOLUTION_TEXT, `The answer needs at least ${MIN_SOLUTION_TEXT} characters`)
    .max(MAX_SOLUTION_TEXT, `The answer is at most ${MAX_SOLUTION_TEXT} characters`),
}).strict();
export type SolutionInput = z.infer<typeof solutionInputSchema>;

export const solutionSchema = z.object({
  id: z.number(),
  problem_id: z.number(),
  text: z.string(),
  item_user: userSchema,
  cnt_comments: z.number(),
  cnt_likes: z.number(),
  add_date: z.string(),
  update_date: z.string(),
  /** Why moderators hid it: only for a hidden answer, only to its author and moderators. */
  ban_reason: z.string().optional(),
});
export type Solution = z.infer<typeof solutionSchema>;

/** The diary and week a question is about. */
export const questionDiarySchema = z.object({ id: z.number(), name: z.string(), link: z.string() });
export const questionWeekSchema = z.object({ id: z.number(), number: z.number(), faza: z.number(), link: z.string() });

/** A question as lists show it (no solutions). */
export const questionCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  category: z.enum(QUESTION_CATEGORIES),
  tags: z.array(z.string()),
  items_problem_photo: z.array(photoSchema),
  items_problem_symptom: z.array(symptomSchema),
  item_diary: questionDiarySchema.nullable(),
  item_week: questionWeekSchema.nullable(),
  item_user: userSchema,
  cnt_comments: z.number(),
  cnt_likes: z.number(),
  cnt_solutions: z.number(),
  /** The solution the asker marked as the one that helped, or null. */
  solution_id: z.number().nullable(),
  add_date: z.string(),
  update_date: z.string(),
  /** Why moderators hid it: only for a hidden question, only to its asker and moderators. */
  ban_reason: z.string().optional(),
});
export type QuestionCard = z.infer<typeof questionCardSchema>;

/** GET /api/problems/{id}: the question with its solutions (the helpful one first, then oldest first). */
export const questionSchema = questionCardSchema.extend({ items_solution: z.array(solutionSchema) });
export type Question = z.infer<typeof questionSchema>;

const symptomKeySchema = z.string().transform((key, ctx) => {
  const symptom = parseSymptomKey(key);
  if (!symptom) {
    ctx.addIssue({ code: 'custom', message: 'Expected a symptom as type:id' });
    return z.NEVER;
  }
  return symptom;
});

/** GET /api/problems: a page of questions, by order, text, tags (all of them), category and symptom. */
export const questionsQuerySchema = z.object({
  sort: z.enum(QUESTION_SORTS).default('newest'),
  query: z.string().trim().max(MAX_QUESTION_QUERY).default(''),
  tags: z.string().max(200).default('').transform((text, ctx) => {
    const tags = text.split(',').filter(Boolean);
    const normalized = tags.map(normalizeTag);
    if (tags.length > MAX_QUESTION_TAGS || normalized.some((tag) => tag === null)) {
      ctx.addIssue({ code: 'custom', message: `Up to ${MAX_QUESTION_TAGS} tags, comma separated` });
      return z.NEVER;
    }
    return [...new Set(normalized as string[])];
  }),
  category: z.enum(QUESTION_CATEGORIES).optional(),
  symptom: symptomKeySchema.optional(),
  user_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_QUESTIONS_LIMIT).default(QUESTION_PAGE_SIZE),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

export const questionsPageSchema = pageSchema(questionCardSchema);
export type QuestionsPage = z.infer<typeof questionsPageSchema>;

/** GET /api/problems/diary/{id}?week_id: the questions about a diary (or one of its weeks), newest first. */
export const diaryQuestionsQuerySchema = z.object({ week_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });
export const diaryQuestionsSchema = z.object({ items: z.array(questionCardSchema) });
export type DiaryQuestions = z.infer<typeof diaryQuestionsSchema>;
