// The contact form's draft on the device (`prefs`): its message id and fields, so the text survives a reload, a failed
// send and a wait offline; and the live state of that message: waiting in the outbox, or stored by the server.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxMutation } from '@/db/database';
import { contactTarget } from '@/domain/api/change-targets';
import type { ContactAnswer } from '@/domain/contact/contact';
import type { ContactKind, PartnerInterest } from '@/domain/contact/contact-limits';
import { contactSentKey } from './mutators';

export interface ContactFields {
  name: string; email: string; subject: string; company: string; website: string; interest: PartnerInterest | ''; text: string;
}
export interface ContactDraft { messageId: string; fields: ContactFields }

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', subject: '', company: '', website: '', interest: '', text: '' };

const draftKey = (kind: ContactKind) => `contact-draft:${kind}`;

/** A new message's id: unique on this device (the target of its queued write). */
export function newMessageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The kept draft of the form, or undefined when there is none. */
export async function loadContactDraft(kind: ContactKind): Promise<ContactDraft | undefined> {
  return (await db.prefs.get(draftKey(kind)))?.value as ContactDraft | undefined;
}

export async function saveContactDraft(kind: ContactKind, draft: ContactDraft): Promise<void> {
  await db.prefs.put({ key: draftKey(kind), value: draft });
}

/** Forgets a sent message: its draft and its sent mark. */
export async function clearContactDraft(kind: ContactKind, messageId: string): Promise<void> {
  await db.prefs.bulkDelete([draftKey(kind), contactSentKey(messageId)]);
}

export type ContactState =
  | { state: 'draft' }
  | { state: 'queued'; status: OutboxMutation['status']; error?: string; attempts: number }
  | { state: 'sent'; answer: ContactAnswer };

/** Where the message is: not queued, waiting (or refused) in the outbox, or stored; undefined while IndexedDB answers. */
export function useContactState(messageId: string): ContactState | undefined {
  return useLiveQuery(() => db.transaction('r', db.outbox, db.prefs, async (): Promise<ContactState> => {
    const [row, sent] = await Promise.all([db.outbox.where('target').equals(contactTarget(messageId)).last(), db.prefs.get(contactSentKey(messageId))]);
    if (row) return { state: 'queued', status: row.status, error: row.error, attempts: row.attempts };
    return sent ? { state: 'sent', answer: sent.value as ContactAnswer } : { state: 'draft' };
  }), [messageId]);
}
