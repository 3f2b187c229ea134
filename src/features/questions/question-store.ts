// Grow questions read from the API into the device: list pages, one question with its answers, a week's questions.
// What this device changed and has not sent yet is kept over the server's copy (found by its outbox target).
import { db, type StoredQuestion } from '@/db/database';
import { questionTarget } from '@/domain/api/change-targets';
import type { DiaryQuestions, Question, QuestionCard, QuestionsPage } from '@/domain/question/question';
import { QUESTION_PAGE_SIZE } from '@/domain/question/question-limits';
import { questionListKey, type QuestionListQuery } from '@/domain/question/question-list';
import { apiRequest, ServerError } from '@/sync/transport/http';
import { questionRow, renameInLists } from './question-rows';

/** The writes about a question (its edits, its answers, its mark) still on this device. */
const writesAbout = (id: number) => db.outbox.where('target').equals(questionTarget(id)).or('target').startsWith(`${questionTarget(id)}/`).toArray();
const waitsAbout = async (id: number) => (await writesAbout(id)).length > 0;

/**
 * The server's copy, with the photos this device's uploads added after the copy was asked for (at `asked`): the
 * answer was read before they arrived, and nothing else would bring them back until the next refresh.
 */
function withLaterPhotos(fresh: StoredQuestion, local: StoredQuestion | undefined, asked: number): StoredQuestion {
  if (!local?.photos_added_at || local.photos_added_at < asked) return fresh;
  const known = new Set(fresh.items_problem_photo.map((photo) => photo.id));
  const later = local.items_problem_photo.filter((photo) => !known.has(photo.id));
  return { ...fresh, items_problem_photo: [...fresh.items_problem_photo, ...later], photos_added_at: local.photos_added_at };
}

/** Cards from the API (asked for at `asked`), kept unless a write of theirs waits; details already stored stay. */
async function storeCards(cards: QuestionCard[], now: number, asked: number): Promise<void> {
  const stored = new Map((await db.questions.bulkGet(cards.map((c) => c.id))).flatMap((q) => (q ? [[q.id, q] as const] : [])));
  const rows: StoredQuestion[] = [];
  for (const card of cards) {
    if (await waitsAbout(card.id)) continue;
    const local = stored.get(card.id);
    rows.push(withLaterPhotos(questionRow(card, local?.has_details ?? false, now), local, asked));
  }
  await db.questions.bulkPut(rows);
}

/** GET /api/problems: one page of a list into the device. */
export async function refreshQuestionList(q: QuestionListQuery): Promise<void> {
  const asked = Date.now();
  const page = await apiRequest<QuestionsPage>('/api/problems', {
    query: {
      sort: q.sort, query: q.query || undefined, tags: q.tags.join(',') || undefined, category: q.category ?? undefined,
      start: (q.page - 1) * QUESTION_PAGE_SIZE, limit: QUESTION_PAGE_SIZE,
    },
  });
  await storeQuestionList(questionListKey(q), page, asked);
}

/** Stores a list page the server answered (fetched, or written into the page by server rendering) asked for at `asked`. */
export async function storeQuestionList(key: string, page: QuestionsPage, asked: number): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.questions, db.questionLists, db.outbox, async () => {
    await storeCards(page.items, now, asked);
    await db.questionLists.put({ key, ids: page.items.map((item) => item.id), total: page.total, synced_at: now });
  });
}

/**
 * GET /api/problems/{id}: the question and its answers into the device. Answers written here and not sent yet stay;
 * a question the server no longer has is forgotten unless something about it still waits.
 */
export async function refreshQuestion(id: number): Promise<void> {
  if (id < 0) return;
  const asked = Date.now();
  let question: Question;
  try {
    question = await apiRequest<Question>(`/api/problems/${id}`);
  } catch (error) {
    if (!(error instanceof ServerError && error.status === 404)) throw error;
    await db.transaction('rw', db.questions, db.questionSolutions, db.questionLists, db.outbox, async () => {
      if (await waitsAbout(id)) return;
      await db.questions.delete(id);
      await db.questionSolutions.where('problem_id').equals(id).delete();
      await renameInLists(id, null);
    });
    return;
  }
  await storeQuestion(id, question, asked);
}

/**
 * Stores the server's copy of a question with its answers (fetched, or written into the page by server rendering),
 * asked for at `asked`: what this device changed and has not sent yet stays over it.
 */
export async function storeQuestion(id: number, question: Question, asked: number): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.questions, db.questionSolutions, db.outbox, async () => {
    const waiting = await writesAbout(id);
    const local = await db.questions.get(id);
    const fresh = withLaterPhotos(questionRow(question, true, now), local, asked);
    // An edit or mark still on its way is newer than this copy.
    const edited = waiting.some((m) => m.target === questionTarget(id));
    const marked = waiting.some((m) => m.mutator === 'solution.mark');
    await db.questions.put(local && edited ? { ...local, cnt_solutions: fresh.cnt_solutions, has_details: true } : { ...fresh, ...(marked && local ? { solution_id: local.solution_id } : {}) });
    const waitingIds = new Set(waiting.map((m) => (m.args as { id?: number }).id));
    const kept = (await db.questionSolutions.where('problem_id').equals(id).toArray()).filter((s) => s.synced_at === 0 || waitingIds.has(s.id));
    await db.questionSolutions.where('problem_id').equals(id).delete();
    const keptIds = new Set(kept.map((s) => s.id));
    await db.questionSolutions.bulkPut([
      ...question.items_solution.filter((s) => !keptIds.has(s.id) && !waiting.some((m) => m.mutator === 'solution.delete' && (m.args as { id: number }).id === s.id))
        .map((s) => ({ ...s, synced_at: now })),
      ...kept,
    ]);
  });
}

/** GET /api/problems/diary/{id}?week_id: the questions about a week into the device; ones no longer about it leave it. */
export async function refreshWeekQuestions(diaryId: number, weekId: number): Promise<void> {
  if (diaryId < 0 || weekId < 0) return;
  const asked = Date.now();
  const { items } = await apiRequest<DiaryQuestions>(`/api/problems/diary/${diaryId}`, { query: { week_id: weekId } });
  const now = Date.now();
  await db.transaction('rw', db.questions, db.outbox, async () => {
    await storeCards(items, now, asked);
    const listed = new Set(items.map((item) => item.id));
    for (const row of await db.questions.where('week_id').equals(weekId).toArray()) {
      if (!listed.has(row.id) && row.synced_at > 0 && !(await waitsAbout(row.id))) await db.questions.update(row.id, { week_id: null, item_week: null });
    }
  });
}
