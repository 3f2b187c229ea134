// Sending a message from the contact or partnership form: queued at once (works offline), sent with the other writes.
import type { ContactInput } from '@/domain/contact/contact';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { contactSend } from './mutators';

/** Queues the message under the form's id; `label` names it on /pending ("Contact form"). */
export async function sendContactMessage(messageId: string, input: ContactInput, label: string): Promise<void> {
  await writeLocally([], () => queueWrite(contactSend, { message_id: messageId, input }, { label }));
}
