// @vitest-environment node
// POST /api/contacts: a guest's or a grower's message is stored and mailed to the site's address (Reply-To the sender,
// HTML escaped); bad input 400 naming the field; a replayed X-Rniq stores and mails once; the hourly limit answers 429.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAnswerSchema } from '../../src/domain/contact/contact';
import { CONTACTS_PER_HOUR, MAX_CONTACT_TEXT } from '../../src/domain/contact/contact-limits';
import { readMailbox } from '../../tests/helpers/eml';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

const CONTACT_TO = 'Site <team@growdiaries.test>';
let server: TestServer;
let addresses = 0;

/** A send from its own network address and guest device, so limits of other tests never count. */
function sender() {
  const n = ++addresses;
  return { remoteAddress: `10.7.0.${n}`, guest: `guest-device-${String(n).padStart(12, '0')}` };
}
function send(body: unknown, { remoteAddress, guest }: ReturnType<typeof sender>, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'POST', url: '/api/contacts', payload: body as object, remoteAddress, headers: { 'x-guest': guest, ...headers } });
}
async function mailsAbout(marker: string) {
  await server.app.mail.idle();
  return (await readMailbox(path.join(server.dataDir, 'mail'))).filter((mail) => mail.text.includes(marker));
}
const rowsAbout = (marker: string) => server.db.selectFrom('contacts').selectAll().where('text', 'like', `%${marker}%`).execute();
const contact = (text: string) => ({ kind: 'contact', name: 'Ann Grower', email: 'Ann@Example.test', subject: 'Photos do not load', text });

beforeAll(async () => {
  server = await startTestServer({ seed: false, mail: { contactTo: CONTACT_TO } });
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/contacts', () => {
  it('stores a guest\'s message and mails it to the site\'s address, answering to the sender', async () => {
    const res = await send(contact('guest-marker-1: my week photos stay grey.\n\n<script>alert(1)</script> & more'), sender(), { 'accept-language': 'de-DE' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = contactAnswerSchema.parse(res.json());
    expect(answer.kind).toBe('contact');

    const [row, ...others] = await rowsAbout('guest-marker-1');
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ id: answer.id, user_id: null, name: 'Ann Grower', email: 'ann@example.test', subject: 'Photos do not load', lang: 'de' });
    expect(row!.sender).toMatch(/^guest:guest-device-/);

    const [mail, ...more] = await mailsAbout('guest-marker-1');
    expect(more).toHaveLength(0);
    expect(mail!.headers.to).toBe('Site <team@growdiaries.test>');
    expect(mail!.headers['reply-to']).toBe('ann@example.test');
    expect(mail!.headers.subject).toBe('Contact form: Photos do not load');
    expect(mail!.text).toContain('From: Ann Grower <ann@example.test>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail!.html).not.toContain('<script>');
  });

  it('stores a partnership request with its company, website and interest', async () => {
    const res = await send({ kind: 'partner', name: 'Bo', email: 'bo@brand.test', company: 'Green Light Co', website: 'https://greenlight.test', interest: 'giveaway', text: 'partner-marker: we would sponsor a giveaway.' }, sender());
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowsAbout('partner-marker')).toMatchObject([{ kind: 'partner', company: 'Green Light Co', website: 'https://greenlight.test', interest: 'giveaway' }]);
    const [mail] = await mailsAbout('partner-marker');
    expect(mail!.headers.subject).toBe('Partnership request: Green Light Co');
    expect(mail!.text).toContain('Interest: giveaway');
  });

  it('keeps a signed-in grower\'s message with the account, and a replay of it stores and mails once', async () => {
    const grower = await createTestUser(server.db, 'ContactGrower');
    const key = newTestKey();
    const headers = { authorization: `Bearer ${grower.token}`, 'x-rniq': key };
    const from = sender();
    const first = await send(contact('grower-marker: thank you for the app'), from, headers);
    const again = await send(contact('grower-marker: thank you for the app'), from, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsAbout('grower-marker')).toMatchObject([{ user_id: grower.id, sender: `user:${grower.id}`, request_key: null }]);
    expect(await mailsAbout('grower-marker')).toHaveLength(1);
  });

  it('answers a guest\'s replayed send with its first answer, once, and refuses the key with another body (422)', async () => {
    const from = sender();
    const key = newTestKey();
    const first = await send(contact('replay-marker: one message'), from, { 'x-rniq': key });
    const again = await send(contact('replay-marker: one message'), from, { 'x-rniq': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsAbout('replay-marker')).toHaveLength(1);
    expect(await mailsAbout('replay-marker')).toHaveLength(1);

    const other = await send(contact('replay-marker: another message'), from, { 'x-rniq': key });
    expect(other.statusCode).toBe(422);
    // Another device may use the same key: its message is its own.
    const elsewhere = await send(contact('replay-marker: one message'), sender(), { 'x-rniq': key });
    expect(elsewhere.statusCode).toBe(201);
    expect(await rowsAbout('replay-marker')).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the field, storing and mailing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...contact('bad-marker'), name: '  ' }, 'name'],
      [{ ...contact('bad-marker'), email: 'not an address' }, 'email'],
      [{ ...contact('   ') }, 'text'],
      [contact(`bad-marker ${'x'.repeat(MAX_CONTACT_TEXT)}`), 'text'],
      [{ ...contact('bad-marker'), kind: 'sales' }, 'kind'],
      [{ ...contact('bad-marker'), kind: 'partner', interest: 'advertising' }, 'company'],
      [{ ...contact('bad-marker'), kind: 'partner', company: 'Co' }, 'interest'],
      [{ ...contact('bad-marker'), kind: 'partner', company: 'Co', interest: 'other', website: 'javascript:alert(1)' }, 'website'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body, sender());
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) });
    }
    expect(await rowsAbout('bad-marker')).toHaveLength(0);
    expect(await mailsAbout('bad-marker')).toHaveLength(0);
  });

  it('allows a sender a few messages an hour, then answers 429 with Retry-After', async () => {
    const from = sender();
    for (let n = 0; n < CONTACTS_PER_HOUR; n++) expect((await send(contact(`limit-marker ${n}`), from)).statusCode).toBe(201);
    const refused = await send(contact('limit-marker over'), from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(await rowsAbout('limit-marker')).toHaveLength(CONTACTS_PER_HOUR);
  });
});
