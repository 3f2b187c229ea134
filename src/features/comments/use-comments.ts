// A comment thread on this device for the screens: refreshed from the API when shown (at a linked comment when the
// address names one), read live from IndexedDB, with its waiting and refused changes; the actions screens call.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { CommentedType } from '@/domain/api/content-types';
import type { CommentFocus } from '@/domain/comment/comment';
import { COMMENT_PAGE_SIZE, type CommentSort } from '@/domain/comment/comment-limits';
import { discardMutation, retryMutation } from '@/sync/outbox/queue-edits';
import { useHydrated } from '@/ui/use-hydrated';
import { useRefresh } from '@/ui/use-refresh';
import { FIRST_ROWS, loadEarlier, loadReplies, loadThreadPage, readReplies, readSummary, readThread, readThreadWrites, refreshSummary, takePrimedThread, type ThreadList } from './comment-store';

/** A comment made on this device: nothing to ask the server about it yet. */
const localOnly = async () => undefined;

export function useCommentThread(type: CommentedType, refId: number, sort: CommentSort, focusId: number | undefined) {
  const [focus, setFocus] = useState<CommentFocus | null>(null);
  const refresh = useRefresh(`comments:${type}:${refId}:${sort}:${focusId ?? ''}`, refId < 0 ? localOnly : async () => {
    setFocus(await loadThreadPage(type, refId, sort, 0, COMMENT_PAGE_SIZE, focusId));
  });
  // A long thread shows its first comments at once and the rest a moment later.
  const [upTo, setUpTo] = useState(FIRST_ROWS);
  const [primed] = useState(() => takePrimedThread(type, refId, sort));
  // Primed from this device's cache: not part of a server-rendered page's HTML, so shown once hydrated.
  const hydrated = useHydrated();
  const thread = useLiveQuery(() => readThread(type, refId, sort, upTo), [type, refId, sort, upTo]) ?? (sort === 'newest' && hydrated ? primed : undefined);
  const partial = thread !== undefined && upTo < Infinity && (thread.list?.ids.length ?? 0) > upTo;
  useEffect(() => {
    if (!partial) return;
    const timer = setTimeout(() => setUpTo(Infinity), 0);
    return () => clearTimeout(timer);
  }, [partial]);
  const writes = useLiveQuery(() => readThreadWrites(type, refId), [type, refId]);
  // A change the server refused: the thread is read again, so the refused comment shows the server's copy beside it.
  const refused = useMemo(() => [...(writes?.values() ?? [])].flat().filter((w) => w.status === 'refused').map((w) => w.seq).join(','), [writes]);
  const { retry } = refresh;
  useEffect(() => {
    if (refused) retry();
  }, [refused, retry]);
  return {
    refresh,
    focus,
    list: thread?.list ?? null,
    roots: thread?.roots,
    writes: writes ?? new Map(),
    more: (list: ThreadList) => loadThreadPage(type, refId, sort, list.offset + list.ids.length),
    earlier: (list: ThreadList) => loadEarlier(type, refId, sort, list),
  };
}

/** Stored replies of the open top comments, by top comment. */
export function useReplies(parentIds: number[]) {
  const key = parentIds.join(',');
  return useLiveQuery(() => readReplies(parentIds), [key]) ?? new Map();
}

/** Loads the next replies of a top comment (`shown` of them are on the device). */
export const moreReplies = (type: CommentedType, refId: number, parentId: number, shown: number) => loadReplies(type, refId, parentId, shown);

/** An item's comment count and latest commenters, refreshed when shown. */
export function useCommentSummary(type: CommentedType, refId: number) {
  useRefresh(`comments-summary:${type}:${refId}`, refId < 0 ? localOnly : () => refreshSummary(type, refId));
  return useLiveQuery(() => readSummary(type, refId), [type, refId]);
}

/** Sends a refused comment change again, or drops it (the thread then shows the server's copy). */
export const retryCommentWrite = (seq: number) => retryMutation(seq);
export const discardCommentWrite = (seq: number) => discardMutation(seq);
