// Limits of the contact and partnership forms (spec §7 POST /api/contacts), zod-free: the forms import them.

/** contact: the /contact form; partner: the /partner form (a company asking about working together). */
export const CONTACT_KINDS = ['contact', 'partner'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What a partner asks about, the /partner form's choice. */
export const PARTNER_INTERESTS = ['advertising', 'giveaway', 'brand_page', 'other'] as const;
export type PartnerInterest = (typeof PARTNER_INTERESTS)[number];

export const MAX_CONTACT_NAME = 100;
export const MAX_CONTACT_EMAIL = 254;
export const MAX_CONTACT_SUBJECT = 150;
export const MAX_CONTACT_COMPANY = 150;
export const MAX_CONTACT_WEBSITE = 300;
export const MAX_CONTACT_TEXT = 5_000;
/** Messages one sender (a grower, a guest device, a network address) may send in an hour. */
export const CONTACTS_PER_HOUR = 5;
