// Grow questions and their solutions: lists, one question with its answers, and the writes (each run inside its
// write's transaction by createWriter, counters changed in that same transaction). Authors edit and delete their
// own; moderators and admins may too; only the asker marks the answer that helped.
import type { Kysely } from 'kysely';
import type { Photo } from '../../src/domain/photo/photo';
import type {
  Question, QuestionCard, QuestionInput, QuestionPatch, QuestionsPage, QuestionsQuery, Solution, SolutionInput,
} from '../../src/domain/question/question';
import { MAX_DIARY_QUESTIONS, MAX_QUESTION_PHOTOS, type QuestionCategory } from '../../src/domain/question/question-limits';
import { orderSymptoms, type Symptom, type SymptomType } from '../../src/domain/question/symptoms';
import type { Database, UserRole } from '../db/types';
import { columnContains } from '../db/text-search';
import { badRequest, forbidden, notFound } from '../http/errors';
import { photoUrls } from '../media/image-sizes';
import type { StoredPhoto } from '../media/photo-store';
import { answerMarkedHelpful, questionAnswered } from './notifications-events';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Who writes: the signed-in grower and the role that may moderate others' questions and answers. */
export interface Actor { id: number; role: UserRole }

const moderates = (actor: Actor) => actor.role === 'moderator' || actor.role === 'admin';

/** 403 unless the actor wrote it or moderates. */
function requireAuthorOrModerator(actor: Actor, authorId: number, what: string): void {
  if (actor.id !== authorId && !moderates(actor)) throw forbidden(`Only its author or a moderator may change this ${what}.`);
}

