// Conflict policy for offline week edits: a three-way merge of the client's edit with the server's current week.
import type { WeekPropName } from './week';

/*
 * When a save answers 409 with the server's `current` week, the client merges three versions:
 * `base` (what it last saw from the server), `local` (its edit) and `remote` (the server's current).
 *
 * - Scalars (faza, days, text) and each prop of `props` separately: if only one side changed the value, take that
 *   side; if both changed it to the same value, take it; if both changed it differently, local wins (the grower on
 *   the phone typed it last and would lose words otherwise) and the field is listed in `conflicts`.
 *   null and a missing prop are the same value when comparing the two edits (no conflict), but a change from one to
 *   the other still counts as a change. Props whose merged value is undefined are left out.
 * - text, when both changed it differently: local text is kept and the remote text is appended after
 *   TEXT_MERGE_SEPARATOR, unless the trimmed remote text is blank or already contained in the local text
 *   (so merging again never duplicates it). A blank local text, or one the remote text contains (the remote
 *   edit extended it), gives the remote text alone.
 * - items_nutrient, merged by id: added on either side is kept; removed (is_remove or left out of the list) on one
 *   side stays removed unless the other side changed its val, in which case the other side's nutrient is kept and
 *   listed as a conflict. Otherwise each field of a nutrient is merged like a scalar (local wins, conflict listed).
 *   A nutrient removed by leaving it out of the local list is left out of the merge too; removed by flag, it keeps
 *   the flag.
 * - items_photo, merged by id: never dropped. Every photo of base, local and remote is kept; its fields merge like
 *   a scalar's, and it is marked is_remove: true if either side removed it (by flag or by leaving it out).
 * - Order of both lists: if local kept base's order, remote's order, else local's; an item missing from that order
 *   (added on the other side, or kept from base) goes right before the item that follows it in its own list,
 *   or at the end.
 * - Every other field of the week (id, update_date, counters...) is taken from remote, the server's current, so
 *   the next save is based on it.
 *
 * Conflict names: 'faza', 'days', 'text', 'props.<name>', 'items_nutrient.<id>', 'items_photo.<id>'.
 */

/** What the merge needs of a week nutrient. */
export interface MergeableNutrient { readonly id: number; readonly val: number | null; readonly is_remove?: boolean }

/** What the merge needs of a week photo. */
export interface MergeablePhoto { readonly id: number; readonly is_remove?: boolean }

/** The part of a week the merge works on (a stored Week and an editor draft both fit). */
export interface MergeableWeek {
  readonly faza: number;
  readonly days: number;
  readonly text: string;
  readonly props: { readonly [K in WeekPropName]?: unknown };
  readonly items_nutrient: readonly MergeableNutrient[];
  readonly items_photo: readonly MergeablePhoto[];
}

/** The merged week and the fields both sides changed differently. */
export interface WeekMergeResult<W> { readonly merged: W; readonly conflicts: string[] }

/** Put between the local text and the appended remote text when both changed it. */
export const TEXT_MERGE_SEPARATOR = '\n\n---\n\n';

/** Deep equality of JSON-like values (what comes from the server and from IndexedDB). */
function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)]);
  for (const key of keys) if (!equal(aRecord[key], bRecord[key])) return false;
  return true;
}

/** Both edits say the same thing: equal, or both empty (null or undefined). */
const sameEdit = (a: unknown, b: unknown): boolean => (a == null && b == null) || equal(a, b);

type Picked<T> = { value: T; conflict: boolean };

/** Three-way merge of one value: the changed side wins, local wins when both changed differently. */
function mergeValue<T>(base: T, local: T, remote: T): Picked<T> {
  if (equal(remote, base)) return { value: local, conflict: false };
  if (equal(local, base)) return { value: remote, conflict: false };
  return { value: local, conflict: !sameEdit(local, remote) };
}

/** Field by field three-way merge of two objects over a common base; leaves out undefined results. */
function mergeFields<T extends object>(base: T | undefined, local: T, remote: T): Picked<T> {
  const b = (base ?? {}) as Record<string, unknown>;
  const l = local as Record<string, unknown>;
  const r = remote as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  let conflict = false;
  for (const key of new Set([...Object.keys(l), ...Object.keys(r), ...Object.keys(b)])) {
    const field = mergeValue(b[key], l[key], r[key]);
    conflict ||= field.conflict;
    if (field.value !== undefined) out[key] = field.value;
  }
  return { value: out as T, conflict };
}

function mergeText(base: string, local: string, remote: string): Picked<string> {
  const picked = mergeValue(base, local, remote);
  if (!picked.conflict) return picked;
  const extra = remote.trim();
  if (extra === '' || local.includes(extra)) return picked;
  // A blank local text, or one the remote text already contains, gives the remote text: nothing is lost.
  if (remote.includes(local.trim())) return { value: remote, conflict: true };
  return { value: `${local.trimEnd()}${TEXT_MERGE_SEPARATOR}${extra}`, conflict: true };
}

const byId = <T extends { readonly id: number }>(items: readonly T[]): Map<number, T> => new Map(items.map((item) => [item.id, item]));

