// @vitest-environment node
// Machine translation against a LibreTranslate-compatible server started by the test: a comment, a question and an
// article translated field by field, kept and reused (the provider asked once) until the text changes; the kept copy
// read alone; hidden items, bad parameters, a failing provider and a site without a provider answered in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateConfigSchema, translationSchema } from '../../src/domain/translation/translation';
import { startTranslationServer, type TranslationServer } from '../../tests/helpers/translation-server';
import { createLibreTranslateProvider } from '../services/translation-provider';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let bare: TestServer;
let provider: TranslationServer;
let author: { id: number; token: string };
let diary: number;

const get = (url: string, on = server) => on.app.inject({ method: 'GET', url });
async function post(url: string, body: object) {
  const res = await server.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${author.token}`, 'x-rniq': newTestKey() } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
}

beforeAll(async () => {
  provider = await startTranslationServer();
  server = await startTestServer({ seed: false, translator: createLibreTranslateProvider(provider.url) });
  bare = await startTestServer({ seed: false });
  author = await createTestUser(server.db, 'Writer');
  diary = (await post('/api/diaries', { name: 'Mein erster Grow' })).id;
});
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
  await provider.close();
});

describe('translation', () => {
  it('translates a comment once and reuses the kept translation until its text changes', async () => {
    const comment = await post(`/api/comments/diary/${diary}`, { text: 'Die Blätter sind gelb und ich habe nicht genug Licht.' });
    const before = provider.requests.length;
    const first = await get(`/api/translate?id=${comment.id}&type=comment&lang=en`);
    expect(first.statusCode, first.body).toBe(200);
    expect(translationSchema.parse(first.json())).toEqual({
      type: 'comment', id: comment.id, lang: 'en', fields: { text: '[en] Die Blätter sind gelb und ich habe nicht genug Licht.' }, source_lang: 'de', provider: 'libretranslate',
    });
    expect(provider.requests.slice(before)).toEqual([{ q: ['Die Blätter sind gelb und ich habe nicht genug Licht.'], target: 'en', source: 'auto' }]);
    expect((await get(`/api/translate?id=${comment.id}&type=comment&lang=en`)).json()).toEqual(first.json());
    expect((await get(`/api/translates/comment/${comment.id}/en`)).json()).toEqual(first.json());
    expect(provider.requests.length).toBe(before + 1);

    await server.app.inject({ method: 'PATCH', url: `/api/comments/diary/${diary}/${comment.id}`, payload: { text: 'Jetzt ist alles grün.' }, headers: { authorization: `Bearer ${author.token}`, 'x-rniq': newTestKey() } });
    expect((await get(`/api/translates/comment/${comment.id}/en`)).statusCode).toBe(404);
    const fresh = translationSchema.parse((await get(`/api/translate?id=${comment.id}&type=comment&lang=en`)).json());
    expect(fresh.fields.text).toBe('[en] Jetzt ist alles grün.');
    expect(provider.requests.length).toBe(before + 2);
  });

  it('translates each field of a question and a diary, leaving empty fields out', async () => {
    const question = await post('/api/problems', { title: 'Листья желтеют на пятой неделе', category: 'nutrients', text: '' });
    const answer = translationSchema.parse((await get(`/api/translate?id=${question.id}&type=question&lang=de`)).json());
    expect(answer.fields).toEqual({ title: '[de] Листья желтеют на пятой неделе' });
    expect(answer.source_lang).toBe('ru');
    expect(translationSchema.parse((await get(`/api/translate?id=${diary}&type=diary&lang=es`)).json()).fields).toEqual({ name: '[es] Mein erster Grow' });
  });

  it('refuses hidden or missing items, bad parameters, and says when the provider fails or none is set', async () => {
    const removed = await post(`/api/comments/diary/${diary}`, { text: 'Bald gelöscht, weil es nicht stimmt.' });
    await server.app.inject({ method: 'DELETE', url: `/api/comments/diary/${diary}/${removed.id}`, headers: { authorization: `Bearer ${author.token}`, 'x-rniq': newTestKey() } });
    expect((await get(`/api/translate?id=${removed.id}&type=comment&lang=en`)).statusCode).toBe(404);
    expect((await get('/api/translate?id=999999&type=article&lang=en')).statusCode).toBe(404);
    for (const query of ['id=1&type=photo&lang=en', 'id=0&type=comment&lang=en', 'id=1&type=comment&lang=fr', 'id=x&type=comment&lang=en', '']) {
      const res = await get(`/api/translate?${query}`);
      expect([res.statusCode, res.json().error], query).toEqual([400, 'bad_request']);
    }
    expect((await get('/api/translates/comment/1/xx')).statusCode).toBe(400);

    const comment = await post(`/api/comments/diary/${diary}`, { text: 'Ich habe heute die Lampe höher gehängt.' });
    provider.fail = true;
    const failed = await get(`/api/translate?id=${comment.id}&type=comment&lang=en`);
    provider.fail = false;
    expect([failed.statusCode, failed.json().error]).toEqual([502, 'translation_failed']);
    expect((await get(`/api/translates/comment/${comment.id}/en`)).statusCode).toBe(404);

    expect(translateConfigSchema.parse((await get('/api/translate/config')).json())).toEqual({ enabled: true });
    expect(translateConfigSchema.parse((await get('/api/translate/config', bare)).json())).toEqual({ enabled: false });
    const none = await get('/api/translate?id=1&type=comment&lang=en', bare);
    expect([none.statusCode, none.json().error]).toEqual([503, 'translation_unavailable']);
  });
});
