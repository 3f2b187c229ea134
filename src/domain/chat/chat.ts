// What the chat calls answer and accept (spec §7 Chats, under /api/chats and /api/messages).
import { z } from 'zod';
import { COMPLAIN_REASONS, MAX_COMPLAIN_TEXT } from '../complain/complain-limits';
import { userSchema } from '../user/user';
import {
  CHAT_KINDS, CHAT_LIST_PAGE, CHAT_PAGE_SIZE, MAX_CHAT_ADDRESS, MAX_CHAT_MESSAGE, MAX_CHAT_NAME, MAX_CHAT_PAGE, chatMessageTooLong,
} from './chat-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const chatMessageSchema = z.object({
  id: z.number(),
  room_id: z.number(),
  user: userSchema,
  text: z.string(),
  address: z.string().nullable(),
  add_date: z.string(),
  /** Hidden by a moderator: others get no text ("Removed by a moderator"); its author and moderators keep it. */
  is_ban: z.boolean(),
  /** Why it was hidden, sent only with a hidden message to its author and moderators. */
  ban_reason: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomSchema = z.object({
  id: z.number(),
  kind: z.enum(CHAT_KINDS),
  /** A group's name; a direct chat's is the other grower's name. */
  name: z.string(),
  address: z.string(),
  is_business: z.boolean(),
  owner_id: z.number(),
  cnt_members: z.number(),
  /** Up to four other members, for the avatar and the title. */
  members: z.array(userSchema),
  last_message: chatMessageSchema.nullable(),
  /** Messages of others after the grower's read position. */
  unread: z.number(),
  last_read_id: z.number(),
  add_date: z.string(),
  update_date: z.string(),
  /** Why the grower cannot write here (blocked, banned), or null. */
  refusal: z.string().nullable(),
  /** False for a moderator reading a reported room they are not a member of (no writing, reporting or member list). */
  is_member: z.boolean(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatListSchema = z.object({
  items: z.array(chatRoomSchema), start: z.number(), limit: z.number(), total: z.number(), unread: z.number(),
});
export type ChatListPage = z.infer<typeof chatListSchema>;

/** GET /{id}: the room and one page of messages, oldest first. */
export const chatPageSchema = z.object({
  room: chatRoomSchema,
  items: z.array(chatMessageSchema),
  /** Whether messages older than the first of `items` exist. */
  has_older: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

export const chatMemberSchema = z.object({
  user: userSchema, is_owner: z.boolean(), is_ban: z.boolean(), add_date: z.string(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;
export const chatMembersSchema = z.object({ items: z.array(chatMemberSchema) });
export type ChatMembers = z.infer<typeof chatMembersSchema>;

export const chatSearchSchema = z.object({ items: z.array(userSchema.extend({ is_member: z.boolean() })) });
export type ChatSearch = z.infer<typeof chatSearchSchema>;

export const chatListQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(CHAT_LIST_PAGE).default(CHAT_LIST_PAGE),
});

/** GET /{id}: `older` (before that id), `first` (after that id) or the latest page; `address` keeps the messages sharing it. */
export const chatPageQuerySchema = z.object({
  first: id.optional(),
  older: id.optional(),
  last: z.coerce.number().int().min(1).max(MAX_CHAT_PAGE).default(CHAT_PAGE_SIZE),
  address: z.string().trim().min(1).max(MAX_CHAT_ADDRESS).optional(),
}).refine((q) => q.first === undefined || q.older === undefined, { message: 'Ask for first or older, not both.', path: ['first'] });
export type ChatPageQuery = z.infer<typeof chatPageQuerySchema>;

const chatName = z.string().trim().min(1, 'Name the chat.').max(MAX_CHAT_NAME, `A chat name can be at most ${MAX_CHAT_NAME} characters long.`);

/** POST /api/chats: the direct chat with a grower (found again), or with `name` a new group. */
export const chatCreateSchema = z.object({ user_id: id, name: chatName.optional() });
export type ChatCreate = z.infer<typeof chatCreateSchema>;
export const chatMemberBodySchema = z.object({ user_id: id });
export const chatRenameSchema = z.object({ name: chatName });
export const chatBanSchema = z.object({ user_id: id, is_ban: z.boolean().default(true) });
export const chatSearchQuerySchema = z.object({ search: z.string().trim().min(1).max(40) });

/** A shared address is a path inside the app, also once a browser drops its tabs and line breaks ("/\t/x" is "//x"). */
const chatAddress = z.string().trim().max(MAX_CHAT_ADDRESS).regex(/^\/[^/\\\t\n\r][^\t\n\r]*$/, 'An address is a path inside the app, like /diaries/12.');
export const chatMessageBodySchema = z.object({
  text: z.string().trim().min(1, 'Write something first.').max(MAX_CHAT_MESSAGE, chatMessageTooLong()),
  address: chatAddress.nullable().default(null),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

export const chatComplainSchema = z.object({
  reason: z.enum(COMPLAIN_REASONS),
  text: z.string().trim().max(MAX_COMPLAIN_TEXT).default(''),
  message_id: id.nullable().default(null),
}).refine((body) => body.reason !== 'other' || body.text.length > 0, { message: 'Say in a few words what is wrong.', path: ['text'] });
export type ChatComplain = z.infer<typeof chatComplainSchema>;
