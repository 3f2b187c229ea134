// /chats/{id}: one chat like a messenger: messages by day, each with its sending state, older ones loading as the
// grower scrolls up (a virtual list: a room of thousands of messages renders only what is on screen), a composer that
// works offline, and the group's members and settings in a panel. Each message of another grower has a small menu (a
// button on hover or focus, a long press on touch) to report it, a group's menu reports the group; a message moderators
// hid reads "Removed by a moderator" (its author reads it with the reason). Opened at a message (?message=, the
// moderators' link), the room scrolls to it and marks it.
import { Link, useNavigate } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent, type PointerEvent } from 'react';
import type { ChatMessageRecord, ChatRoomRecord, OutboxMutation } from '@/db/database';
import { MAX_CHAT_MESSAGE } from '@/domain/chat/chat-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { useCurrentUser } from '../account/use-current-user';
import { ReportDialog, type ReportTarget } from '../reports/ReportButton';
import { ActionMenu, anchorOf, type MenuAction, type MenuAnchor } from './ActionMenu';
import { ChatPanel } from './ChatPanel';
import { clockTime, dayLabel, startsDay } from './chat-dates';
import { useChatRoom, useRealRoomId } from './use-chats';
import { discardMessage, retryMessage, writeMessage } from './writes';
import styles from './Chats.module.css';

/** Scrolled this close to the top, older messages load. */
const TOP_SLACK = 200;
/** How long the thanks for a report stay. */
const THANKS_MS = 4000;
/** A touch held this long opens a message's menu (Safari sends no contextmenu on a long press), unless it moved. */
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP = 10;

const pointAnchor = (x: number, y: number): MenuAnchor => ({ left: x, right: x, top: y, bottom: y });

/** A long press of a finger calls `onPress` with where it was; moving (a scroll) or lifting the finger first cancels it. */
function useLongPress(onPress: ((anchor: MenuAnchor) => void) | null) {
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  useEffect(() => cancel, []);
  if (!onPress) return {};
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      cancel();
      const { clientX: x, clientY: y } = event;
      press.current = { x, y, timer: setTimeout(() => { press.current = null; onPress(pointAnchor(x, y)); }, LONG_PRESS_MS) };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = press.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_SLOP) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
  };
}

export function ChatRoomScreen({ id, focus }: { id: number; focus?: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const real = useRealRoomId(id);
  useLayoutEffect(() => {
    if (real !== null) void navigate({ to: '/chats/$id', params: { id: real }, replace: true });
  }, [real, navigate]);
  if (user === undefined) return null;
  if (user === null) return <p className={styles.note}><Link to="/auth/signin">{t('chats.signIn')}</Link></p>;
  return <Room key={`${id}:${focus ?? ''}`} id={id} myId={user.id} focus={focus} />;
}

interface OpenMenu { anchor: MenuAnchor; actions: MenuAction[]; label: string }

function Room({ id, myId, focus }: { id: number; myId: number; focus: number | undefined }) {
  const { t } = useTranslation();
  const { view, refresh, showOlder, loadingOlder, found } = useChatRoom(id, myId, focus);
  const [panel, setPanel] = useState(false);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [thanks, setThanks] = useState(false);
  const reportDialog = useRef<HTMLDialogElement>(null);
  // What opened the menu (a button; none for a long press), given the focus back when it closes.
  const menuOpener = useRef<HTMLElement | null>(null);
  const openMenu = useCallback((open: OpenMenu, opener: HTMLElement | null) => {
    menuOpener.current = opener;
    setMenu(open);
  }, []);
  usePageTitle(view?.room?.name ?? t('chats.title'));
  useEffect(() => { if (report) reportDialog.current?.showModal(); }, [report]);
  // The thanks float over the messages for a moment (a note above them would push the latest out of sight).
  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(false), THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);
  const closeMenu = useCallback(() => {
    setMenu(null);
    menuOpener.current?.focus();
  }, []);
  const roomName = view?.room?.name ?? '';
  const messageMenu = useCallback((message: ChatMessageRecord, anchor: MenuAnchor, opener: HTMLElement | null) => openMenu({
    anchor, label: t('chats.actions'),
    actions: [{ label: t('chats.reportMessage'), onSelect: () => setReport({ type: 'chat_message', id: message.id, label: `${roomName}: ${message.text}` }) }],
  }, opener), [t, roomName, openMenu]);
  if (!view) return null;
  const { room } = view;
  // A room kept from before is_member was sent is one's own.
  const member = room?.is_member !== false;
  if (!room) {
    if (refresh.status === 'loading') return null;
    return (
      <section className={styles.roomScreen}>
        <RefreshStatus state={refresh} hasData={false} offlineText={t('chats.missing')} />
        {refresh.status === 'done' && <p className={styles.note}>{t('chats.missing')}</p>}
        <Link to="/chats" className={styles.back}>{t('chats.back')}</Link>
      </section>
    );
  }
  return (
    <section className={styles.roomScreen}>
      <header className={styles.roomHeader}>
        <Link to="/chats" className={styles.back} aria-label={t('chats.back')}>‹</Link>
        <Avatar user={room.members[0] ?? { name: room.name, avatar_small: null, avatar_little: null }} size={36} />
        <span className={styles.roomTitle}>
          <strong>{room.name}</strong>
          <small>{t('chats.membersCount', { count: room.cnt_members })}</small>
        </span>
        {member && <button type="button" className="button" aria-expanded={panel} onClick={() => setPanel((p) => !p)}>{t('chats.members')}</button>}
        {member && room.kind === 'group' && room.owner_id !== myId && room.id > 0 && (
          <button
            type="button"
            className={`button ${styles.more}`}
            aria-label={t('chats.menu')}
            aria-haspopup="menu"
            aria-expanded={menu?.label === t('chats.menu')}
            onClick={(event) => openMenu({
              anchor: anchorOf(event.currentTarget), label: t('chats.menu'),
              actions: [{ label: t('chats.reportChat'), onSelect: () => setReport({ type: 'chat', id: room.id, label: room.name }) }],
            }, event.currentTarget)}
          >
            ⋯
          </button>
        )}
      </header>
      {panel && <ChatPanel room={room} myId={myId} onClose={() => setPanel(false)} />}
      <RefreshStatus state={refresh} hasData={view.messages.length > 0} offlineText={t('chats.missing')} />
      {focus !== undefined && found === false && <p className="message message-warn" role="status">{t('chats.notFound')}</p>}
      <Messages
        room={room} messages={view.messages} sends={view.sends} myId={myId} more={view.more || !room.complete} onTop={showOlder}
        loadingOlder={loadingOlder} focus={found ? focus : undefined} onMenu={member ? messageMenu : null}
      />
      {thanks && <p className={styles.toast} role="status">{t('reports.thanks')}</p>}
      <Composer room={room} />
      {menu && <ActionMenu anchor={menu.anchor} actions={menu.actions} label={menu.label} onClose={closeMenu} />}
      {report && (
        <ReportDialog
          key={`${report.type}:${report.id}`} dialog={reportDialog} {...report}
          onSent={() => { setReport(null); setThanks(true); }}
        />
      )}
    </section>
  );
}

