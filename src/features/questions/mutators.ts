// The grow-question writes the outbox sends (POST/PATCH/DELETE /api/problems…): requests, targets, how answers are
// stored and how /pending shows them.
import { db } from '@/db/database';
import { questionTarget, solutionMarkTarget, solutionTarget } from '@/domain/api/change-targets';
import type { Question, QuestionInput, Solution, SolutionInput } from '@/domain/question/question';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';
import { editorLink } from './question-links';
import { questionRow, questionTables, renameInLists } from './question-rows';

/** The fields the editor sends; an edit sends them all, so a later edit may replace an unsent one. */
export interface QuestionArgs { id: number; input: QuestionInput }
export interface SolutionArgs { problem_id: number; id: number; input: SolutionInput }
export interface MarkArgs { problem_id: number; solution_id: number | null }


/** The server's question becomes the device's, unless a later write of it waits (then only its counters and mark). */
async function storeQuestion(answer: Question, context: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  const local = await db.questions.get(localId);
  if (localId !== answer.id) await db.questions.delete(localId);
  const fresh = questionRow(answer, true);
  const later = await context.laterWrites();
  const keep = later.length > 0 && local ? { ...local, id: answer.id, cnt_solutions: answer.cnt_solutions, update_date: answer.update_date } : fresh;
  // Photos still on their way show from the upload queue; those the server has come with the answer.
  await db.questions.put({ ...keep, items_problem_photo: answer.items_problem_photo.length ? answer.items_problem_photo : (local?.items_problem_photo ?? []) });
}

export const createQuestion = defineMutator<'question.create', QuestionArgs, Question>({
  name: 'question.create',
  request: ({ input }) => ({ method: 'POST', path: '/api/problems', body: input }),
  target: ({ id }) => questionTarget(id),
  replaces: false,
  creates: {
    kind: 'question',
    tables: () => [...questionTables(), db.uploadFiles],
    forget: async (tempId) => {
      await db.questions.delete(tempId);
      await db.questionSolutions.where('problem_id').equals(tempId).delete();
      await renameInLists(tempId, null);
      const photos = (await db.uploads.filter((upload) => upload.problem_id === tempId).primaryKeys()) as number[];
      await db.uploads.bulkDelete(photos);
      await db.uploadFiles.bulkDelete(photos);
    },
  },
  answer: {
    tables: questionTables,
    // The question moves to its real id, with its answers, its place in lists and its queued photos.
    store: async (answer, context) => {
      const temp = context.row.creates!.temp_id;
      await storeQuestion(answer, context, temp);
      await db.questionSolutions.where('problem_id').equals(temp).modify({ problem_id: answer.id });
      await renameInLists(temp, answer.id);
      await db.uploads.filter((upload) => upload.problem_id === temp).modify({ problem_id: answer.id });
    },
  },
  pending: { kind: 'createQuestion', editLink: ({ id }) => editorLink(id), content: ({ input }) => [input.title, input.text] },
});

export const updateQuestion = defineMutator<'question.update', QuestionArgs, Question>({
  name: 'question.update',
  request: ({ id, input }) => ({ method: 'PATCH', path: `/api/problems/${id}`, body: input }),
  target: ({ id }) => questionTarget(id),
  replaces: true,
  intoCreate: (create, { input }) => ({ ...(create as QuestionArgs), input }),
  answer: { tables: questionTables, store: (answer, context) => storeQuestion(answer, context) },
  pending: { kind: 'updateQuestion', editLink: ({ id }) => editorLink(id), content: ({ input }) => [input.title, input.text] },
});

export const deleteQuestion = defineMutator<'question.delete', { id: number; title: string }>({
  name: 'question.delete',
  request: ({ id }) => ({ method: 'DELETE', path: `/api/problems/${id}` }),
  target: ({ id }) => questionTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteQuestion', editLink: () => null, content: () => [] },
});

/** The server's answer becomes the device's, unless a later edit of it waits. */
async function storeSolution(answer: Solution, context: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  const later = await context.laterWrites();
  const local = await db.questionSolutions.get(localId);
  if (localId !== answer.id) await db.questionSolutions.delete(localId);
  await db.questionSolutions.put(later.length && local ? { ...local, id: answer.id, synced_at: Date.now() } : { ...answer, synced_at: Date.now() });
}

export const createSolution = defineMutator<'solution.create', SolutionArgs, Solution>({
  name: 'solution.create',
  request: ({ problem_id, input }) => ({ method: 'POST', path: `/api/problems/${problem_id}/solution`, body: input }),
  target: ({ problem_id, id }) => solutionTarget(problem_id, id),
  replaces: false,
  creates: {
    kind: 'solution',
    tables: () => [db.questionSolutions, db.questions],
    forget: async (tempId) => {
      const solution = await db.questionSolutions.get(tempId);
      await db.questionSolutions.delete(tempId);
      if (solution) await db.questions.where('id').equals(solution.problem_id).modify((q) => { q.cnt_solutions = Math.max(0, q.cnt_solutions - 1); });
    },
  },
  answer: { tables: questionTables, store: (answer, context) => storeSolution(answer, context, context.row.creates!.temp_id) },
  pending: { kind: 'createSolution', editLink: () => null, content: ({ input }) => [input.text] },
});

export const updateSolution = defineMutator<'solution.update', SolutionArgs, Solution>({
  name: 'solution.update',
  request: ({ problem_id, id, input }) => ({ method: 'PATCH', path: `/api/problems/${problem_id}/solution/${id}`, body: input }),
  target: ({ problem_id, id }) => solutionTarget(problem_id, id),
  replaces: true,
  intoCreate: (create, { input }) => ({ ...(create as SolutionArgs), input }),
  answer: { tables: questionTables, store: (answer, context) => storeSolution(answer, context) },
  pending: { kind: 'updateSolution', editLink: () => null, content: ({ input }) => [input.text] },
});

export const deleteSolution = defineMutator<'solution.delete', { problem_id: number; id: number }>({
  name: 'solution.delete',
  request: ({ problem_id, id }) => ({ method: 'DELETE', path: `/api/problems/${problem_id}/solution/${id}` }),
  target: ({ problem_id, id }) => solutionTarget(problem_id, id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteSolution', editLink: () => null, content: () => [] },
});

export const markSolution = defineMutator<'solution.mark', MarkArgs, Question>({
  name: 'solution.mark',
  request: ({ problem_id, solution_id }) => ({ method: 'PATCH', path: `/api/problems/${problem_id}`, body: { solution_id } }),
  target: ({ problem_id }) => solutionMarkTarget(problem_id),
  replaces: true,
  answer: {
    tables: questionTables,
    store: async (answer, { laterWrites }) => {
      if ((await laterWrites()).length) return;
      await db.questions.update(answer.id, { solution_id: answer.solution_id });
    },
  },
  pending: { kind: 'markSolution', editLink: () => null, content: () => [] },
});

/** Every grow-question write, for the mutator registry. */
export const questionMutators = [createQuestion, updateQuestion, deleteQuestion, createSolution, updateSolution, deleteSolution, markSolution];
