// @vitest-environment node
// The sentences of failed e-mail calls: the server's codes in the grower's language, a 429's wait in minutes.
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import authEn from '../../../locales/screens/auth/en.json';
import authRu from '../../../locales/screens/auth/ru.json';
import screensEn from '../../../locales/screens/en.json';
import screensRu from '../../../locales/screens/ru.json';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { describeMailFailure } from './mail-errors';

const t: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const [lng, translation] of Object.entries({ en: { ...screensEn, ...authEn }, ru: { ...screensRu, ...authRu } })) {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources: { [lng]: { translation } }, interpolation: { escapeValue: false } });
    t[lng] = instance.t;
  }
});

const failure = (status: number, error?: string, retryAfter: number | null = null) =>
  new ServerError(status, error ? { error, message: `server says ${error}` } : null, retryAfter);

describe('describeMailFailure', () => {
  it('translates the codes of links and mails', () => {
    expect(describeMailFailure(t.en!, failure(410, 'token_used'))).toBe('This link was already used. Ask for a new mail if you need one.');
    expect(describeMailFailure(t.ru!, failure(410, 'token_expired'))).toBe('Срок действия ссылки истёк. Запросите новое письмо.');
    expect(describeMailFailure(t.en!, failure(400, 'invalid_token'))).toMatch(/^This link is not valid/);
  });

  it('says how many minutes to wait after 429, in the language\'s plural', () => {
    expect(describeMailFailure(t.en!, failure(429, 'too_many_requests', 3600))).toBe('You asked for several mails in a short time. Try again in 60 minutes.');
    expect(describeMailFailure(t.en!, failure(429, 'too_many_requests', 30))).toBe('You asked for several mails in a short time. Try again in 1 minute.');
    expect(describeMailFailure(t.ru!, failure(429, 'too_many_requests', 120))).toMatch(/через 2 минуты\.$/);
    expect(describeMailFailure(t.ru!, failure(429, 'too_many_requests', 300))).toMatch(/через 5 минут\.$/);
  });

  it('tells offline and server failures apart, and keeps the server\'s sentence for other codes', () => {
    expect(describeMailFailure(t.en!, new NetworkError())).toBe(screensEn.auth.offline);
    expect(describeMailFailure(t.en!, failure(502))).toBe(screensEn.auth.serverError);
    expect(describeMailFailure(t.en!, failure(400, 'bad_request'))).toBe('server says bad_request');
  });
});
