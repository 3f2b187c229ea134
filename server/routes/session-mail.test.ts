// @vitest-environment node
// E-mail calls: the confirmation after sign-up, forgot and reset password, unsubscribe by link, the mails' files,
// token rules (random, stored hashed, single use, expiring), enumeration safety and the mail limits on a stepped clock.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../src/domain/user/user';
import { EMAIL_TOKEN_TTL_MS } from '../../src/domain/user/email-limits';
import { linkIn, readMailbox, type ParsedMail } from '../../tests/helpers/eml';
import { hashSecretToken } from '../auth/secret-tokens';
import { EMAIL_TOKEN_KEEP_MS, issueEmailToken, purgeEmailTokens } from '../services/email-tokens';
import { sendNewsletter } from '../services/account-mail';
import { newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let clock = Date.now();
const PUBLIC_URL = 'https://grow.example';
beforeAll(async () => {
  server = await startTestServer({ seed: false, mail: { publicUrl: PUBLIC_URL, now: () => clock } });
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PATCH';
const send = (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, payload: body as object | undefined, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every mail written so far to one address, after the queued ones left. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  await server.app.mail.idle();
  return (await readMailbox(path.join(server.dataDir, 'mail'))).filter((mail) => mail.headers.to === email);
}

let signUps = 0;
/** Signs a grower up, each from its own network address (sign-ups are limited per address). */
async function signUp(name: string, headers: Record<string, string> = {}) {
  const email = `${name.toLowerCase()}@example.com`;
  const res = await server.app.inject({
    method: 'POST', url: '/api/users', payload: { name, email, password: 'first-password-1' }, headers, remoteAddress: `10.9.0.${++signUps}`,
  });
  expect(res.statusCode).toBe(201);
  return { email, ...sessionSchema.parse(res.json()) };
}

/** k and e of the confirmation link in the latest mail to the address. */
async function confirmationLink(email: string): Promise<URL> {
  const mails = (await mailsTo(email)).filter((mail) => mail.headers['x-mail-kind'] === 'confirm');
  return new URL(linkIn(mails.at(-1)!, `${PUBLIC_URL}/auth/confirm-email?`));
}

async function resetToken(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.headers['x-mail-kind'] === 'reset');
  return new URL(linkIn(mails.at(-1)!, `${PUBLIC_URL}/auth/reset-password?`)).searchParams.get('token')!;
}

describe('confirming the address', () => {
  it('mails a parseable confirmation at sign-up whose link confirms the address once and for good', async () => {
    const { email, token } = await signUp('Confirm_Me');
    const [mail] = await mailsTo(email);
    expect(mail!.headers.subject).toBe('Confirm your e-mail address');
    expect(mail!.headers.from).toContain('no-reply@');
    expect(mail!.text).toContain('Hello Confirm_Me,');
    const link = await confirmationLink(email);
    expect(link.searchParams.get('e')).toBe(email);
    expect(mail!.html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);

    // Only the SHA-256 of the token is stored.
    const k = link.searchParams.get('k')!;
    expect(k).toHaveLength(43);
    const rows = await server.db.selectFrom('email_tokens').selectAll().where('kind', '=', 'confirm').execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashSecretToken(k)]);
    expect(JSON.stringify(rows)).not.toContain(k);

    expect((await send('GET', '/api/session', undefined, bearer(token))).json().user.email_confirmed).toBe(false);
    const confirmed = await send('GET', `/api/session/email-confirmation-token?${link.searchParams}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, confirmed: true });
    expect((await send('GET', '/api/session', undefined, bearer(token))).json().user.email_confirmed).toBe(true);
    // The same link again says the same; the token is used.
    expect((await send('GET', `/api/session/email-confirmation-token?${link.searchParams}`)).json()).toEqual({ email, confirmed: true });
    expect((await server.db.selectFrom('email_tokens').select('used_at').where('token_hash', '=', hashSecretToken(k)).executeTakeFirstOrThrow()).used_at).not.toBeNull();
  });

  it('refuses a link for another address, an unknown token, a malformed one and an expired one', async () => {
    const { email, user } = await signUp('Careful_Grower');
    const link = await confirmationLink(email);
    const k = link.searchParams.get('k')!;
    const other = await send('GET', `/api/session/email-confirmation-token?k=${k}&e=someone%40example.com`);
    expect([other.statusCode, other.json().error]).toEqual([400, 'invalid_token']);
    const unknown = await send('GET', `/api/session/email-confirmation-token?k=${'A'.repeat(43)}&e=${encodeURIComponent(email)}`);
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'invalid_token']);
    const malformed = await send('GET', `/api/session/email-confirmation-token?k=short&e=${encodeURIComponent(email)}`);
    expect([malformed.statusCode, malformed.json().error]).toEqual([400, 'bad_request']);

    const old = await issueEmailToken(server.db, user.id, 'confirm', email, new Date(Date.now() - EMAIL_TOKEN_TTL_MS.confirm - 1000));
    const expired = await send('GET', `/api/session/email-confirmation-token?k=${old}&e=${encodeURIComponent(email)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'token_expired', message: 'This link has expired. Ask for a new mail.' });
    // One second short of 48 hours it still works.
    const fresh = await issueEmailToken(server.db, user.id, 'confirm', email, new Date(Date.now() - EMAIL_TOKEN_TTL_MS.confirm + 1000));
    expect((await send('GET', `/api/session/email-confirmation-token?k=${fresh}&e=${encodeURIComponent(email)}`)).statusCode).toBe(200);
  });

  it('sends again on request, once per X-Rniq, three mails an hour, none once confirmed; guests get 401', async () => {
    const { email, token } = await signUp('Resend_Grower');
    expect((await send('POST', '/api/session/resend-verification', {})).statusCode).toBe(401);
    const key = newTestKey();
    const first = await send('POST', '/api/session/resend-verification', {}, { ...bearer(token), 'x-rniq': key });
    expect([first.statusCode, first.json()]).toEqual([200, { email }]);
    expect((await send('POST', '/api/session/resend-verification', {}, { ...bearer(token), 'x-rniq': key })).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);

    // Sign-up's mail and two more: the fourth in the hour is refused.
    expect((await send('POST', '/api/session/resend-verification', {}, { ...bearer(token), 'x-rniq': newTestKey() })).statusCode).toBe(200);
    const limited = await send('POST', '/api/session/resend-verification', {}, { ...bearer(token), 'x-rniq': newTestKey() });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: 'too_many_requests', message: 'Too many mails asked for. Try again in 60 minutes.' });
    expect(await mailsTo(email)).toHaveLength(3);

    clock += 60 * 60_000 + 1000;
    expect((await send('GET', `/api/session/email-confirmation-token?${(await confirmationLink(email)).searchParams}`)).statusCode).toBe(200);
    const done = await send('POST', '/api/session/resend-verification', {}, { ...bearer(token), 'x-rniq': newTestKey() });
    expect([done.statusCode, done.json().error]).toEqual([409, 'already_confirmed']);
  });

  it('writes the mail in the interface language of the settings, else the device\'s', async () => {
    const { email, user } = await signUp('Deutsch_Grower', { 'accept-language': 'de-DE,de;q=0.9' });
    expect((await mailsTo(email))[0]!.headers.subject).toBe('Bestätige deine E-Mail-Adresse');
    await server.db.updateTable('users').set({ settings: JSON.stringify({ interface: { lang: 'ru', theme: 'system' } }) }).where('id', '=', user.id).execute();
    await send('POST', '/api/session/forgot-password', { email, recaptcha: '' }, { 'accept-language': 'de' });
    const reset = (await mailsTo(email)).at(-1)!;
    expect(reset.headers.subject).toBe('Сброс пароля GrowDiaries');
    expect(reset.text).toContain('Здравствуйте, Deutsch_Grower!');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address and mails only the account', async () => {
    const { email } = await signUp('Forgetful');
    const known = await send('POST', '/api/session/forgot-password', { email: email.toUpperCase(), recaptcha: 'x' });
    const unknown = await send('POST', '/api/session/forgot-password', { email: 'nobody-here@example.com', recaptcha: 'x' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ sent: true });
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    // The sign-up's and the reset's mails may be written in either order.
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.headers['x-mail-kind']).sort()).toEqual(['confirm', 'reset']);
    expect(mails.find((mail) => mail.headers['x-mail-kind'] === 'reset')!.text).toContain('The link works for one hour and only once.');
  });

  it('limits each address to 3 mails an hour, known or not, and lets it ask again after the hour', async () => {
    const { email } = await signUp('Often_Forgets');
    for (const address of [email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await send('POST', '/api/session/forgot-password', { email: address })).statusCode).toBe(200);
      const limited = await send('POST', '/api/session/forgot-password', { email: address });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('too_many_requests');
    }
    expect((await mailsTo(email)).filter((mail) => mail.headers['x-mail-kind'] === 'reset')).toHaveLength(3);
    clock += 60 * 60_000 + 1000;
    expect((await send('POST', '/api/session/forgot-password', { email })).statusCode).toBe(200);
  });

  it('resets once: every session ends, this device is signed in, the notice is mailed, the link dies', async () => {
    const { email, token: signupToken, user } = await signUp('Reset_Me');
    const other = sessionSchema.parse((await send('POST', '/api/session', { login: email, password: 'first-password-1' })).json());
    await send('POST', '/api/session/forgot-password', { email });
    const first = await resetToken(email);
    await send('POST', '/api/session/forgot-password', { email });
    const token = await resetToken(email);
    expect(token).not.toBe(first);
    expect((await send('GET', `/api/session/forgot-token-state?token=${token}`)).json()).toEqual({ state: 'valid' });

    const differ = await send('PATCH', '/api/session/reset-password', { password: 'second-password-2', password_repeat: 'other-password-2', token });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toContain('password_repeat');

    const reset = await send('PATCH', '/api/session/reset-password', { password: 'second-password-2', password_repeat: 'second-password-2', token });
    expect(reset.statusCode).toBe(200);
    const session = sessionSchema.parse(reset.json());
    expect(session.user).toMatchObject({ id: user.id, email_confirmed: true });
    for (const old of [signupToken, other.token]) expect((await send('GET', '/api/session', undefined, bearer(old))).statusCode).toBe(401);
    expect((await send('GET', '/api/session', undefined, bearer(session.token))).statusCode).toBe(200);
    expect((await send('POST', '/api/session', { login: email, password: 'first-password-1' })).statusCode).toBe(401);
    expect((await send('POST', '/api/session', { login: email, password: 'second-password-2' })).statusCode).toBe(200);

    const again = await send('PATCH', '/api/session/reset-password', { password: 'third-password-3', password_repeat: 'third-password-3', token });
    expect([again.statusCode, again.json().error]).toEqual([410, 'token_used']);
    expect((await send('GET', `/api/session/forgot-token-state?token=${token}`)).json()).toEqual({ state: 'used' });
    // The earlier link of the same account died with the reset.
    expect((await send('GET', `/api/session/forgot-token-state?token=${first}`)).json()).toEqual({ state: 'used' });

    const notice = (await mailsTo(email)).at(-1)!;
    expect(notice.headers['x-mail-kind']).toBe('password-changed');
    expect(notice.text).toContain('The password of your account Reset_Me was changed on');
    expect(linkIn(notice, PUBLIC_URL)).toBe(`${PUBLIC_URL}/auth/forgot-password`);
  });

  it('tells expired and unknown reset links apart and refuses them', async () => {
    const { email, user } = await signUp('Late_Reader');
    const old = await issueEmailToken(server.db, user.id, 'reset', email, new Date(Date.now() - EMAIL_TOKEN_TTL_MS.reset - 1000));
    expect((await send('GET', `/api/session/forgot-token-state?token=${old}`)).json()).toEqual({ state: 'expired' });
    const expired = await send('PATCH', '/api/session/reset-password', { password: 'new-password-9', password_repeat: 'new-password-9', token: old });
    expect([expired.statusCode, expired.json().error]).toEqual([410, 'token_expired']);
    const unknown = 'B'.repeat(43);
    expect((await send('GET', `/api/session/forgot-token-state?token=${unknown}`)).json()).toEqual({ state: 'unknown' });
    const refused = await send('PATCH', '/api/session/reset-password', { password: 'new-password-9', password_repeat: 'new-password-9', token: unknown });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'invalid_token']);
    // A confirmation token is no reset token.
    const confirm = (await confirmationLink(email)).searchParams.get('k')!;
    expect((await send('GET', `/api/session/forgot-token-state?token=${confirm}`)).json()).toEqual({ state: 'unknown' });
  });

  it('deletes tokens a week after they expired, and no sooner', async () => {
    const { email, user } = await signUp('Tidy_Grower');
    const now = new Date();
    const gone = await issueEmailToken(server.db, user.id, 'reset', email, new Date(now.getTime() - EMAIL_TOKEN_TTL_MS.reset - EMAIL_TOKEN_KEEP_MS - 1000));
    const kept = await issueEmailToken(server.db, user.id, 'reset', email, new Date(now.getTime() - EMAIL_TOKEN_TTL_MS.reset - EMAIL_TOKEN_KEEP_MS + 60_000));
    expect(await purgeEmailTokens(server.db, now)).toBeGreaterThanOrEqual(1);
    expect((await send('GET', `/api/session/forgot-token-state?token=${gone}`)).json()).toEqual({ state: 'unknown' });
    expect((await send('GET', `/api/session/forgot-token-state?token=${kept}`)).json()).toEqual({ state: 'expired' });
  });

  it('mails a notice when the password changes in settings', async () => {
    const { email, token, user } = await signUp('Changer');
    const res = await send('PATCH', `/api/users/${user.id}`, { password: 'first-password-1', new_password: 'changed-password-1' }, { ...bearer(token), 'x-rniq': newTestKey() });
    expect(res.statusCode).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.headers['x-mail-kind'])).toEqual(['confirm', 'password-changed']);
  });
});

