// @vitest-environment node
// Community pages rendered on the server by the real SSR build: grow questions (a question with its answers, the
// lists), growers and their profiles with their public tabs, only what a guest sees whoever asks, every text escaped,
// the answers keyed as the client's hooks read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema } from '../../src/domain/diary/diary';
import { questionSchema, type Question } from '../../src/domain/question/question';
import { createTestUser, injectAs } from '../test-support';
import { ATTACK, initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let asker: { id: number; token: string };
let helper: { id: number; token: string };
let question: Question;

beforeAll(async () => {
  site = await startRenderingSite([
    '_default/grow-questions/index.tsx', '_default/grow-questions/$.tsx',
    '_default/growers.tsx', '_default/grower/$id.tsx', '_default/grower/$id/index.tsx', '_default/grower/$id/$tab.tsx', '_default/grower/$id_/settings.tsx',
  ]);
  const { server } = site;
  asker = await createTestUser(server.db, 'SsrAsker');
  helper = await createTestUser(server.db, 'SsrHelper');
  const asked = questionSchema.parse((await injectAs(server.app, 'POST', '/api/problems', asker, {
    title: `Yellow tips ${ATTACK}`, text: 'Coco, EC 1.8, week 3 of flower', category: 'nutrients', tags: ['yellow-tips'],
  })).json());
  await injectAs(server.app, 'POST', `/api/problems/${asked.id}/solution`, helper, { text: 'Take the EC down to 1.4 for a week.' });
  const hidden = (await injectAs(server.app, 'POST', `/api/problems/${asked.id}/solution`, helper, { text: 'Moderators hid this answer' })).json<{ id: number }>();
  await server.db.updateTable('problem_solutions').set({ is_ban: 1, ban_reason: 'spam' }).where('id', '=', hidden.id).execute();
  await server.db.insertInto('problem_photos').values({ problem_id: asked.id, user_id: asker.id, file: 'removed-question-photo', width: 800, height: 600, position: 0, is_remove: 1 }).execute();
  question = questionSchema.parse((await site.page(`/api/problems/${asked.id}`)).json());
}, 300_000);

afterAll(async () => {
  await site.close();
});

describe('grow questions rendered on the server', () => {
  it('puts a question with its answers into the HTML, and its answer as a guest reads it from the API', async () => {
    const res = await site.page(`/grow-questions/${question.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const app = renderedApp(res.body);
    expect(app).toContain('Coco, EC 1.8, week 3 of flower');
    expect(app).toContain('Take the EC down to 1.4 for a week.');
    // The answer form as a guest sees it: the session is known on the device only.
    expect(app).toContain('href="/auth/signin"');
    expect(app).not.toContain('<textarea');
    expect(initialAnswers(res.body)).toEqual({ [`question:${question.id}`]: JSON.parse(JSON.stringify(question)) });
  });

  it('shows the asker and anyone else only what a guest sees: an answer moderators hid, a removed photo in no HTML', async () => {
    const asGuest = await site.page(`/grow-questions/${question.id}`);
    for (const who of [asker, helper]) {
      const res = await site.page(`/grow-questions/${question.id}`, { authorization: `Bearer ${who.token}` });
      expect(res.body).toBe(asGuest.body);
    }
    expect(asGuest.body).not.toContain('Moderators hid this answer');
    expect(asGuest.body).not.toContain('removed-question-photo');
    // Its author reads the hidden answer through the API with the session.
    expect((await injectAs(site.server.app, 'GET', `/api/problems/${question.id}`, helper)).body).toContain('Moderators hid this answer');
  });

  it('escapes what growers wrote, in the markup and in the answers', async () => {
    const res = await site.page(`/grow-questions/${question.id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(renderedApp(res.body)).toContain('Yellow tips &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((initialAnswers(res.body)[`question:${question.id}`] as Question).title).toBe(`Yellow tips ${ATTACK}`);
  });

  it('puts the lists into the HTML, each page in its order, keyed as the list screen reads it', async () => {
    const all = await site.page('/grow-questions');
    expect(all.statusCode).toBe(200);
    expect(renderedApp(all.body)).toContain('Yellow tips &lt;/script&gt;');
    expect(Object.keys(initialAnswers(all.body))).toEqual(['questions:newest||||1']);
    const unanswered = await site.page('/grow-questions?show=unanswered');
    expect(Object.keys(initialAnswers(unanswered.body))).toEqual(['questions:unanswered||||1']);
    expect(renderedApp(unanswered.body)).not.toContain('Yellow tips');
    const tagged = await site.page('/grow-questions/yellow-tips');
    expect(Object.keys(initialAnswers(tagged.body))).toEqual(['questions:newest||yellow-tips||1']);
    expect(renderedApp(tagged.body)).toContain('Yellow tips');
    const category = await site.page('/grow-questions/category/nutrients');
    expect(Object.keys(initialAnswers(category.body))).toEqual(['questions:newest|nutrients|||1']);
  });

  it('answers 404 for a hidden question, to its asker too, and the shell for the editors', async () => {
    const hidden = questionSchema.parse((await injectAs(site.server.app, 'POST', '/api/problems', asker, { title: 'A question moderators hid', text: '', category: 'other' })).json());
    await site.server.db.updateTable('problems').set({ is_ban: 1, ban_reason: 'spam' }).where('id', '=', hidden.id).execute();
    expect((await site.page(`/grow-questions/${hidden.id}`)).statusCode).toBe(404);
    expect((await site.page(`/grow-questions/${hidden.id}`, { authorization: `Bearer ${asker.token}` })).statusCode).toBe(404);
    const editor = await site.page('/grow-questions/edit');
    expect(editor.statusCode).toBe(200);
    expect(editor.body).not.toContain('data-ssr');
  });
});

describe('growers and their profiles rendered on the server', () => {
  it('puts a profile with its latest activity into the HTML, and nothing private: no e-mail, the same HTML for its owner', async () => {
    const grower = await createTestUser(site.server.db, 'SsrGrower');
    await site.server.db.updateTable('users').set({ bio: `Living soil, outdoors ${ATTACK}`, location: 'Valencia' }).where('id', '=', grower.id).execute();
    const shown = diarySchema.parse((await injectAs(site.server.app, 'POST', '/api/diaries', grower, { name: 'Sunny Lemon Haze' })).json());
    const hidden = diarySchema.parse((await injectAs(site.server.app, 'POST', '/api/diaries', grower, { name: 'A diary kept hidden' })).json());
    await site.server.db.updateTable('diaries').set({ is_hidden: 1 }).where('id', '=', hidden.id).execute();

    const res = await site.page(`/grower/${grower.id}`);
    expect(res.statusCode).toBe(200);
    const app = renderedApp(res.body);
    expect(app).toContain('data-testid="profile-name">SsrGrower<');
    expect(app).toContain('Living soil, outdoors &lt;/script&gt;');
    expect(app).toContain('Sunny Lemon Haze');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('ssrgrower@example.test');
    expect(res.body).not.toContain('A diary kept hidden');
    expect(Object.keys(initialAnswers(res.body))).toEqual([`profile:${grower.id}`, `profile:${grower.id}:activity`]);
    expect(initialAnswers(res.body)[`profile:${grower.id}`]).toEqual((await site.page(`/api/users/${grower.id}`)).json());
    for (const who of [grower, asker]) {
      expect((await site.page(`/grower/${grower.id}`, { authorization: `Bearer ${who.token}` })).body).toBe(res.body);
    }

    const diaries = await site.page(`/grower/${grower.id}/diaries`);
    expect(renderedApp(diaries.body)).toContain('Sunny Lemon Haze');
    expect(diaries.body).not.toContain('A diary kept hidden');
    expect(initialAnswers(diaries.body)[`profile:${grower.id}:diaries`]).toMatchObject({ total: 1, items: [{ id: shown.id }] });
  });

  it('renders the public list tabs, leaves the owner\'s orders and settings to the client, and puts the growers list into the HTML', async () => {
    await injectAs(site.server.app, 'POST', `/api/follows/user/${asker.id}`, helper);
    const followers = await site.page(`/grower/${asker.id}/followers`);
    expect(followers.statusCode).toBe(200);
    expect(renderedApp(followers.body)).toContain('SsrHelper');
    expect(Object.keys(initialAnswers(followers.body))).toEqual([`profile:${asker.id}`, `profile:${asker.id}:followers`]);
    for (const own of [`/grower/${asker.id}/orders`, `/grower/${asker.id}/settings`]) {
      const res = await site.page(own, { authorization: `Bearer ${asker.token}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-ssr');
    }
    // The shorts tab: the grower's shorts as GET /api/shorts?user_id answers them, under the shorts screens' own key.
    const shorts = (await site.page('/api/shorts?start=0&limit=10&user_id=2')).json<{ items: { id: number }[] }>();
    expect(shorts.items.length).toBeGreaterThan(0);
    const shortsTab = await site.page('/grower/2/shorts');
    expect(shortsTab.statusCode).toBe(200);
    const tiles = [...renderedApp(shortsTab.body).matchAll(/data-testid="grower-short" href="\/shorts\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(tiles).toEqual(shorts.items.map((item) => item.id));
    expect(initialAnswers(shortsTab.body)).toEqual({ 'profile:2': (await site.page('/api/users/2')).json(), 'shorts:user:2': shorts });
    const growers = await site.page('/growers');
    expect(growers.statusCode).toBe(200);
    const [key, list] = Object.entries(initialAnswers(growers.body))[0]!;
    expect(key).toBe('growers:diaries::1');
    expect(renderedApp(growers.body)).toContain((list as { items: { name: string }[] }).items[0]!.name);
  });
});
