// The mutator registry: every kind of write the app queues, by name. The engine, temp-id remapping, conflicts and /pending read it.
import type { Table } from 'dexie';
import { diaryMutators } from '@/features/diaries/mutators';
import { followMutators } from '@/features/follows/mutators';
import { reviewMutators } from '@/features/reviews/mutators';
import { weekMutators } from '@/features/weeks/mutators';
import type { AnyMutator } from './mutator';

const registry: ReadonlyMap<string, AnyMutator> = new Map(
  [...diaryMutators, ...weekMutators, ...followMutators, ...reviewMutators].map((mutator) => [mutator.name, mutator]),
);

/** The definition of a queued row's write; undefined for a name this version does not know (nothing is sent for it). */
export function mutatorOf(name: string): AnyMutator | undefined {
  return registry.get(name);
}

/** Every table an answer may touch, for the replay's transaction. */
export function answerTables(): Table[] {
  return [...new Set([...registry.values()].flatMap((mutator) => (mutator.answer === 'ignored' ? [] : mutator.answer.tables())))];
}
