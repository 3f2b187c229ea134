// Reports of content and growers (spec §7 POST /api/complains/{type}/{id}): what can be reported, why, and how much text; zod-free for forms.

/** What a grower can report: content of every kind (shorts too), other growers, and a chat's messages or the chat (members only). */
export const COMPLAIN_TYPES = ['diary', 'week', 'photo', 'comment', 'question', 'solution', 'short', 'user', 'chat_message', 'chat'] as const;
export type ComplainType = (typeof COMPLAIN_TYPES)[number];

/** The short list of reasons a report gives; 'other' asks for a few words. */
export const COMPLAIN_REASONS = ['spam', 'abuse', 'nudity', 'selling', 'misinformation', 'copyright', 'other'] as const;
export type ComplainReason = (typeof COMPLAIN_REASONS)[number];

export const MAX_COMPLAIN_TEXT = 1000;
/** Admin queue page size. */
export const COMPLAIN_PAGE_SIZE = 20;
/** Why a moderator hid an item or banned a grower, as the owner reads it. */
export const MAX_MODERATION_REASON = 300;