interface MessagesProps {
  room: ChatRoomRecord;
  messages: ChatMessageRecord[];
  sends: Map<number, OutboxMutation>;
  myId: number;
  more: boolean;
  loadingOlder: boolean;
  onTop: () => Promise<void>;
  /** The message to scroll to and mark, once it is among `messages`. */
  focus: number | undefined;
  /** Opens a message's menu; null where the reader may not report (a moderator who is not a member). */
  onMenu: ((message: ChatMessageRecord, anchor: MenuAnchor, opener: HTMLElement | null) => void) | null;
}

function Messages({ room, messages, sends, myId, more, loadingOlder, onTop, focus, onMenu }: MessagesProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    overscan: 8,
    getItemKey: (index) => messages[index]!.id,
    initialRect: { width: 360, height: 600 },
  });
  const shown = useRef<{ first?: number; last?: number; size: number }>({ size: 0 });
  const [olderError, setOlderError] = useState<string | null>(null);

  // Older messages put before: the screen stays where it was. A new last message: to the bottom (when near it or one's own).
  useLayoutEffect(() => {
    const element = scroller.current;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const size = virtual.getTotalSize();
    const before = shown.current;
    if (element && before.first !== undefined && first !== before.first && last?.id === before.last) {
      element.scrollTop += size - before.size;
    } else if (element && last && last.id !== before.last) {
      const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 160;
      if (before.last === undefined || nearBottom || last.user.id === myId) virtual.scrollToIndex(messages.length - 1, { align: 'end' });
    }
    shown.current = { first, last: last?.id, size };
  }, [messages, virtual, myId]);

  // Opened at a message: scrolled to once it is read.
  const focused = useRef(false);
  useLayoutEffect(() => {
    const index = focus === undefined ? -1 : messages.findIndex((m) => m.id === focus);
    if (index < 0 || focused.current) return;
    focused.current = true;
    virtual.scrollToIndex(index, { align: 'center' });
  }, [focus, messages, virtual]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element || element.scrollTop > TOP_SLACK || !more || loadingOlder) return;
    setOlderError(null);
    onTop().catch((error: unknown) => setOlderError(describeError(error)));
  };

  return (
    <div ref={scroller} className={styles.messages} onScroll={onScroll} role="log" aria-live="polite" aria-label={room.name}>
      {loadingOlder && <p className={styles.note}>{t('chats.loadingOlder')}</p>}
      {olderError && <p className="message message-error">{t('chats.olderFailed')} {olderError}</p>}
      {messages.length === 0 && <p className={styles.note}>{t('chats.noMessages')}</p>}
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const message = messages[item.index]!;
          const previous = messages[item.index - 1];
          return (
            <div key={item.key} ref={virtual.measureElement} data-index={item.index} className={styles.row} style={{ transform: `translateY(${item.start}px)` }}>
              {startsDay(message.add_date, previous?.add_date) && <p className={styles.day}>{dayLabel(message.add_date, i18n.language, t)}</p>}
              <MessageBubble
                message={message} mine={message.user.id === myId} group={room.kind === 'group'} focused={message.id === focus}
                send={message.local === undefined ? undefined : sends.get(message.local)} onMenu={onMenu}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface BubbleProps {
  message: ChatMessageRecord;
  mine: boolean;
  group: boolean;
  focused: boolean;
  send: OutboxMutation | undefined;
  onMenu: MessagesProps['onMenu'];
}

function MessageBubble({ message, mine, group, focused, send, onMenu }: BubbleProps) {
  const { t, i18n } = useTranslation();
  const waiting = message.local !== undefined;
  const refused = send?.status === 'refused';
  // Others' messages on the server can be reported; one already removed has nothing left to report.
  const reportable = onMenu !== null && !mine && !waiting && !message.is_ban;
  // A long press on touch (and a right click) opens the menu where it was pressed.
  const open = reportable ? onMenu : null;
  const longPress = useLongPress(open && ((anchor) => open(message, anchor, null)));
  const onContextMenu = open ? (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    open(message, pointAnchor(event.clientX, event.clientY), null);
  } : undefined;
  const hiddenForMe = message.is_ban && !message.text;
  return (
    <div
      className={`${styles.bubble} ${mine ? styles.mine : ''} ${refused ? styles.refusedBubble : ''} ${focused ? styles.focused : ''}`}
      data-state={refused ? 'refused' : waiting ? 'waiting' : 'sent'} data-removed={message.is_ban || undefined} onContextMenu={onContextMenu}
      {...longPress}
    >
      {open && (
        <button
          type="button" className={styles.messageMenu} aria-label={t('chats.actions')} aria-haspopup="menu"
          onClick={(event) => open(message, anchorOf(event.currentTarget), event.currentTarget)}
        >
          ⋯
        </button>
      )}
      {group && !mine && <Link to="/grower/$id" params={{ id: message.user.id }} className={styles.author}>{message.user.name}</Link>}
      {hiddenForMe ? <p className={`${styles.text} ${styles.removed}`}>{t('chats.removed')}</p> : <p className={styles.text}>{message.text}</p>}
      {message.is_ban && !hiddenForMe && (
        <p className={styles.removedNote} role="note">{message.ban_reason ? t('chats.removedMineReason', { reason: message.ban_reason }) : t('chats.removedMine')}</p>
      )}
      {message.address && <a href={message.address} className={styles.shared}>{message.address}</a>}
      <span className={styles.meta}>
        <time dateTime={message.add_date}>{clockTime(message.add_date, i18n.language)}</time>
        {waiting && !refused && <span aria-label={t('chats.sending')} title={t('chats.sending')}> ◷</span>}
        {!waiting && mine && <span aria-hidden="true"> ✓</span>}
      </span>
      {refused && send && (
        <span className={styles.refused} role="alert">
          {t('chats.refused', { reason: send.error ?? '' })}
          <button type="button" className="button" onClick={() => void retryMessage(send.seq!)}>{t('chats.retry')}</button>
          <button type="button" className="button" onClick={() => void discardMessage(send.seq!, message.id)}>{t('chats.discard')}</button>
        </span>
      )}
    </div>
  );
}

function Composer({ room }: { room: ChatRoomRecord }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const words = text.trim();
    if (!words || room.refusal) return;
    setError(null);
    // The box empties at once, so the next message can be typed while this one is stored (emptying it once stored
    // wiped what was typed meanwhile); if storing fails, the words come back.
    setText('');
    writeMessage(room, words).catch((e: unknown) => {
      setText((current) => current || words);
      setError(describeError(e));
    });
  };
  // Refused (blocked, banned): said above the box, whose words stay.
  return (
    <form className={styles.composer} onSubmit={submit}>
      {room.refusal && <p className="message message-warn" role="status">{room.refusal}</p>}
      {error && <p className="message message-error" role="alert">{error}</p>}
      <textarea
        value={text}
        maxLength={MAX_CHAT_MESSAGE}
        rows={1}
        placeholder={t('chats.typeMessage')}
        aria-label={t('chats.typeMessage')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="button button-primary" disabled={!text.trim() || room.refusal !== null}>{t('chats.send')}</button>
    </form>
  );
}
