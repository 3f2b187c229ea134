// Live reads of grow questions on the device for the screens, and the refreshes that fill them from the API.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredQuestion, type StoredSolution } from '@/db/database';
import { questionTarget } from '@/domain/api/change-targets';
import type { Question, QuestionsPage } from '@/domain/question/question';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import { questionListKey, type QuestionListQuery } from '@/domain/question/question-list';
import { refreshQuestion, refreshQuestionList, refreshWeekQuestions } from './question-store';
import { questionRow } from './question-rows';

export interface StoredQuestionList { questions: StoredQuestion[]; total: number }

/**
 * What rows made from a server-rendered page's answer (src/ui/initial-answers.tsx) say of their sync: on the server,
 * at one fixed time, so the server's HTML and the client's first render agree (stored rows carry the real time).
 */
const RENDERED_SYNCED_AT = 1;

/**
 * A list page as stored (undefined while reading, null when this page was never fetched), and its refresh. A page
 * rendered on the server shows the list it came with until the device has stored it.
 */
export function useQuestionList(query: QuestionListQuery) {
  const key = questionListKey(query);
  const refresh = useRefresh(`questions:${key}`, () => refreshQuestionList(query));
  const initial = useInitialAnswer<QuestionsPage>(`questions:${key}`);
  const list = useLiveQuery(async (): Promise<StoredQuestionList | null> => {
    const stored = await db.questionLists.get(key);
    if (!stored) return null;
    const rows = await db.questions.bulkGet(stored.ids);
    return { questions: rows.filter((row): row is StoredQuestion => row !== undefined), total: stored.total };
  }, [key]);
  if (list || !initial) return { list, refresh };
  return { list: { questions: initial.items.map((card) => questionRow(card, false, RENDERED_SYNCED_AT)), total: initial.total }, refresh };
}

/** Questions asked on this device that the server has not answered yet (shown above the newest). */
export function useUnsentQuestions(): StoredQuestion[] | undefined {
  return useLiveQuery(() => db.questions.filter((q) => q.synced_at === 0).reverse().sortBy('id'), []);
}

/**
 * One question (null when this device has none, undefined while reading) and its answers (the helpful one first, then
 * oldest first), read together so they change together, and its refresh. A page rendered on the server shows the
 * question it came with until the device has stored its details.
 */
export function useQuestion(id: number) {
  const refresh = useRefresh(`question:${id}`, () => refreshQuestion(id));
  const initial = useInitialAnswer<Question>(`question:${id}`);
  const stored = useLiveQuery(async () => {
    const question = (await db.questions.get(id)) ?? null;
    const rows = await db.questionSolutions.where('problem_id').equals(id).toArray();
    // Answers made here have negative ids: they sort after the server's, in the order they were written.
    return { question, solutions: rows.sort((a, b) => Number(a.id < 0) - Number(b.id < 0) || Math.abs(a.id) - Math.abs(b.id)) };
  }, [id]);
  if (initial && !stored?.question?.has_details) {
    const solutions: StoredSolution[] = initial.items_solution.map((solution) => ({ ...solution, synced_at: RENDERED_SYNCED_AT }));
    return { question: questionRow(initial, true, RENDERED_SYNCED_AT), solutions, refresh };
  }
  return { question: stored?.question, solutions: stored?.solutions, refresh };
}

/** What the server refused about a question (its create or edits, its answers, its mark), by target, with its reason. */
export function useRefusedWrites(id: number): Map<string, string> | undefined {
  return useLiveQuery(async () => {
    const target = questionTarget(id);
    const rows = await db.outbox.where('target').equals(target).or('target').startsWith(`${target}/`).filter((m) => m.status === 'refused').toArray();
    return new Map(rows.map((m) => [m.target, m.error ?? '']));
  }, [id]);
}

/** The answers in the order the page shows them: the one that helped first. */
export function orderSolutions(solutions: StoredSolution[], helpfulId: number | null): StoredSolution[] {
  const helpful = solutions.filter((s) => s.id === helpfulId);
  return [...helpful, ...solutions.filter((s) => s.id !== helpfulId)];
}

/** The questions about a week, newest first, and their refresh. */
export function useWeekQuestions(diaryId: number, weekId: number) {
  const refresh = useRefresh(`week-questions:${weekId}`, () => refreshWeekQuestions(diaryId, weekId));
  const questions = useLiveQuery(async () => (await db.questions.where('week_id').equals(weekId).toArray()).sort((a, b) => b.add_date.localeCompare(a.add_date)), [weekId]);
  return { questions, refresh };
}

/** The grower's own diaries on this device, with their weeks, for the editor's "about" choice. */
export function useOwnDiaries(userId: number | undefined) {
  return useLiveQuery(async () => {
    if (userId === undefined) return [];
    const diaries = (await db.diaries.toArray()).filter((d) => d.item_user.id === userId);
    return Promise.all(diaries.map(async (diary) => ({
      id: diary.id, name: diary.name,
      weeks: (await db.weeks.where('[diary_id+position]').between([diary.id, -Infinity], [diary.id, Infinity]).toArray())
        .filter((w) => !w.is_remove).map((w, index) => ({ id: w.id, number: index + 1, faza: w.faza })),
    })));
  }, [userId]);
}
