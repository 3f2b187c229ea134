// @vitest-environment node
// The sentences of a failed sign-in with another account: the server's codes in the grower's language, every code in
// every language.
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import oauthDe from '../../../locales/screens/oauth/de.json';
import oauthEn from '../../../locales/screens/oauth/en.json';
import oauthEs from '../../../locales/screens/oauth/es.json';
import oauthRu from '../../../locales/screens/oauth/ru.json';
import oauthTh from '../../../locales/screens/oauth/th.json';
import screensEn from '../../../locales/screens/en.json';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { describeOAuthFailure } from './oauth-errors';

const LOCALES = { en: oauthEn, de: oauthDe, es: oauthEs, ru: oauthRu, th: oauthTh };
const t: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const [lng, strings] of Object.entries(LOCALES)) {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources: { [lng]: { translation: { ...screensEn, ...strings } } }, interpolation: { escapeValue: false } });
    t[lng] = instance.t;
  }
});

const failure = (status: number, error?: string) => new ServerError(status, error ? { error, message: `server says ${error}` } : null, null);

describe('describeOAuthFailure', () => {
  it('translates the codes of the OAuth calls in every language', () => {
    expect(describeOAuthFailure(t.en!, failure(409, 'email_in_use'))).toMatch(/^An account with this e-mail address already exists\. Sign in with its password/);
    expect(describeOAuthFailure(t.ru!, failure(409, 'last_sign_in'))).toMatch(/^Это ваш единственный способ войти/);
    for (const [lng, strings] of Object.entries(LOCALES)) {
      for (const code of Object.keys(oauthEn.oauth.error).filter((key) => key !== 'offline')) {
        const sentence = describeOAuthFailure(t[lng]!, failure(400, code));
        expect(sentence, `${lng} ${code}`).toBe((strings.oauth.error as Record<string, string>)[code]);
      }
    }
  });

  it('tells offline and server failures apart, and keeps the server\'s sentence for other codes', () => {
    expect(describeOAuthFailure(t.de!, new NetworkError())).toBe(oauthDe.oauth.error.offline);
    expect(describeOAuthFailure(t.en!, failure(502))).toBe(screensEn.auth.serverError);
    expect(describeOAuthFailure(t.en!, failure(400, 'bad_request'))).toBe('server says bad_request');
  });
});
