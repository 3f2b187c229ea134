// Chats (spec §7 Chats): limits of messages, room names and pages; zod-free so screens read them without zod.

export const MAX_CHAT_MESSAGE = 4_000;
export const MAX_CHAT_NAME = 80;
/** A shared address (a path inside the app, e.g. /diaries/12) a message may carry. */
export const MAX_CHAT_ADDRESS = 300;
/** Messages per page of a room, and the most one page may ask for. */
export const CHAT_PAGE_SIZE = 20;
export const MAX_CHAT_PAGE = 100;
/** Rooms per page of the chat list. */
export const CHAT_LIST_PAGE = 20;
/** Members of a group chat, the owner included. */
export const MAX_CHAT_MEMBERS = 200;
/** Growers answered by the member search. */
export const CHAT_SEARCH_LIMIT = 10;

export const CHAT_KINDS = ['direct', 'group'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The list's tabs: every chat, chats among growers, chats with businesses (brands' accounts). */
export const CHAT_LISTS = ['all', 'common', 'business'] as const;
export type ChatList = (typeof CHAT_LISTS)[number];

export const chatMessageTooLong = (max = MAX_CHAT_MESSAGE) => `A message can be at most ${max} characters long.`;
