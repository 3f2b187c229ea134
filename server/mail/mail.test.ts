// @vitest-environment node
// The mail module on its own: every template in every language, escaping, the .eml files, SMTP (a real SMTP server on
// localhost, smtp-server), the recaptcha verifier.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { parseEml, readMailbox } from '../../tests/helpers/eml';
import { createRecaptchaVerifier } from './recaptcha';
import { confirmMail, MAIL_LOCALES, newsletterMail, partnerOrderMail, passwordChangedMail, resetMail, toMailLocale } from './templates';
import { createMailer } from './transport';

const LINK = 'https://grow.example/auth/reset-password?token=abc&x=1';

describe('templates', () => {
  it.each(MAIL_LOCALES)('%s: every kind has a subject, the link in text and HTML, and no place left unfilled', (locale) => {
    const mails = [
      confirmMail(locale, { name: 'Ann', email: 'ann@example.com', link: LINK }),
      resetMail(locale, { name: 'Ann', link: LINK }),
      passwordChangedMail(locale, { name: 'Ann', at: new Date('2026-11-24T10:00:00Z'), link: LINK }),
      newsletterMail(locale, { name: 'Ann', subject: 'News', paragraphs: ['Hi'], unsubscribeLink: LINK }),
      partnerOrderMail(locale, { name: 'Ann', id: 7, brand: 'GreenFeed', buyer: 'Bo', lines: ['2 × Grow'], total: '€25.00', delivery: ['Bo', 'Street 1'], link: LINK }),
    ];
    for (const mail of mails) {
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain('href="https://grow.example/auth/reset-password?token=abc&amp;x=1"');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('Ann');
    }
    // Languages differ from English (the strings are real translations).
    if (locale !== 'en') expect(mails[0]!.subject).not.toBe(confirmMail('en', { name: 'Ann', email: 'a', link: LINK }).subject);
  });

  it('escapes what people typed in the HTML and keeps it as written in the text', () => {
    const mail = confirmMail('en', { name: '<img src=x onerror=alert(1)>', email: 'a"b@example.com', link: 'https://grow.example/?a="><script>' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('a&quot;b@example.com');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('writes the date of a changed password in the language, in UTC', () => {
    const at = new Date('2026-11-24T10:05:00Z');
    expect(passwordChangedMail('en', { name: 'A', at, link: LINK }).text).toContain('November 24, 2026');
    expect(passwordChangedMail('de', { name: 'A', at, link: LINK }).text).toContain('24. November 2026');
  });

  it('falls back to English for other languages', () => {
    expect([toMailLocale('de'), toMailLocale('en-tr'), toMailLocale(null), toMailLocale('fr')]).toEqual(['de', 'en', 'en', 'en']);
  });
});

describe('the file mailer', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes each message as a complete .eml file that parses back to what was sent', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
    dirs.push(dir);
    const mailer = createMailer({ mailDir: path.join(dir, 'mail'), from: 'GrowDiaries <no-reply@grow.example>' });
    const content = resetMail('th', { name: 'สมชาย', link: LINK });
    await Promise.all([mailer.send({ to: 'a@example.com', kind: 'reset', ...content }), mailer.send({ to: 'b@example.com', kind: 'reset', ...content })]);
    const names = await readdir(path.join(dir, 'mail'));
    expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    expect(names.some((name) => name.endsWith('.part'))).toBe(false);
    const [mail] = (await readMailbox(path.join(dir, 'mail'))).filter((m) => m.headers.to === 'a@example.com');
    expect(mail!.headers.subject).toBe(content.subject);
    expect(mail!.headers['x-mail-kind']).toBe('reset');
    expect(mail!.headers.from).toBe('GrowDiaries <no-reply@grow.example>');
    expect(mail!.text.trim()).toBe(content.text.trim());
    expect(mail!.html.trim()).toBe(content.html.trim());
  });
});

describe('the SMTP mailer (SMTP_URL)', () => {
  it('signs in with the credentials of the URL and hands over the message as the file mailer writes it', async () => {
    const received: { user: string | undefined; from: string | false; to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: false, disabledCommands: ['STARTTLS'], logger: false,
      onAuth: (auth, _session, done) => auth.username === 'mailer' && auth.password === 'p@ss'
        ? done(null, { user: auth.username }) : done(new Error('Invalid username or password')),
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ user: session.user, from: session.envelope.mailFrom && session.envelope.mailFrom.address, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    try {
      const content = partnerOrderMail('de', { name: 'Ann', id: 7, brand: 'GreenFeed', buyer: 'Bo', lines: ['2 × Grow'], total: '25,00 €', delivery: ['Bo'], link: LINK });
      const mailer = createMailer({ smtpUrl: `smtp://mailer:${encodeURIComponent('p@ss')}@127.0.0.1:${port}`, mailDir: '/nonexistent', from: 'GrowDiaries <no-reply@grow.example>' });
      await mailer.send({ to: 'ann@example.com', kind: 'partner-order', ...content });
      expect(received.map(({ user, from, to }) => ({ user, from, to }))).toEqual([{ user: 'mailer', from: 'no-reply@grow.example', to: ['ann@example.com'] }]);
      const mail = parseEml(received[0]!.raw.replace(/\r\n/g, '\n'));
      expect(mail.headers.subject).toBe(content.subject);
      expect(mail.headers['x-mail-kind']).toBe('partner-order');
      expect(mail.text.trim()).toBe(content.text.trim());
      expect(mail.html.trim()).toBe(content.html.trim());
      // Wrong credentials: the send fails loudly (the mail service logs it), nothing is delivered.
      const refused = createMailer({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`, mailDir: '/nonexistent', from: 'a@grow.example' });
      await expect(refused.send({ to: 'ann@example.com', kind: 'reset', ...content })).rejects.toThrow(/Invalid username or password/);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('the recaptcha verifier', () => {
  function fakeFetch(answer: unknown, ok = true) {
    const calls: URLSearchParams[] = [];
    const impl = (async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init?.body as URLSearchParams);
      return new Response(JSON.stringify(answer), { status: ok ? 200 : 500 });
    }) as typeof fetch;
    return { impl, calls };
  }

  it('passes what siteverify accepts, with the secret, the answer and the address', async () => {
    const { impl, calls } = fakeFetch({ success: true });
    expect(await createRecaptchaVerifier('s3cret', impl)('answer', '10.0.0.1')).toBe(true);
    expect(Object.fromEntries(calls[0]!)).toEqual({ secret: 's3cret', response: 'answer', remoteip: '10.0.0.1' });
  });

  it('refuses a refusal, an empty answer, a failing service and a network error', async () => {
    expect(await createRecaptchaVerifier('s', fakeFetch({ success: false }).impl)('answer', 'ip')).toBe(false);
    const unused = fakeFetch({ success: true });
    expect(await createRecaptchaVerifier('s', unused.impl)('', 'ip')).toBe(false);
    expect(unused.calls).toHaveLength(0);
    expect(await createRecaptchaVerifier('s', fakeFetch({ success: true }, false).impl)('answer', 'ip')).toBe(false);
    const broken = (async () => { throw new TypeError('network'); }) as typeof fetch;
    expect(await createRecaptchaVerifier('s', broken)('answer', 'ip')).toBe(false);
  });
});