describe('recaptcha', () => {
  it('refuses forgot-password when the verifier says no, asks it with the answer and the network address, and limits the network address', async () => {
    const asked: string[] = [];
    const guarded = await startTestServer({ seed: false, mail: { recaptcha: async (answer, ip) => { asked.push(`${answer}@${ip}`); return answer === 'human'; } } });
    try {
      const robot = await guarded.app.inject({ method: 'POST', url: '/api/session/forgot-password', payload: { email: 'a@example.com', recaptcha: 'robot' } });
      expect([robot.statusCode, robot.json().error]).toEqual([400, 'recaptcha_failed']);
      const human = await guarded.app.inject({ method: 'POST', url: '/api/session/forgot-password', payload: { email: 'a@example.com', recaptcha: 'human' } });
      expect(human.statusCode).toBe(200);
      expect(asked).toEqual(['robot@127.0.0.1', 'human@127.0.0.1']);
      // One network address may ask 10 times an hour, whatever addresses it names.
      for (let i = 1; i < 10; i++) {
        const res = await guarded.app.inject({ method: 'POST', url: '/api/session/forgot-password', payload: { email: `n${i}@example.com`, recaptcha: 'human' } });
        expect(res.statusCode).toBe(200);
      }
      const limited = await guarded.app.inject({ method: 'POST', url: '/api/session/forgot-password', payload: { email: 'n10@example.com', recaptcha: 'human' } });
      expect([limited.statusCode, limited.json().error]).toEqual([429, 'too_many_requests']);
      const elsewhere = await guarded.app.inject({ method: 'POST', url: '/api/session/forgot-password', remoteAddress: '10.1.2.3', payload: { email: 'n10@example.com', recaptcha: 'human' } });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('newsletters and unsubscribing', () => {
  it('puts an unsubscribe link in the footer and List-Unsubscribe; following it turns every newsletter off', async () => {
    const { email, user } = await signUp('Reader');
    expect(await sendNewsletter(server.db, server.app.mail, user.id, 'digest', { subject: 'This week', paragraphs: ['<b>News</b>'] })).toBe(false);
    await server.db.updateTable('users').set({ settings: JSON.stringify({ subscribe: { digest: true, giveaways: true } }) }).where('id', '=', user.id).execute();
    expect(await sendNewsletter(server.db, server.app.mail, user.id, 'digest', { subject: 'This week', paragraphs: ['<b>News</b>'] })).toBe(true);
    const mail = (await mailsTo(email)).find((m) => m.headers['x-mail-kind'] === 'newsletter-digest')!;
    expect(mail.html).toContain('&lt;b&gt;News&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>News');
    const link = linkIn(mail, `${PUBLIC_URL}/auth/unsubscribe?`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.text).toContain('Unsubscribe from all newsletters');

    const k = new URL(link).searchParams.get('k')!;
    for (let i = 0; i < 2; i++) {
      const res = await send('GET', `/api/session/email-unsubscribe-token?k=${k}`);
      expect([res.statusCode, res.json()]).toEqual([200, { email, unsubscribed: true }]);
    }
    const row = await server.db.selectFrom('users').select('settings').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.settings).subscribe).toEqual({ digest: false, product_news: false, giveaways: false });

    const old = await issueEmailToken(server.db, user.id, 'unsubscribe', email, new Date(Date.now() - EMAIL_TOKEN_TTL_MS.unsubscribe - 1000));
    expect((await send('GET', `/api/session/email-unsubscribe-token?k=${old}`)).statusCode).toBe(410);
    expect((await send('GET', `/api/session/email-unsubscribe-token?k=${'C'.repeat(43)}`)).statusCode).toBe(400);
  });
});
