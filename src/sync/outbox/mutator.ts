// What one kind of queued write is: its request, what it writes, how its answer and conflicts are stored, and how /pending shows it.
import type { Table } from 'dexie';
import type { CreatedKind, OutboxMutation } from '@/db/database';
import type pendingStrings from '../../../locales/screens/en.json';

/** A pending-changes kind: a key of `pending.kind` in the screen strings, so a kind without its text does not compile. */
export type PendingKind = keyof (typeof pendingStrings)['pending']['kind'];

/** Where the grower edits what a queued change is about: an editor route and its params. */
export type EditLink =
  | { to: '/diaries/edit/$id'; params: { id: number } }
  | { to: '/grow-questions/$'; params: { path: { kind: 'edit'; id: number } } }
  | { to: '/diaries/$id/edit/week/$week' | '/diaries/$id/edit/smoke/$week'; params: { id: number; week: number } }
  | { to: '/brands-manager/products/edit/$id' | '/brands-manager/products/edit_composition/$id'; params: { id: number } }
  | { to: '/brands-manager/schemes/edit/$id'; params: { id: number } }
  | { to: '/brands-manager/newsletters/edit/$id'; params: { id: number } }
  | { to: '/brands-manager/banners/edit/$kind/$id'; params: { kind: 'box' | 'cpm' | 'header'; id: number } }
  | { to: '/shorts/edit/$id'; params: { id: number } };

/** The HTTP request a queued write sends (through the http client, with its idempotency key). */
export interface ApiCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/** What storing an answer or settling a conflict may read: the row as sent (temp ids resolved) and the writes queued after it. */
export interface ReplayContext<Args> {
  row: OutboxMutation;
  args: Args;
  /** Writes of the same target (or of `target`) queued after this one: their local change is newer than this answer. */
  laterWrites(target?: string): Promise<OutboxMutation[]>;
}

/** How a write's answer reaches the device: the tables it touches (opened by the replay's transaction) and the store step. */
export type AnswerHandling<Args, Answer> =
  | 'ignored'
  | { tables: () => Table[]; store(answer: Answer, context: ReplayContext<Args>): Promise<void> };

/** A kind of queued write, defined once; the outbox stores its name and arguments. */
export interface MutatorDefinition<Name extends string = string, Args = unknown, Answer = unknown> {
  name: Name;
  /** The request this write sends, built at send time from arguments whose temporary ids are resolved. */
  request(args: Args): ApiCall;
  /**
   * What it writes, as a path of `kind:id` steps ('diary:12', 'diary:12/week:40', 'follow:user:3'): later writes of
   * the same target replace or rebase on it, and a refresh keeps local state that still waits under a target.
   */
  target(args: Args): string;
  /** Whether a later write of the same target replaces this one while it has not left the device (a whole-item PUT). */
  replaces: boolean;
  /** A create of something made offline under a temporary id (the row's `creates` names that id). */
  creates?: {
    kind: CreatedKind;
    /** The local tables `forget` writes. */
    tables: () => Table[];
    /** Removes the local copy of a create the grower discards before it reached the server. */
    forget(tempId: number): Promise<void>;
  };
  /** For an edit: folds its arguments into those of the create of the same thing while that create has not left the device. */
  intoCreate?(createArgs: unknown, args: Args): unknown;
  answer: AnswerHandling<Args, Answer>;
  /** A 409 with the server's current version: true when the write was rebased on it and should be sent again. */
  settleConflict?(current: unknown, context: ReplayContext<Args>): Promise<boolean>;
  pending: {
    kind: PendingKind | ((args: Args) => PendingKind);
    /** The editor of what it changes, or null (a removal, a follow). */
    editLink(args: Args): EditLink | null;
    /** Texts the grower wrote in it, shown in full so a refused change loses no words. */
    content(args: Args): string[];
  };
}

/** Any definition, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMutator = MutatorDefinition<string, any, any>;

/** Defines a kind of queued write; every part the engine and /pending need is required by its type. */
export function defineMutator<const Name extends string, Args, Answer = unknown>(definition: MutatorDefinition<Name, Args, Answer>): MutatorDefinition<Name, Args, Answer> {
  return definition;
}
