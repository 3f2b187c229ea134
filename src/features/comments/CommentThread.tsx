// The comments of an item (a diary, a week, a photo, a grow question...): a compose box, the sort switch, the top
// comments page by page with their replies opened on demand, rendered as a window-scrolled virtual list so a
// thousand comments scroll smoothly. Works offline from IndexedDB; a linked comment (?comment_id=) is scrolled into
// view and highlighted.
import { Link, useRouterState } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CommentRecord } from '@/db/database';
import type { CommentedType } from '@/domain/api/content-types';
import { COMMENT_SORTS, type CommentSort } from '@/domain/comment/comment-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useDrawnUser } from '../account/use-current-user';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { threadAnchor } from './CommentSummary';
import { moreReplies, useCommentThread, useReplies } from './use-comments';
import { writeComment } from './writes';
import styles from './CommentThread.module.css';

export interface CommentThreadProps {
  type: CommentedType;
  id: number;
  /** What the thread is about, for /pending ("Blue Dream · week 3"); a generic name of the kind otherwise. */
  label?: string;
}

type Row =
  | { kind: 'comment'; key: string; comment: CommentRecord }
  | { kind: 'replies'; key: string; parent: CommentRecord; shown: number; open: boolean; more: boolean }
  | { kind: 'compose'; key: string; parent: CommentRecord; mention: string };

