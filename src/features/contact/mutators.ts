// The contact write the outbox sends: POST /api/contacts with the form's message; sent once (X-Rniq), waiting while
// offline, and kept with its text when the server refuses it. Sending it again after a refusal replaces it. The answer
// marks the message sent (a `prefs` row the form reads), so the form tells it apart from one still to be queued.
import { db } from '@/db/database';
import { contactTarget } from '@/domain/api/change-targets';
import type { ContactAnswer, ContactInput } from '@/domain/contact/contact';
import { defineMutator } from '@/sync/outbox/mutator';

/** `message_id`: the form's own id of the message, its target. */
export interface ContactArgs { message_id: string; input: ContactInput }

/** The `prefs` key marking a message the server stored. */
export const contactSentKey = (messageId: string) => `contact-sent:${messageId}`;

export const contactSend = defineMutator<'contact.send', ContactArgs, ContactAnswer>({
  name: 'contact.send',
  request: ({ input }) => ({ method: 'POST', path: '/api/contacts', body: input }),
  target: ({ message_id }) => contactTarget(message_id),
  replaces: true,
  answer: {
    tables: () => [db.prefs],
    store: async (answer, { args }) => {
      await db.prefs.put({ key: contactSentKey(args.message_id), value: answer });
    },
  },
  pending: { kind: 'contact', editLink: () => null, content: ({ input }) => [input.subject, input.company, input.text].filter(Boolean) },
});

/** The contact write, for the mutator registry. */
export const contactMutators = [contactSend];