/** Questions with their author, as lists and pages read them. */
function questionRows(db: Db) {
  return db.selectFrom('problems as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('diaries as d', (join) => join.onRef('d.id', '=', 'p.diary_id').on('d.is_remove', '=', 0))
    .leftJoin('weeks as w', (join) => join.onRef('w.id', '=', 'p.week_id').on('w.is_remove', '=', 0))
    .select(['p.id', 'p.title', 'p.text', 'p.category', 'p.tags', 'p.diary_id', 'p.week_id', 'p.cnt_comments', 'p.cnt_likes',
      'p.cnt_solutions', 'p.solution_id', 'p.add_date', 'p.update_date', 'p.user_id', 'p.is_ban', 'p.ban_reason',
      'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar',
      'd.name as diary_name', 'w.faza as week_faza', 'w.position as week_position']);
}

/** Live questions everyone may see: neither removed nor hidden by a moderator. */
const visibleQuestions = (db: Db) => questionRows(db).where('p.is_remove', '=', 0).where('p.is_ban', '=', 0);

type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionRows>['execute']>>[number];

const toQuestionPhoto = (row: { id: number; file: string; width: number; height: number }): Photo => ({
  id: row.id, comment: '', ...photoUrls(row.file), width: row.width, height: row.height, is_remove: false,
});

/** The photos, symptoms and week numbers of some questions, in one query each. */
async function loadDetails(db: Db, rows: QuestionRow[]) {
  const ids = rows.map((r) => r.id);
  const weekIds = rows.flatMap((r) => (r.week_position === null || r.week_id === null ? [] : [r.week_id]));
  if (ids.length === 0) return { photos: new Map<number, Photo[]>(), symptoms: new Map<number, Symptom[]>(), weekNumbers: new Map<number, number>() };
  const [photoRows, symptomRows, weekRows] = await Promise.all([
    db.selectFrom('problem_photos').select(['id', 'problem_id', 'file', 'width', 'height'])
      .where('problem_id', 'in', ids).where('is_remove', '=', 0).orderBy('problem_id').orderBy('position').orderBy('id').execute(),
    db.selectFrom('problem_symptoms').select(['problem_id', 'type', 'symptom_id'])
      .where('problem_id', 'in', ids).orderBy('problem_id').orderBy('position').execute(),
    // A week's number is its place among its diary's live weeks.
    weekIds.length === 0 ? Promise.resolve([]) : db.selectFrom('weeks as w')
      .innerJoin('weeks as o', (join) => join.onRef('o.diary_id', '=', 'w.diary_id').on('o.is_remove', '=', 0).onRef('o.position', '<=', 'w.position'))
      .select(['w.id', (eb) => eb.fn.countAll<number>().as('number')])
      .where('w.id', 'in', weekIds).groupBy('w.id').execute(),
  ]);
  const photos = new Map<number, Photo[]>();
  for (const row of photoRows) photos.set(row.problem_id, [...(photos.get(row.problem_id) ?? []), toQuestionPhoto(row)]);
  const symptoms = new Map<number, Symptom[]>();
  for (const row of symptomRows) symptoms.set(row.problem_id, [...(symptoms.get(row.problem_id) ?? []), { type: row.type as SymptomType, id: row.symptom_id }]);
  return { photos, symptoms, weekNumbers: new Map(weekRows.map((w) => [w.id, Number(w.number)])) };
}

async function toCards(db: Db, rows: QuestionRow[]): Promise<QuestionCard[]> {
  const { photos, symptoms, weekNumbers } = await loadDetails(db, rows);
  return rows.map((row) => {
    const week = row.week_id !== null && row.week_position !== null && row.diary_name !== null ? row.week_id : null;
    return {
      id: row.id, title: row.title, text: row.text, category: row.category as QuestionCategory, tags: JSON.parse(row.tags) as string[],
      items_problem_photo: photos.get(row.id) ?? [],
      items_problem_symptom: symptoms.get(row.id) ?? [],
      item_diary: row.diary_id !== null && row.diary_name !== null ? { id: row.diary_id, name: row.diary_name, link: `/diaries/${row.diary_id}` } : null,
      item_week: week === null ? null : { id: week, number: weekNumbers.get(week) ?? 1, faza: row.week_faza ?? 0, link: `/diaries/${row.diary_id}/week/${week}` },
      item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
      cnt_comments: row.cnt_comments, cnt_likes: row.cnt_likes, cnt_solutions: row.cnt_solutions, solution_id: row.solution_id,
      add_date: row.add_date, update_date: row.update_date,
      ...(row.is_ban ? { ban_reason: row.ban_reason } : {}),
    };
  });
}

/** A page of questions: newest first, those still without answers, or those whose asker marked the answer that helped. */
export async function listQuestions(db: Db, query: QuestionsQuery): Promise<QuestionsPage> {
  let filtered = visibleQuestions(db);
  if (query.sort === 'unanswered') filtered = filtered.where('p.cnt_solutions', '=', 0);
  if (query.sort === 'solved') filtered = filtered.where('p.solution_id', 'is not', null);
  if (query.category) filtered = filtered.where('p.category', '=', query.category);
  if (query.user_id) filtered = filtered.where('p.user_id', '=', query.user_id);
  for (const tag of query.tags) {
    filtered = filtered.where('p.id', 'in', db.selectFrom('problem_tags').select('problem_id').where('tag', '=', tag));
  }
  if (query.symptom) {
    const { type, id } = query.symptom;
    filtered = filtered.where('p.id', 'in', db.selectFrom('problem_symptoms').select('problem_id').where('type', '=', type).where('symptom_id', '=', id));
  }
  if (query.query) filtered = filtered.where((eb) => eb.or([columnContains('p.title', query.query), columnContains('p.text', query.query)]));
  const [rows, count] = await Promise.all([
    filtered.orderBy('p.add_date', 'desc').orderBy('p.id', 'desc').limit(query.limit).offset(query.start).execute(),
    filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toCards(db, rows), start: query.start, limit: query.limit, total: Number(count.total) };
}

/** The questions about a live diary (or one of its weeks), newest first; undefined when the diary is not there. */
export async function listDiaryQuestions(db: Db, diaryId: number, weekId: number | undefined): Promise<QuestionCard[] | undefined> {
  const diary = await db.selectFrom('diaries').select('id').where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (!diary) return undefined;
  let rows = visibleQuestions(db).where('p.diary_id', '=', diaryId);
  if (weekId !== undefined) rows = rows.where('p.week_id', '=', weekId);
  return toCards(db, await rows.orderBy('p.add_date', 'desc').orderBy('p.id', 'desc').limit(MAX_DIARY_QUESTIONS).execute());
}

/** Live answers: those moderators hid only for their author and moderators (`viewer`). */
function solutionRows(db: Db, viewer: Actor | null) {
  const rows = db.selectFrom('problem_solutions as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.problem_id', 's.text', 's.cnt_comments', 's.cnt_likes', 's.add_date', 's.update_date', 's.is_ban', 's.ban_reason',
      'u.id as user_id', 'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar'])
    .where('s.is_remove', '=', 0);
  if (viewer && moderates(viewer)) return rows;
  return rows.where((eb) => eb.or([eb('s.is_ban', '=', 0), eb('s.user_id', '=', viewer?.id ?? 0)]));
}

type SolutionRow = Awaited<ReturnType<ReturnType<typeof solutionRows>['execute']>>[number];

const toSolution = (row: SolutionRow): Solution => ({
  id: row.id, problem_id: row.problem_id, text: row.text, cnt_comments: row.cnt_comments, cnt_likes: row.cnt_likes,
  item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
  add_date: row.add_date, update_date: row.update_date,
  ...(row.is_ban ? { ban_reason: row.ban_reason } : {}),
});

/**
 * A question with its answers (the one that helped first, then oldest first); undefined when it is not there or
 * removed. A hidden one is shown to its author and to moderators only.
 */
export async function getQuestion(db: Db, id: number, viewer: Actor | null = null): Promise<Question | undefined> {
  const row = await questionRows(db).where('p.id', '=', id).where('p.is_remove', '=', 0).executeTakeFirst();
  if (!row) return undefined;
  if (row.is_ban && !(viewer && (viewer.id === row.user_id || moderates(viewer)))) return undefined;
  const [[card], solutions] = await Promise.all([
    toCards(db, [row]),
    solutionRows(db, viewer).where('s.problem_id', '=', id).orderBy('s.id').execute(),
  ]);
  const helpful = (s: SolutionRow) => (s.id === row.solution_id ? 0 : 1);
  return { ...card!, items_solution: solutions.sort((a, b) => helpful(a) - helpful(b) || a.id - b.id).map(toSolution) };
}

async function readQuestion(db: Db, id: number, actor: Actor): Promise<Question> {
  return (await getQuestion(db, id, actor))!;
}

/** A live question for a write: 404 when missing, removed or hidden from the actor. */
async function loadLiveQuestion(db: Db, id: number, actor: Actor) {
  const row = await db.selectFrom('problems').selectAll().where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
  if (!row || (row.is_ban && row.user_id !== actor.id && !moderates(actor))) throw notFound('Question not found');
  return row;
}

/** 400 unless the diary is the asker's own live diary and the week a live week of it. */
async function checkDiaryAndWeek(db: Db, askerId: number, diaryId: number | null, weekId: number | null): Promise<void> {
  if (diaryId === null) return;
  const diary = await db.selectFrom('diaries').select('user_id').where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (!diary || diary.user_id !== askerId) throw badRequest('diary_id: A question can be about one of your own diaries only.');
  if (weekId === null) return;
  const week = await db.selectFrom('weeks').select('id').where('id', '=', weekId).where('diary_id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (!week) throw badRequest('week_id: That week is not a week of this diary.');
}

async function writeSymptomsAndTags(db: Db, problemId: number, symptoms: Symptom[] | undefined, tags: string[] | undefined): Promise<void> {
  if (symptoms) {
    await db.deleteFrom('problem_symptoms').where('problem_id', '=', problemId).execute();
    const ordered = orderSymptoms(symptoms);
    if (ordered.length) {
      await db.insertInto('problem_symptoms').values(ordered.map((s, position) => ({ problem_id: problemId, type: s.type, symptom_id: s.id, position }))).execute();
    }
  }
  if (tags) {
    await db.deleteFrom('problem_tags').where('problem_id', '=', problemId).execute();
    if (tags.length) await db.insertInto('problem_tags').values(tags.map((tag) => ({ tag, problem_id: problemId }))).execute();
  }
}

/** A new question of the actor. */
export async function createQuestion(db: Db, actor: Actor, input: QuestionInput): Promise<Question> {
  await checkDiaryAndWeek(db, actor.id, input.diary_id, input.week_id);
  const now = new Date().toISOString();
  const { id } = await db.insertInto('problems').values({
    user_id: actor.id, title: input.title, text: input.text, category: input.category, tags: JSON.stringify(input.tags),
    diary_id: input.diary_id, week_id: input.week_id, solution_id: null, add_date: now, update_date: now,
  }).returning('id').executeTakeFirstOrThrow();
  await writeSymptomsAndTags(db, id, input.symptoms, input.tags);
  return readQuestion(db, id, actor);
}

/**
 * Changes a question: its fields by its author or a moderator, the answer that helped (`solution_id`, null to
 * unmark) by its asker only; that answer must be a live answer of this question.
 */
export async function updateQuestion(db: Db, actor: Actor, id: number, patch: QuestionPatch): Promise<Question> {
  const row = await loadLiveQuestion(db, id, actor);
  const { solution_id: solutionId, symptoms, tags, ...fields } = patch;
  const edits = Object.keys(fields).length > 0 || symptoms !== undefined || tags !== undefined;
  if (edits) requireAuthorOrModerator(actor, row.user_id, 'question');
  if (solutionId !== undefined) {
    if (actor.id !== row.user_id) throw forbidden('Only the grower who asked marks the answer that helped.');
    if (solutionId !== null) {
      const solution = await db.selectFrom('problem_solutions').select('id')
        .where('id', '=', solutionId).where('problem_id', '=', id).where('is_remove', '=', 0).where('is_ban', '=', 0).executeTakeFirst();
      if (!solution) throw badRequest('solution_id: Not an answer of this question.');
    }
  }
  if (fields.diary_id !== undefined || fields.week_id !== undefined) {
    const diaryId = fields.diary_id !== undefined ? fields.diary_id : row.diary_id;
    // Another diary (or none) leaves the old week behind unless a week is named.
    const weekId = fields.week_id !== undefined ? fields.week_id : diaryId !== row.diary_id ? null : row.week_id;
    await checkDiaryAndWeek(db, row.user_id, diaryId, weekId);
    fields.week_id = weekId;
  }
  await db.updateTable('problems').set({
    ...fields,
    ...(tags !== undefined && { tags: JSON.stringify(tags) }),
    ...(solutionId !== undefined && { solution_id: solutionId }),
    update_date: new Date().toISOString(),
  }).where('id', '=', id).execute();
  await writeSymptomsAndTags(db, id, symptoms, tags);
  if (solutionId && solutionId !== row.solution_id) await answerMarkedHelpful(db, actor.id, id, solutionId);
  return readQuestion(db, id, actor);
}

/** Removes a question (kept as removed, with its answers). */
export async function removeQuestion(db: Db, actor: Actor, id: number): Promise<void> {
  const row = await loadLiveQuestion(db, id, actor);
  requireAuthorOrModerator(actor, row.user_id, 'question');
  await db.updateTable('problems').set({ is_remove: 1, update_date: new Date().toISOString() }).where('id', '=', id).execute();
}

async function readSolution(db: Db, id: number, actor: Actor): Promise<Solution> {
  return toSolution(await solutionRows(db, actor).where('s.id', '=', id).executeTakeFirstOrThrow());
}

/** A new answer to a live question; the question's count of answers goes up in the same transaction. */
export async function addSolution(db: Db, actor: Actor, problemId: number, input: SolutionInput): Promise<Solution> {
  await loadLiveQuestion(db, problemId, actor);
  const now = new Date().toISOString();
  const { id } = await db.insertInto('problem_solutions')
    .values({ problem_id: problemId, user_id: actor.id, text: input.text, add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  await db.updateTable('problems').set((eb) => ({ cnt_solutions: eb('cnt_solutions', '+', 1) })).where('id', '=', problemId).execute();
  await questionAnswered(db, actor.id, problemId, id, input.text);
  return readSolution(db, id, actor);
}

async function loadLiveSolution(db: Db, actor: Actor, problemId: number, solutionId: number) {
  await loadLiveQuestion(db, problemId, actor);
  const row = await db.selectFrom('problem_solutions').selectAll()
    .where('id', '=', solutionId).where('problem_id', '=', problemId).where('is_remove', '=', 0).executeTakeFirst();
  if (!row || (row.is_ban && row.user_id !== actor.id && !moderates(actor))) throw notFound('Answer not found');
  requireAuthorOrModerator(actor, row.user_id, 'answer');
  return row;
}

/** Changes the text of an answer (its author or a moderator). */
export async function updateSolution(db: Db, actor: Actor, problemId: number, solutionId: number, input: SolutionInput): Promise<Solution> {
  await loadLiveSolution(db, actor, problemId, solutionId);
  await db.updateTable('problem_solutions').set({ text: input.text, update_date: new Date().toISOString() }).where('id', '=', solutionId).execute();
  return readSolution(db, solutionId, actor);
}

/** Removes an answer (its author or a moderator): the count goes down (never below 0) and a mark on it goes. */
export async function removeSolution(db: Db, actor: Actor, problemId: number, solutionId: number): Promise<void> {
  await loadLiveSolution(db, actor, problemId, solutionId);
  await db.updateTable('problem_solutions').set({ is_remove: 1, update_date: new Date().toISOString() }).where('id', '=', solutionId).execute();
  await db.updateTable('problems').set((eb) => ({
    cnt_solutions: eb.case().when('cnt_solutions', '>', 0).then(eb('cnt_solutions', '-', 1)).else(0).end(),
  })).where('id', '=', problemId).execute();
  await db.updateTable('problems').set({ solution_id: null }).where('id', '=', problemId).where('solution_id', '=', solutionId).execute();
}

/** 404 unless the question is live, 403 unless it is the grower's own, 400 when it holds all the photos it may. */
export async function checkQuestionPhotoTarget(db: Db, actor: Actor, problemId: number): Promise<void> {
  const row = await loadLiveQuestion(db, problemId, actor);
  if (row.user_id !== actor.id) throw forbidden('Only the grower who asked adds photos to a question.');
  const { count } = await db.selectFrom('problem_photos').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('problem_id', '=', problemId).where('is_remove', '=', 0).executeTakeFirstOrThrow();
  if (Number(count) >= MAX_QUESTION_PHOTOS) throw badRequest(`file: A question holds at most ${MAX_QUESTION_PHOTOS} photos.`);
}

/** A new photo at the end of the question's photos. */
export async function addQuestionPhoto(db: Db, actor: Actor, problemId: number, stored: StoredPhoto): Promise<Photo> {
  await checkQuestionPhotoTarget(db, actor, problemId);
  const { last } = await db.selectFrom('problem_photos').select((eb) => eb.fn.max('position').as('last'))
    .where('problem_id', '=', problemId).executeTakeFirstOrThrow();
  const row = await db.insertInto('problem_photos').values({
    problem_id: problemId, user_id: actor.id, file: stored.file, width: stored.width, height: stored.height,
    position: last === null ? 0 : Number(last) + 1,
  }).returning(['id', 'file', 'width', 'height']).executeTakeFirstOrThrow();
  return toQuestionPhoto(row);
}
