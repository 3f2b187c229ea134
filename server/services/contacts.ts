// Messages of the contact and partnership forms: stored, then mailed to the site's address once the write committed.
import type { Kysely, Transaction } from 'kysely';
import type { ContactAnswer, ContactInput } from '../../src/domain/contact/contact';
import type { ContactKind } from '../../src/domain/contact/contact-limits';
import type { Database } from '../db/types';
import { escapeHtml } from '../http/html-shell';
import { afterCommit } from '../live/after-commit';
import type { MailService } from '../mail/service';
import type { OutgoingMail } from '../mail/transport';

/** Who sent a message and how its send is told apart from a replay. */
export interface ContactSender {
  userId: number | null;
  /** `user:ID`, or `guest:ID` (the X-Guest id, else the network address) for a guest. */
  sender: string;
  /** The X-Rniq key of a guest's send; null for a signed-in grower's (idempotency_keys holds theirs). */
  requestKey: string | null;
  bodyHash: string;
  /** The sender's language, for whoever answers. */
  lang: string;
}

/** Where the site's mail of a message goes, and the mail service that sends it after the commit. */
export interface ContactMailing {
  mail: MailService;
  to: string;
}

const KIND_LABEL: Record<ContactKind, string> = { contact: 'Contact form', partner: 'Partnership request' };

/** The mail telling the site about a message: every value escaped once in the HTML; answering goes to the sender. */
export function contactMail(to: string, id: number, input: ContactInput, sender: ContactSender): OutgoingMail {
  const topic = (input.subject || input.company || input.text).replace(/\s+/g, ' ').slice(0, 80);
  const fields: [string, string][] = [
    ['From', `${input.name} <${input.email}>`],
    ...(input.company ? [['Company', input.company] as [string, string]] : []),
    ...(input.website ? [['Website', input.website] as [string, string]] : []),
    ...(input.interest ? [['Interest', input.interest] as [string, string]] : []),
    ...(input.subject ? [['Subject', input.subject] as [string, string]] : []),
    ['Account', sender.userId === null ? 'guest' : `grower #${sender.userId}`],
    ['Language', sender.lang],
    ['Message', `#${id}`],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.text}\n`;
  const html = `<table>${fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
    + input.text.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');
  return { to, kind: input.kind, subject: `${KIND_LABEL[input.kind]}: ${topic}`, text, html, headers: { 'Reply-To': input.email } };
}

/** Stores a message (in the caller's transaction) and queues its mail for after the commit. */
export async function storeContact(trx: Transaction<Database>, input: ContactInput, sender: ContactSender, mailing: ContactMailing): Promise<ContactAnswer> {
  const add_date = new Date().toISOString();
  const { id } = await trx.insertInto('contacts').values({
    kind: input.kind, user_id: sender.userId, sender: sender.sender, request_key: sender.requestKey, body_hash: sender.bodyHash,
    name: input.name, email: input.email, subject: input.subject, company: input.company, website: input.website,
    interest: input.interest, text: input.text, lang: sender.lang, add_date,
  }).returning('id').executeTakeFirstOrThrow();
  const mail = contactMail(mailing.to, id, input, sender);
  afterCommit(trx, () => mailing.mail.later(() => mailing.mail.mailer.send(mail)));
  return { id, kind: input.kind, add_date };
}

/** The answer already given to a guest's send with this key: null when the key is new; 'mismatch' for another body. */
export async function storedGuestContact(db: Kysely<Database>, sender: string, key: string, bodyHash: string): Promise<ContactAnswer | 'mismatch' | null> {
  const row = await db.selectFrom('contacts').select(['id', 'kind', 'add_date', 'body_hash'])
    .where('sender', '=', sender).where('request_key', '=', key).executeTakeFirst();
  if (!row) return null;
  if (row.body_hash !== bodyHash) return 'mismatch';
  return { id: row.id, kind: row.kind as ContactKind, add_date: row.add_date };
}
