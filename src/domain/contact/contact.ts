// The body and answer of POST /api/contacts: a message to the site from /contact, or a partnership request from /partner.
import { z } from 'zod';
import {
  CONTACT_KINDS, MAX_CONTACT_COMPANY, MAX_CONTACT_EMAIL, MAX_CONTACT_NAME, MAX_CONTACT_SUBJECT, MAX_CONTACT_TEXT,
  MAX_CONTACT_WEBSITE, PARTNER_INTERESTS,
} from './contact-limits';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

export const contactInputSchema = z.object({
  kind: z.enum(CONTACT_KINDS),
  name: z.string().trim().min(1, 'Tell us your name.').max(MAX_CONTACT_NAME, `A name can be at most ${MAX_CONTACT_NAME} characters long.`),
  email: z.string().trim().toLowerCase().max(MAX_CONTACT_EMAIL).email('Enter an e-mail address we can answer to.'),
  subject: optionalText(MAX_CONTACT_SUBJECT, `A subject can be at most ${MAX_CONTACT_SUBJECT} characters long.`),
  company: optionalText(MAX_CONTACT_COMPANY, `A company name can be at most ${MAX_CONTACT_COMPANY} characters long.`),
  website: optionalText(MAX_CONTACT_WEBSITE, `A website address can be at most ${MAX_CONTACT_WEBSITE} characters long.`)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'Enter the website as an address starting with https://.'),
  interest: z.enum(PARTNER_INTERESTS).nullable().default(null),
  text: z.string().trim().min(1, 'Write your message first.').max(MAX_CONTACT_TEXT, `A message can be at most ${MAX_CONTACT_TEXT} characters long.`),
}).superRefine((body, context) => {
  if (body.kind !== 'partner') return;
  if (!body.company) context.addIssue({ code: 'custom', path: ['company'], message: 'Tell us the name of your company or brand.' });
  if (!body.interest) context.addIssue({ code: 'custom', path: ['interest'], message: 'Choose what you would like to do with us.' });
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** The stored message: its id and when it arrived; the text is not sent back. */
export const contactAnswerSchema = z.object({ id: z.number(), kind: z.enum(CONTACT_KINDS), add_date: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
