// Grow questions as the device stores them: an API answer made a row, and the tables a question's writes touch.
import { db, type StoredQuestion } from '@/db/database';
import type { QuestionCard, Solution } from '@/domain/question/question';

/** A question card from the API as a stored row (`has_details` once the question itself was read). */
export function questionRow(card: QuestionCard, hasDetails: boolean, now = Date.now()): StoredQuestion {
  const { items_solution: _solutions, ...fields } = card as QuestionCard & { items_solution?: Solution[] };
  return { ...fields, diary_id: card.item_diary?.id ?? null, week_id: card.item_week?.id ?? null, has_details: hasDetails, synced_at: now };
}

/** Every table a question's or answer's write may change on the device. */
export const questionTables = () => [db.questions, db.questionSolutions, db.questionLists, db.uploads];

/** Replaces `from` by `to` in every stored question list. */
export async function renameInLists(from: number, to: number | null): Promise<void> {
  await db.questionLists.toCollection().modify((list) => {
    list.ids = to === null ? list.ids.filter((id) => id !== from) : list.ids.map((id) => (id === from ? to : id));
  });
}
