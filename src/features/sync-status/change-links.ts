// How /pending shows a queued change, read from its mutator's definition: its kind, its editor and the texts it carries.
import type { OutboxMutation } from '@/db/database';
import type { EditLink, PendingKind } from '@/sync/outbox/mutator';
// The pending page describes every kind of change, so it carries the registry of them all.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { mutatorOf } from '@/sync/outbox/registry';

export interface ChangeView {
  /** A key under `pending.kind`. */
  kind: PendingKind;
  /** Where the grower edits what it changes, or null. */
  edit: EditLink | null;
  /** The non-empty texts the grower wrote in it, shown whole so a refused change loses no words. */
  content: string[];
}

/** What the pending-changes view shows of a queued change; a change of a kind this version does not know keeps its raw content. */
export function describeChange(change: OutboxMutation): ChangeView {
  const mutator = mutatorOf(change.mutator);
  if (!mutator) return { kind: 'unknown', edit: null, content: [JSON.stringify(change.args)] };
  const { kind, editLink, content } = mutator.pending;
  return {
    kind: typeof kind === 'function' ? kind(change.args) : kind,
    edit: editLink(change.args),
    content: content(change.args).filter((text) => typeof text === 'string' && text.trim() !== ''),
  };
}
