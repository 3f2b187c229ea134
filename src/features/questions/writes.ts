// Asking, editing and removing grow questions, answering them and marking the answer that helped: each applied to
// the device at once and queued (works offline); photos go to the media queue under the question's id.
import { db, type StoredQuestion } from '@/db/database';
import type { QuestionInput, SolutionInput } from '@/domain/question/question';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { queueQuestionPhotos, type QueuedPhotos } from '@/sync/uploads/upload-queue';
import {
  createQuestion, createSolution, deleteQuestion, deleteSolution, markSolution, updateQuestion, updateSolution,
} from './mutators';
import { questionTables } from './question-rows';

/** The signed-in grower, who writes (the screens ask for a sign-in before any write). */
async function currentUser() {
  const session = await db.session.get('current');
  if (session?.key !== 'current') throw new Error('Please sign in.');
  return session.user;
}

/** The diary and week a question names, as the device knows them (null when it knows neither). */
async function refsOf(input: QuestionInput): Promise<Pick<StoredQuestion, 'item_diary' | 'item_week'>> {
  const diary = input.diary_id === null ? undefined : await db.diaries.get(input.diary_id);
  if (!diary) return { item_diary: null, item_week: null };
  const item_diary = { id: diary.id, name: diary.name, link: `/diaries/${diary.id}` };
  const week = input.week_id === null ? undefined : await db.weeks.get(input.week_id);
  if (!week) return { item_diary, item_week: null };
  const earlier = await db.weeks.where('[diary_id+position]').between([diary.id, -Infinity], [diary.id, week.position], true, true).count();
  return { item_diary, item_week: { id: week.id, number: earlier, faza: week.faza, link: `/diaries/${diary.id}/week/${week.id}` } };
}

/** The fields of the input over a stored (or new) question. */
async function withInput(base: StoredQuestion, input: QuestionInput): Promise<StoredQuestion> {
  return {
    ...base, title: input.title, text: input.text, category: input.category, tags: input.tags,
    items_problem_symptom: input.symptoms, diary_id: input.diary_id, week_id: input.week_id, ...(await refsOf(input)),
    update_date: new Date().toISOString(),
  };
}

/**
 * Asks a question: stored on the device under a temporary id, queued, and its photos queued for after it; answers
 * the temporary id and the photos that could not be read.
 */
export async function askQuestion(input: QuestionInput, photos: File[] = []): Promise<{ id: number; photos: QueuedPhotos }> {
  const user = await currentUser();
  const id = newTempId();
  const now = new Date().toISOString();
  const blank: StoredQuestion = {
    id, title: '', text: '', category: input.category, tags: [], items_problem_photo: [], items_problem_symptom: [],
    item_diary: null, item_week: null, item_user: user, cnt_comments: 0, cnt_likes: 0, cnt_solutions: 0, solution_id: null,
    add_date: now, update_date: now, diary_id: null, week_id: null, has_details: true, synced_at: 0,
  };
  await writeLocally([...questionTables(), db.diaries, db.weeks], async () => {
    await db.questions.add(await withInput(blank, input));
    await queueWrite(createQuestion, { id, input }, { label: input.title, createsId: id });
  });
  return { id, photos: await queueQuestionPhotos(photos, id) };
}

/** Saves an edit of a question on the device and queues it (into its create while that has not left). */
export async function editQuestion(id: number, input: QuestionInput, photos: File[] = []): Promise<QueuedPhotos> {
  await writeLocally([...questionTables(), db.diaries, db.weeks], async () => {
    const stored = await db.questions.get(id);
    if (stored) await db.questions.put(await withInput(stored, input));
    await queueWrite(updateQuestion, { id, input }, { label: input.title, editOf: id });
  });
  return queueQuestionPhotos(photos, id);
}

/** Removes a question from the device; the server is told unless its create never left. */
export async function removeQuestion(id: number): Promise<void> {
  await writeLocally([...questionTables(), db.uploadFiles], async () => {
    const stored = await db.questions.get(id);
    if (!(await dropUnsentCreate(id))) await queueWrite(deleteQuestion, { id, title: stored?.title ?? '' }, { label: stored?.title ?? '' });
    await createQuestion.creates!.forget(id);
  });
}

/** Answers a question: shown at once under a temporary id and counted, then sent. */
export async function answerQuestion(problemId: number, input: SolutionInput): Promise<number> {
  const user = await currentUser();
  const id = newTempId();
  const now = new Date().toISOString();
  await writeLocally(questionTables(), async () => {
    await db.questionSolutions.add({ id, problem_id: problemId, text: input.text, item_user: user, cnt_comments: 0, cnt_likes: 0, add_date: now, update_date: now, synced_at: 0 });
    await db.questions.where('id').equals(problemId).modify((q) => { q.cnt_solutions += 1; });
    const question = await db.questions.get(problemId);
    await queueWrite(createSolution, { problem_id: problemId, id, input }, { label: question?.title ?? '', createsId: id });
  });
  return id;
}

/** Saves an edit of an answer on the device and queues it. */
export async function editSolution(problemId: number, id: number, input: SolutionInput): Promise<void> {
  await writeLocally(questionTables(), async () => {
    await db.questionSolutions.update(id, { text: input.text, update_date: new Date().toISOString() });
    const question = await db.questions.get(problemId);
    await queueWrite(updateSolution, { problem_id: problemId, id, input }, { label: question?.title ?? '', editOf: id });
  });
}

/** Removes an answer from the device (a mark on it goes too); the server is told unless it never left. */
export async function removeSolution(problemId: number, id: number): Promise<void> {
  await writeLocally(questionTables(), async () => {
    const question = await db.questions.get(problemId);
    if (!(await dropUnsentCreate(id))) await queueWrite(deleteSolution, { problem_id: problemId, id }, { label: question?.title ?? '' });
    await db.questionSolutions.delete(id);
    await db.questions.where('id').equals(problemId).modify((q) => {
      q.cnt_solutions = Math.max(0, q.cnt_solutions - 1);
      if (q.solution_id === id) q.solution_id = null;
    });
  });
}

/** The asker marks the answer that helped (null unmarks): shown at once, a later mark replaces an unsent one. */
export async function setHelpfulSolution(problemId: number, solutionId: number | null): Promise<void> {
  await writeLocally(questionTables(), async () => {
    const question = await db.questions.get(problemId);
    await db.questions.update(problemId, { solution_id: solutionId });
    await queueWrite(markSolution, { problem_id: problemId, solution_id: solutionId }, { label: question?.title ?? '' });
  });
}

