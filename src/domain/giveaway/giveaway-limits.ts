// Limits, states and refusal sentences of giveaways (spec §2 Giveaways, §3, §7), zod-free: the screens and the
// schemas both read them.

/** Giveaways a list page holds, and the most one request may ask. */
export const GIVEAWAY_PAGE_SIZE = 20;
export const MAX_GIVEAWAYS_LIMIT = 50;
/** Entries of one category a giveaway's answer carries (most votes first); the count says how many there are. */
export const MAX_ENTRIES_SHOWN = 100;
/** Diaries the join picker lists (the grower's own, newest first). */
export const MAX_JOINABLE_DIARIES = 100;

/** `tags` of GET /api/giveaways: those still to come or open, or the closed ones of the archive. */
export const GIVEAWAY_LISTS = ['active', 'archive'] as const;
export type GiveawayList = (typeof GIVEAWAY_LISTS)[number];

/** Before its start date, between start and end (joining and voting), after its end date (winners). */
export type GiveawayState = 'upcoming' | 'open' | 'closed';

/** The state of a giveaway at `now` (ISO dates in UTC compare as text). */
export function giveawayState(giveaway: { start_date: string; end_date: string }, now: Date): GiveawayState {
  const at = now.toISOString();
  if (at < giveaway.start_date) return 'upcoming';
  return at < giveaway.end_date ? 'open' : 'closed';
}

/** A giveaway's link: lower-case words of letters and digits joined by dashes, never a number nor "archive". */
export function isGiveawayLink(value: string): boolean {
  return value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && !/^\d+$/.test(value) && value !== 'archive';
}

export const GIVEAWAY_CLOSED_MESSAGE = 'This giveaway has ended: joining and voting closed on its end date.';
export const GIVEAWAY_NOT_STARTED_MESSAGE = 'This giveaway has not started yet.';
export const ALREADY_JOINED_MESSAGE = 'You already take part in this category: withdraw your entry first to enter another diary.';
export const ALREADY_VOTED_MESSAGE = 'You have already voted in this category: one vote per person.';
export const OWN_ENTRY_VOTE_MESSAGE = 'You cannot vote for your own entry.';
export const NOT_YOUR_DIARY_MESSAGE = 'Only the grower of a diary can enter it.';
export const HIDDEN_DIARY_MESSAGE = 'A removed or hidden diary cannot take part.';