/** A comment id in the address (?comment_id=), or undefined. */
function linkedCommentId(search: unknown): number | undefined {
  const value = Number((search as { comment_id?: unknown } | null)?.comment_id);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Rows of the list: each top comment, then (open) its replies and the box answering it, or the control opening them. */
function toRows(roots: CommentRecord[], replies: Map<number, CommentRecord[]>, open: Set<number>, replyTo: { parent: CommentRecord; mention: string } | null): Row[] {
  const rows: Row[] = [];
  for (const root of roots) {
    rows.push({ kind: 'comment', key: `c${root.id}`, comment: root });
    const stored = replies.get(root.id) ?? [];
    const isOpen = open.has(root.id);
    if (isOpen) for (const reply of stored) rows.push({ kind: 'comment', key: `c${reply.id}`, comment: reply });
    const onServer = stored.filter((r) => r.synced_at > 0).length;
    const more = onServer < root.cnt_childs - stored.filter((r) => r.synced_at === 0).length;
    if (root.cnt_childs > 0) rows.push({ kind: 'replies', key: `r${root.id}`, parent: root, shown: onServer, open: isOpen, more });
    if (replyTo?.parent.id === root.id) rows.push({ kind: 'compose', key: `w${root.id}`, parent: root, mention: replyTo.mention });
  }
  return rows;
}

export function CommentThread({ type, id, label }: CommentThreadProps) {
  const { t } = useTranslation();
  const user = useDrawnUser();
  const focusId = useRouterState({ select: (state) => linkedCommentId(state.location.search) });
  const [sort, setSort] = useState<CommentSort>('newest');
  const thread = useCommentThread(type, id, sort, focusId);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [replyTo, setReplyTo] = useState<{ parent: CommentRecord; mention: string } | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const about = label ?? t(`comments.likes.what.${type}`);

  // The linked comment's top comment opens with its replies.
  const focus = thread.focus;
  useEffect(() => {
    if (focus) setOpen((current) => (current.has(focus.root_id) ? current : new Set(current).add(focus.root_id)));
  }, [focus]);

  const openIds = useMemo(() => [...open], [open]);
  const replies = useReplies(openIds);
  const rows = useMemo(() => toRows(thread.roots ?? [], replies, open, replyTo), [thread.roots, replies, open, replyTo]);

  const container = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [hasRows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'comment' ? 132 : 52),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    scrollMargin: offset,
    // The window's size is known at once: the first render already lays out the first screen's rows.
    // (No window on the server: server rendering draws no rows, which come from IndexedDB.)
    initialRect: typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight },
  });

  // Scroll the linked comment into view once it is on the device, then highlight it.
  const scrolledTo = useRef<number | null>(null);
  const focusIndex = focus ? rows.findIndex((row) => row.kind === 'comment' && row.comment.id === focus.comment_id) : -1;
  useEffect(() => {
    if (!focus || focusIndex < 0 || scrolledTo.current === focus.comment_id) return;
    scrolledTo.current = focus.comment_id;
    virtualizer.scrollToIndex(focusIndex, { align: 'center' });
    setHighlighted(focus.comment_id);
  }, [focus, focusIndex, virtualizer]);
  useEffect(() => {
    if (highlighted === null) return;
    const element = document.getElementById(`comment-${highlighted}`);
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [highlighted]);

  // Opened at the thread's anchor (from an item's comment summary): scrolled to it once its comments are shown.
  const anchor = threadAnchor(type, id);
  const atAnchor = useRouterState({ select: (state) => state.location.hash === anchor });
  const shownOnce = thread.roots !== undefined;
  useEffect(() => {
    if (atAnchor && shownOnce) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [atAnchor, shownOnce, anchor]);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    setLoading(true);
    try {
      await action();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setLoading(false);
    }
  };

  const list = thread.list;
  const count = list?.cnt_comments ?? thread.roots?.length ?? 0;
  const hasMore = list !== null && list.offset + list.ids.length < list.total;
  const items = virtualizer.getVirtualItems();

  return (
    <section className={styles.thread} aria-label={t('comments.title')} data-testid={anchor} id={anchor}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('comments.count', { count })}</h2>
        <div className={styles.sorts} role="group" aria-label={t('comments.sort.label')}>
          {COMMENT_SORTS.map((option) => (
            <button key={option} type="button" className={styles.sort} aria-pressed={sort === option} onClick={() => setSort(option)}>
              {t(`comments.sort.${option}`)}
            </button>
          ))}
        </div>
      </header>
      {user ? (
        <CommentComposer
          draftKey={`${type}:${id}:0`}
          placeholder={t('comments.compose.placeholder')}
          submitLabel={t('comments.compose.send')}
          onSubmit={(text) => writeComment(type, id, null, text, about)}
        />
      ) : user === null ? (
        <p className={styles.signIn}><Link to="/auth/signin">{t('comments.compose.signIn')}</Link></p>
      ) : null}
      <RefreshStatus state={thread.refresh} hasData={list !== null} offlineText={t('comments.offline')} />
      {list && list.offset > 0 && (
        <button type="button" className={`button ${styles.more}`} disabled={loading} onClick={() => void act(() => thread.earlier(list))}>
          {t('comments.earlier')}
        </button>
      )}
      {thread.roots === undefined || (list === null && thread.refresh.status === 'loading' && !hasRows) ? (
        <div className="skeleton" style={{ height: 120 }} aria-busy="true" />
      ) : !hasRows && thread.refresh.status !== 'failed' ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : null}
      <div ref={container} className={styles.list} style={{ height: virtualizer.getTotalSize() }} data-testid="comment-list">
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.row}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              {row.kind === 'comment' ? (
                <CommentItem
                  comment={row.comment}
                  user={user}
                  writes={thread.writes.get(row.comment.id) ?? []}
                  label={about}
                  highlighted={highlighted === row.comment.id}
                  onReply={(comment) => {
                    const parent = comment.parent ? rows.find((r): r is Extract<Row, { kind: 'comment' }> => r.kind === 'comment' && r.comment.id === comment.parent)?.comment : comment;
                    if (!parent) return;
                    setOpen((current) => new Set(current).add(parent.id));
                    setReplyTo({ parent, mention: comment.parent ? `@${comment.item_user.name} ` : '' });
                  }}
                />
              ) : row.kind === 'replies' ? (
                <div className={styles.repliesToggle}>
                  {(!row.open || row.more) && (
                    <button
                      type="button"
                      className={styles.link}
                      disabled={loading}
                      aria-expanded={row.open}
                      onClick={() => {
                        setOpen((current) => new Set(current).add(row.parent.id));
                        // More to load: asked for, errors said. All stored: read again quietly (offline they stay as stored).
                        if (row.more) void act(() => moreReplies(type, id, row.parent.id, row.shown));
                        else moreReplies(type, id, row.parent.id, 0).catch(() => undefined);
                      }}
                    >
                      {row.open ? t('comments.moreReplies') : t('comments.showReplies', { count: row.parent.cnt_childs })}
                    </button>
                  )}
                  {row.open && (
                    <button
                      type="button"
                      className={styles.link}
                      aria-expanded
                      onClick={() => setOpen((current) => {
                        const next = new Set(current);
                        next.delete(row.parent.id);
                        return next;
                      })}
                    >
                      {t('comments.hideReplies')}
                    </button>
                  )}
                </div>
              ) : (
                <div className={styles.replyBox}>
                  <CommentComposer
                    draftKey={`${type}:${id}:${row.parent.id}`}
                    initial={row.mention}
                    placeholder={t('comments.compose.reply', { name: row.parent.item_user.name })}
                    submitLabel={t('comments.reply')}
                    autoFocus
                    onSubmit={(text) => writeComment(type, id, row.parent.id, text, about)}
                    onCancel={() => setReplyTo(null)}
                  />
                </div>
              )}
            </div>
          );
        })}
      </div>
      {hasMore && (
        <button type="button" className={`button ${styles.more}`} disabled={loading} onClick={() => void act(() => thread.more(list))}>
          {t('comments.more')}
        </button>
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
    </section>
  );
}