/** The order of a merged list, by id (see the policy above). */
function mergedOrder(base: readonly { id: number }[], local: readonly { id: number }[], remote: readonly { id: number }[]): number[] {
  const [b, l, r] = [base, local, remote].map((items) => items.map((item) => item.id)) as [number[], number[], number[]];
  const localKeptOrder = equal(l, b);
  const order = localKeptOrder ? [...r] : [...l];
  for (const other of localKeptOrder ? [l, b] : [r, b]) {
    other.forEach((id, index) => {
      if (order.includes(id)) return;
      const after = other.slice(index + 1).find((following) => order.includes(following));
      order.splice(after === undefined ? order.length : order.indexOf(after), 0, id);
    });
  }
  return order;
}

const isRemoved = (item: { readonly is_remove?: boolean } | undefined): boolean => item === undefined || item.is_remove === true;

/** Merges one nutrient; undefined means it is left out of the merged list. */
function mergeNutrient<N extends MergeableNutrient>(base: N | undefined, local: N | undefined, remote: N | undefined): Picked<N | undefined> {
  if (local === undefined && remote === undefined) return { value: undefined, conflict: false };
  if (base === undefined) {
    if (local === undefined || remote === undefined) return { value: local ?? remote, conflict: false };
    return mergeFields(undefined, local, remote);
  }
  const valChanged = (side: N | undefined): boolean => side !== undefined && !equal(side.val, base.val);
  const localRemoves = !isRemoved(base) && isRemoved(local);
  const remoteRemoves = !isRemoved(base) && isRemoved(remote);
  // Removed on one side, value changed on the other: the change wins and the grower is told.
  if (localRemoves && !remoteRemoves && valChanged(remote)) return { value: remote, conflict: true };
  if (remoteRemoves && !localRemoves && valChanged(local)) return { value: local, conflict: true };
  if (local === undefined || remote === undefined) {
    // Left out of one list: removed. Left out of local, it stays out; left out of remote, local's flag keeps it.
    if (local === undefined) return { value: undefined, conflict: false };
    return { value: equal(local, base) ? undefined : { ...local, is_remove: true }, conflict: false };
  }
  return mergeFields(base, local, remote);
}

/** Merges one photo: never left out, removed if either side removed it. */
function mergePhoto<P extends MergeablePhoto>(base: P | undefined, local: P | undefined, remote: P | undefined): Picked<P> {
  const removed = [local, remote].some((side) => (side === undefined ? base !== undefined : side.is_remove === true)) || (local === undefined && remote === undefined);
  let picked: Picked<P>;
  if (local !== undefined && remote !== undefined) picked = mergeFields(base, local, remote);
  else picked = { value: (local ?? remote ?? base) as P, conflict: false };
  return removed && picked.value.is_remove !== true ? { value: { ...picked.value, is_remove: true }, conflict: picked.conflict } : picked;
}

function mergeList<T extends { readonly id: number }, R>(
  name: string, base: readonly T[], local: readonly T[], remote: readonly T[],
  mergeItem: (b: T | undefined, l: T | undefined, r: T | undefined) => Picked<R | undefined>, conflicts: string[],
): NonNullable<R>[] {
  const [b, l, r] = [byId(base), byId(local), byId(remote)];
  const out: NonNullable<R>[] = [];
  for (const id of mergedOrder(base, local, remote)) {
    const item = mergeItem(b.get(id), l.get(id), r.get(id));
    if (item.conflict) conflicts.push(`${name}.${id}`);
    if (item.value != null) out.push(item.value);
  }
  return out;
}

/** Three-way merges an offline week edit (local) with the server's current week (remote) over their common base. */
export function mergeWeek<W extends MergeableWeek>(base: W, local: W, remote: W): WeekMergeResult<W> {
  const conflicts: string[] = [];
  const scalar = <T>(name: string, picked: Picked<T>): T => {
    if (picked.conflict) conflicts.push(name);
    return picked.value;
  };
  const faza = scalar('faza', mergeValue(base.faza, local.faza, remote.faza));
  const days = scalar('days', mergeValue(base.days, local.days, remote.days));
  const text = scalar('text', mergeText(base.text, local.text, remote.text));

  const props: Record<string, unknown> = {};
  const [bProps, lProps, rProps] = [base.props, local.props, remote.props] as Record<string, unknown>[];
  for (const key of new Set([...Object.keys(lProps ?? {}), ...Object.keys(rProps ?? {}), ...Object.keys(bProps ?? {})])) {
    const value = scalar(`props.${key}`, mergeValue(bProps?.[key], lProps?.[key], rProps?.[key]));
    if (value !== undefined) props[key] = value;
  }

  type N = W['items_nutrient'][number];
  type P = W['items_photo'][number];
  const items_nutrient = mergeList<N, N>('items_nutrient', base.items_nutrient, local.items_nutrient, remote.items_nutrient, mergeNutrient, conflicts);
  const items_photo = mergeList<P, P>('items_photo', base.items_photo, local.items_photo, remote.items_photo, mergePhoto, conflicts);

  const merged = { ...remote, faza, days, text, props: props as W['props'], items_nutrient, items_photo };
  return { merged, conflicts };
}
