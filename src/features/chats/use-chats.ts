// The chat list and a room read live from IndexedDB, refreshed from the API when shown; new messages arrive over the
// live connection, and the open room also asks for them every few seconds while the page is visible (the fallback).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '@/domain/chat/chat';
import type { ChatList } from '@/domain/chat/chat-limits';
import { onLiveEvent } from '@/features/notifications/live-connection';
import { useRefresh } from '@/ui/use-refresh';
import { findMessage, loadOlder, readChatList, readRealId, readRoomView, refreshChatList, refreshMembers, refreshNewer, refreshRoom, searchGrowers, storeLiveMessage } from './chat-store';

/** How often the open room asks for new messages while visible. */
export const ROOM_POLL_MS = 3000;
/** Messages read from the device at first, and added each time the grower scrolls to the top. */
export const ROOM_WINDOW = 50;

/** The event the server sends each member when a message is stored (server/routes/chats.ts). */
const CHAT_MESSAGE_EVENT = 'chat.message';

/** Messages arriving over the live connection go onto the device while a chat screen is open (`openRoom`: read at once). */
function useLiveMessages(myId: number, openRoom: number | null) {
  useEffect(() => onLiveEvent(CHAT_MESSAGE_EVENT, (data) => {
    storeLiveMessage(data as ChatMessage, myId, openRoom).catch((error: unknown) => console.warn('A live chat message was not stored', error));
  }), [myId, openRoom]);
}

/** A tab of the chat list from the device, refreshed from the API when shown. */
export function useChatList(myId: number, list: ChatList = 'all') {
  useLiveMessages(myId, null);
  const refresh = useRefresh(`chats:${list}`, () => refreshChatList(list));
  const rooms = useLiveQuery(() => readChatList(list), [list]);
  return { rooms, refresh };
}

/** A room: its latest messages from the device (more as the grower scrolls up), refreshed and polled while open;
 * opened at a message (`focus`), older pages are read until it is among them, and `found` says whether it is. */
export function useChatRoom(roomId: number, myId: number, focus?: number) {
  useLiveMessages(myId, roomId);
  const [count, setCount] = useState(ROOM_WINDOW);
  const refresh = useRefresh(`chat:${roomId}`, () => refreshRoom(roomId));
  const view = useLiveQuery(() => readRoomView(roomId, count), [roomId, count]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [found, setFound] = useState<boolean | undefined>(undefined);

  const loaded = refresh.status !== 'loading';
  useEffect(() => {
    if (focus === undefined || !loaded) return;
    let current = true;
    findMessage(roomId, focus).then((fromEnd) => {
      if (!current) return;
      if (fromEnd !== null) setCount((n) => Math.max(n, fromEnd + ROOM_WINDOW));
      setFound(fromEnd !== null);
    }, () => { if (current) setFound(false); });
    return () => { current = false; };
  }, [roomId, focus, loaded]);

  useEffect(() => {
    const poll = () => { if (document.visibilityState === 'visible' && navigator.onLine) refreshNewer(roomId).catch(() => undefined); };
    const timer = setInterval(poll, ROOM_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [roomId]);

  /** Shows older messages: the device's first, then the server's. */
  const showOlder = useCallback(async () => {
    if (!view || loadingOlder) return;
    if (view.more) {
      setCount((n) => n + ROOM_WINDOW);
      return;
    }
    if (view.room?.complete || !navigator.onLine) return;
    setLoadingOlder(true);
    try {
      if (await loadOlder(roomId)) setCount((n) => n + ROOM_WINDOW);
    } finally {
      setLoadingOlder(false);
    }
  }, [view, loadingOlder, roomId]);

  return { view, refresh, showOlder, loadingOlder, found };
}

/** A room's members (kept with the room), read again from the API while the panel is open. */
export function useChatMembers(roomId: number) {
  return useRefresh(`chat-members:${roomId}`, () => refreshMembers(roomId));
}

export { searchGrowers };

/** The server's id of a chat opened here under a temporary id, once it has one (null until then, or for a real id). */
export function useRealRoomId(roomId: number): number | null {
  return useLiveQuery(() => (roomId < 0 ? readRealId(roomId) : null), [roomId]) ?? null;
}
