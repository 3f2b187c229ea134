// A contact message sent from the device: queued (offline too) and sent once with its key; a refused one keeps every
// word for the form and /pending, and sending it again replaces it and goes out under the same target.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { ContactInput } from '@/domain/contact/contact';
import { replayOutbox } from '@/sync/outbox/replay';
import { sendContactMessage } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const message: ContactInput = {
  kind: 'contact', name: 'Ann', email: 'ann@example.test', subject: 'Photos', company: '', website: '', interest: null, text: 'My photos stay grey.',
};
const answer = () => Response.json({ id: 3, kind: 'contact', add_date: '2026-11-25T01:00:00.000Z' }, { status: 201 });

signedInOnEmptyDatabase();

describe('sendContactMessage', () => {
  it('queues the message under the form\'s id and sends it once', async () => {
    await sendContactMessage('m1', message, 'Contact form');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ mutator: 'contact.send', target: 'contact:m1', label: 'Contact form', status: 'pending' });

    const sent = stubApi(answer);
    await replayOutbox();
    await replayOutbox();
    expect(sent).toEqual([{ method: 'POST', path: '/api/contacts', key: queued!.key, body: message }]);
    expect(await db.outbox.count()).toBe(0);
    // The form reads the answer to tell a sent message from one not queued yet.
    expect(await db.prefs.get('contact-sent:m1')).toEqual({ key: 'contact-sent:m1', value: { id: 3, kind: 'contact', add_date: '2026-11-25T01:00:00.000Z' } });
  });

  it('keeps a refused message with its words, and a second send replaces it', async () => {
    stubApi(() => new Response(JSON.stringify({ error: 'bad_request', message: 'website: Enter the website as an address starting with https://.' }), { status: 400 }));
    await sendContactMessage('m2', { ...message, website: 'shop' }, 'Contact form');
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(await db.prefs.get('contact-sent:m2')).toBeUndefined();
    expect(refused).toMatchObject({ status: 'refused', error: 'website: Enter the website as an address starting with https://.', args: { input: { text: 'My photos stay grey.' } } });

    const sent = stubApi(answer);
    await sendContactMessage('m2', { ...message, website: 'https://shop.test' }, 'Contact form');
    expect(await db.outbox.count()).toBe(1);
    await replayOutbox();
    expect(sent.map((request) => request.body.website)).toEqual(['https://shop.test']);
    expect(await db.outbox.count()).toBe(0);
  });
});
