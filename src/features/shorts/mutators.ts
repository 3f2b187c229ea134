// The shorts' queued writes (POST /api/shorts, PATCH and DELETE /api/videos/{id}): requests, targets, how answers are
// stored and how /pending shows them. A short's clip and poster follow its create through the upload queue.
import { db } from '@/db/database';
import { shortTarget } from '@/domain/api/change-targets';
import type { Short, ShortInput } from '@/domain/short/short';
import { defineMutator } from '@/sync/outbox/mutator';
import { forgetShortLocally, moveShort, shortTables, storeShortUnlessEdited } from './shorts-rows';

/** A short's words, as the editor sends them; `id` is the short's (temporary until created). */
export interface ShortArgs { id: number; input: ShortInput }

const editLink = ({ id }: { id: number }) => ({ to: '/shorts/edit/$id' as const, params: { id } });

export const createShort = defineMutator<'short.create', ShortArgs, Short>({
  name: 'short.create',
  request: ({ input }) => ({ method: 'POST', path: '/api/shorts', body: input }),
  target: ({ id }) => shortTarget(id),
  replaces: false,
  creates: { kind: 'short', tables: () => [...shortTables(), db.uploads, db.uploadFiles], forget: forgetShortLocally },
  answer: {
    tables: () => [...shortTables(), db.uploads],
    // The short moves to its real id; its queued clip and poster follow (they leave once it has one).
    store: async (answer, context) => {
      const temp = context.row.creates!.temp_id;
      await moveShort(temp, answer, await context.laterWrites());
      await db.uploads.filter((upload) => upload.short_id === temp).modify({ short_id: answer.id });
    },
  },
  pending: { kind: 'createShort', editLink, content: ({ input }) => [input.title, input.text] },
});

export const editShort = defineMutator<'short.edit', ShortArgs, Short>({
  name: 'short.edit',
  request: ({ id, input }) => ({ method: 'PATCH', path: `/api/videos/${id}`, body: input }),
  target: ({ id }) => shortTarget(id),
  replaces: true,
  intoCreate: (create, { input }) => ({ ...(create as ShortArgs), input }),
  answer: { tables: shortTables, store: async (answer, context) => storeShortUnlessEdited(answer, await context.laterWrites()) },
  pending: { kind: 'editShort', editLink, content: ({ input }) => [input.title, input.text] },
});

export const deleteShort = defineMutator<'short.delete', { id: number; title: string }>({
  name: 'short.delete',
  request: ({ id }) => ({ method: 'DELETE', path: `/api/videos/${id}` }),
  target: ({ id }) => shortTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteShort', editLink: () => null, content: () => [] },
});

/** The shorts' writes, for the mutator registry. */
export const shortMutators = [createShort, editShort, deleteShort];
