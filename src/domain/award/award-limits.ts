// Limits, kinds and rules of awards and events (spec §2 Awards and events), zod-free: screens import it without zod.

/** GET /api/ref/awards/{section}: the yearly Grow Awards, or the one-off events (CDC 2022, POTY 2022). */
export const AWARD_SECTIONS = ['years', 'events'] as const;
export type AwardSection = (typeof AWARD_SECTIONS)[number];

/** What a category's nominees are. */
export const NOMINEE_KINDS = ['diary', 'grower', 'strain', 'brand'] as const;
export type NomineeKind = (typeof NOMINEE_KINDS)[number];

/** The events with their own page (/cdc-2022, /poty-2022); yearly awards live at /awards/{year}. */
export const AWARD_EVENT_PAGES = ['cdc-2022', 'poty-2022'] as const;

/** An award's link: a year (2000-2999) for the yearly awards, or an event's lower-case slug. */
export const isAwardLink = (text: string): boolean => /^(2\d{3}|[a-z][a-z0-9-]{1,39})$/.test(text);

/** The app page of an award: /awards/{year} for a year, /{slug} for an event. */
export const awardPath = (link: string): string => (/^\d{4}$/.test(link) ? `/awards/${link}` : `/${link}`);

/** Where voting stands at a moment: before the start, open, or closed with results shown. */
export type AwardPhase = 'upcoming' | 'open' | 'closed';
export function awardPhase(startDate: string, endDate: string, now: Date): AwardPhase {
  const at = now.toISOString();
  if (at < startDate) return 'upcoming';
  return at < endDate ? 'open' : 'closed';
}

/** The sentence a second vote in one category is refused with (409). */
export const ALREADY_VOTED_AWARD_MESSAGE = 'You have already voted in this category: one vote per person.';
/** The sentence a vote after the close is refused with (409). */
export const AWARD_CLOSED_MESSAGE = 'Voting in these awards is closed.';
/** The sentence a vote before the start is refused with (409). */
export const AWARD_NOT_STARTED_MESSAGE = 'Voting in these awards has not started yet.';
