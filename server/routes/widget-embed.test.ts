// @vitest-environment node
// The widget's embed page: a public diary's card as HTML without scripts that any site may frame, the same for every
// visitor (a session changes nothing); 404 for a hidden or unknown diary; every other page stays unframeable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test-support';
import { EMBED_CSP } from './widget-embed';

let server: TestServer;
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /embed/diary/{id}', () => {
  it('shows a public diary\'s card, framable by any site, without scripts', async () => {
    const diary = await server.db.selectFrom('diaries').select(['id', 'name', 'cnt_likes']).where('is_hidden', '=', 0).where('is_ban', '=', 0).where('is_remove', '=', 0)
      .where('cover_photo_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const res = await get(`/embed/diary/${diary.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(EMBED_CSP);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain(`<strong>${diary.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</strong>`);
    expect(res.body).toMatch(new RegExp(`${diary.cnt_likes} likes?`));
    expect(res.body).toContain(`href="/diaries/${diary.id}" target="_blank" rel="noopener"`);
    expect(res.body).toMatch(/<img src="\/uploads\//);
    expect(res.body).not.toContain('<script');

    // The same page for a signed-in visitor: nothing of the account is read or shown.
    const grower = await createTestUser(server.db, 'EmbedViewer');
    const signedIn = await get(`/embed/diary/${diary.id}`, { authorization: `Bearer ${grower.token}` });
    expect(signedIn.body).toBe(res.body);
  });

  it('speaks the interface language the snippet names, with its plural forms, and English for any other', async () => {
    const diary = await server.db.selectFrom('diaries').select(['id']).where('is_hidden', '=', 0).where('is_ban', '=', 0).where('is_remove', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    await server.db.updateTable('diaries').set({ cnt_likes: 3 }).where('id', '=', diary.id).execute();
    const owner = await server.db.selectFrom('diaries as d').innerJoin('users as u', 'u.id', 'd.user_id').select('u.name').where('d.id', '=', diary.id).executeTakeFirstOrThrow();
    const card = async (lang: string) => (await get(`/embed/diary/${diary.id}?lang=${lang}`)).body;
    expect(await card('ru')).toContain('<html lang="ru">');
    expect(await card('ru')).toContain('3 лайка');
    expect(await card('ru')).toContain(`автор ${owner.name}`);
    expect(await card('de')).toMatch(/Woche \d+|Gerade begonnen/);
    expect(await card('de')).toContain('3 Likes');
    expect(await card('xx')).toContain('3 likes');
    expect(await card('xx')).toContain('<html lang="en">');
    expect((await get('/embed/diary/999999?lang=es')).body).toContain('Este diario no es público.');
  });

  it('escapes what growers wrote', async () => {
    const diary = await server.db.selectFrom('diaries').select('id').where('is_hidden', '=', 0).where('is_ban', '=', 0).where('is_remove', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await server.db.updateTable('diaries').set({ name: '<img src=x onerror=alert(1)> & co' }).where('id', '=', diary.id).execute();
    const res = await get(`/embed/diary/${diary.id}`);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; co');
    expect(res.body).not.toContain('<img src=x');
  });

  it('answers 404 for a hidden, unknown or malformed diary', async () => {
    const hidden = await server.db.selectFrom('diaries').select('id').orderBy('id').executeTakeFirstOrThrow();
    await server.db.updateTable('diaries').set({ is_hidden: 1 }).where('id', '=', hidden.id).execute();
    for (const id of [String(hidden.id), '999999', '0', '1e3', '-1']) {
      const res = await get(`/embed/diary/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('This diary is not public.');
    }
  });

  it('keeps every other page and answer unframeable', async () => {
    for (const url of ['/widget', '/about', '/api/about?lang=en']) {
      const res = await get(url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});
