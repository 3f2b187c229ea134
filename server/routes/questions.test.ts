// @vitest-environment node
// Grow questions and their solutions: created, listed (orders, tags, category, symptom, text, paging), read with their
// answers, edited and removed by their author or a moderator, the helpful answer marked by the asker only; answers
// counted in the write's transaction; replays applied once; guests, strangers and bad bodies refused; photos uploaded.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSchema } from '../../src/domain/photo/photo';
import { diaryQuestionsSchema, questionSchema, questionsPageSchema, solutionSchema, type Question } from '../../src/domain/question/question';
import { MAX_QUESTION_PHOTOS } from '../../src/domain/question/question-limits';
import { diarySchema } from '../../src/domain/diary/diary';
import { weekSchema } from '../../src/domain/week/week';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';
import { WRITES_PER_MINUTE } from './diary-writes';

let server: TestServer;
type Grower = { id: number; token: string };
let asker: Grower;
let helper: Grower;
let stranger: Grower;
let moderator: Grower;
let diaryId: number;
let weekId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, who: Grower | null, body?: object, key = newTestKey()) {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['x-rniq'] = key;
  if (who) headers.authorization = `Bearer ${who.token}`;
  return server.app.inject({ method, url, headers, ...(body && { payload: body }) });
}

async function ask(who: Grower, body: object = {}): Promise<Question> {
  const res = await call('POST', '/api/problems', who, { title: 'Yellow lower leaves in week 5', category: 'nutrients', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return questionSchema.parse(res.json());
}

async function read(id: number, who: Grower | null = null): Promise<Question> {
  const res = await call('GET', `/api/problems/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return questionSchema.parse(res.json());
}

async function list(query = '') {
  const res = await call('GET', `/api/problems${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return questionsPageSchema.parse(res.json());
}

async function answer(id: number, who: Grower, text = 'Feed a little more nitrogen.') {
  const res = await call('POST', `/api/problems/${id}/solution`, who, { text });
  expect(res.statusCode, res.body).toBe(201);
  return solutionSchema.parse(res.json());
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  asker = await createTestUser(server.db, 'Asker');
  helper = await createTestUser(server.db, 'Helper');
  stranger = await createTestUser(server.db, 'Stranger');
  moderator = await createTestUser(server.db, 'Moderator');
  await server.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.id).execute();
  diaryId = diarySchema.parse((await call('POST', '/api/diaries', asker, { name: 'Question grow' })).json()).id;
  weekId = weekSchema.parse((await call('POST', `/api/diaries/${diaryId}/weeks`, asker, { faza: 0, days: 7 })).json()).id;
});
afterAll(() => server.close());

describe('asking', () => {
  it('stores a question with symptoms, tags and its week, and answers a replayed request with the first answer only', async () => {
    const key = newTestKey();
    const body = {
      title: '  Spots on my leaves  ', text: 'Rusty spots since Monday.', category: 'diseases', tags: ['Rust Spots', 'week-2', 'rust-spots'],
      symptoms: [{ type: 'where', id: 'lower_leaves' }, { type: 'spots', id: 'rust' }], diary_id: diaryId, week_id: weekId,
    };
    const first = await call('POST', '/api/problems', asker, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const question = questionSchema.parse(first.json());
    expect(question).toMatchObject({
      title: 'Spots on my leaves', tags: ['rust-spots', 'week-2'], solution_id: null, cnt_solutions: 0, items_solution: [],
      items_problem_symptom: [{ type: 'spots', id: 'rust' }, { type: 'where', id: 'lower_leaves' }],
      item_diary: { id: diaryId, name: 'Question grow', link: `/diaries/${diaryId}` },
      item_week: { id: weekId, number: 1, faza: 0, link: `/diaries/${diaryId}/week/${weekId}` },
      item_user: { id: asker.id, name: 'Asker' },
    });
    const replay = await call('POST', '/api/problems', asker, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const count = await server.db.selectFrom('problems').select((eb) => eb.fn.countAll<number>().as('n')).where('title', '=', 'Spots on my leaves').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    const ofWeek = diaryQuestionsSchema.parse((await call('GET', `/api/problems/diary/${diaryId}?week_id=${weekId}`, null)).json());
    expect(ofWeek.items.map((q) => q.id)).toContain(question.id);
    expect((await call('GET', '/api/problems/diary/999999', null)).statusCode).toBe(404);
  });

  it('refuses guests, bad bodies and diaries that are not the asker\'s', async () => {
    expect((await call('POST', '/api/problems', null, { title: 'Guest question', category: 'other' })).statusCode).toBe(401);
    const bad: [object, string][] = [
      [{ title: 'x'.repeat(201), category: 'other' }, 'title'],
      [{ title: 'Hey', category: 'other' }, 'title'],
      [{ title: 'A fine title', category: 'astrology' }, 'category'],
      [{ title: 'A fine title', category: 'other', text: 'y'.repeat(10_001) }, 'text'],
      [{ title: 'A fine title', category: 'other', symptoms: [{ type: 'spots', id: 'purple_unicorns' }] }, 'symptoms'],
      [{ title: 'A fine title', category: 'other', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags'],
      [{ title: 'A fine title', category: 'other', tags: ['$$$'] }, 'tags'],
      [{ title: 'A fine title', category: 'other', week_id: weekId }, 'week_id'],
      [{ title: 'A fine title', category: 'other', is_remove: 1 }, 'is_remove'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/api/problems', asker, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining(field) });
    }
    const notMine = await call('POST', '/api/problems', stranger, { title: 'About his diary', category: 'other', diary_id: diaryId });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toContain('diary_id');
  });
});

describe('answers and the helpful mark', () => {
  it('counts answers in the write\'s transaction, once per replayed key, never below zero', async () => {
    const question = await ask(asker);
    const key = newTestKey();
    const first = await call('POST', `/api/problems/${question.id}/solution`, helper, { text: 'Check your pH first.' }, key);
    await call('POST', `/api/problems/${question.id}/solution`, helper, { text: 'Check your pH first.' }, key);
    expect((await read(question.id)).cnt_solutions).toBe(1);
    const solution = solutionSchema.parse(first.json());
    expect((await call('DELETE', `/api/problems/${question.id}/solution/${solution.id}`, helper)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/problems/${question.id}/solution/${solution.id}`, helper)).statusCode).toBe(404);
    await server.db.updateTable('problems').set({ cnt_solutions: 0 }).where('id', '=', question.id).execute();
    const other = await answer(question.id, stranger);
    await server.db.updateTable('problems').set({ cnt_solutions: 0 }).where('id', '=', question.id).execute();
    await call('DELETE', `/api/problems/${question.id}/solution/${other.id}`, stranger);
    expect((await read(question.id)).cnt_solutions).toBe(0);
  });

  it('lets only the asker mark and unmark the answer that helped, shown first', async () => {
    const question = await ask(asker);
    const early = await answer(question.id, stranger, 'Maybe light burn?');
    const helpful = await answer(question.id, helper, 'Flush and feed half strength.');
    const mark = (who: Grower, solution_id: number | null) => call('PATCH', `/api/problems/${question.id}`, who, { solution_id });
    expect((await mark(helper, helpful.id)).statusCode).toBe(403);
    expect((await mark(moderator, helpful.id)).statusCode).toBe(403);
    expect((await mark(asker, 999999)).statusCode).toBe(400);
    const marked = await mark(asker, helpful.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(questionSchema.parse(marked.json()).items_solution.map((s) => s.id)).toEqual([helpful.id, early.id]);
    expect((await list('?sort=solved')).items.map((q) => q.id)).toContain(question.id);
    expect((await mark(asker, null)).statusCode).toBe(200);
    expect((await read(question.id)).solution_id).toBeNull();

    await mark(asker, helpful.id);
    await call('DELETE', `/api/problems/${question.id}/solution/${helpful.id}`, helper);
    expect(await read(question.id)).toMatchObject({ solution_id: null, cnt_solutions: 1 });
  });

  it('lets authors and moderators change or remove answers, nobody else', async () => {
    const question = await ask(asker);
    const solution = await answer(question.id, helper);
    const edit = (who: Grower | null) => call('PATCH', `/api/problems/${question.id}/solution/${solution.id}`, who, { text: `Edited by ${who?.id ?? 'guest'}` });
    expect((await edit(null)).statusCode).toBe(401);
    expect((await edit(stranger)).statusCode).toBe(403);
    expect((await edit(asker)).statusCode).toBe(403);
    expect((await edit(helper)).statusCode).toBe(200);
    expect((await edit(moderator)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/problems/${question.id}/solution/${solution.id}`, helper, { text: '' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/problems/${question.id}/solution/${solution.id}`, helper, { text: 'z'.repeat(5001) })).statusCode).toBe(400);
    expect((await call('POST', `/api/problems/999999/solution`, helper, { text: 'Lost' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/problems/${question.id}/solution/${solution.id}`, stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/problems/${question.id}/solution/${solution.id}`, moderator)).statusCode).toBe(204);
  });
});

describe('editing and removing questions', () => {
  it('is open to the author and moderators: 401 guest, 403 stranger', async () => {
    const question = await ask(asker, { tags: ['old-tag'] });
    const patch = (who: Grower | null, body: object) => call('PATCH', `/api/problems/${question.id}`, who, body);
    expect((await patch(null, { title: 'Guest edit here' })).statusCode).toBe(401);
    expect((await patch(stranger, { title: 'Stranger edit' })).statusCode).toBe(403);
    const own = await patch(asker, { title: 'Clearer title now', tags: ['new-tag'], symptoms: [{ type: 'pests', id: 'thrips' }] });
    expect(own.statusCode, own.body).toBe(200);
    expect(questionSchema.parse(own.json())).toMatchObject({ title: 'Clearer title now', tags: ['new-tag'], items_problem_symptom: [{ type: 'pests', id: 'thrips' }] });
    expect((await list('?tags=old-tag')).items.map((q) => q.id)).not.toContain(question.id);
    expect((await patch(moderator, { category: 'pests' })).statusCode).toBe(200);
    expect((await patch(asker, {})).statusCode).toBe(400);
    expect((await patch(asker, { title: 'x'.repeat(201) })).statusCode).toBe(400);

    expect((await call('DELETE', `/api/problems/${question.id}`, stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/problems/${question.id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/problems/${question.id}`, asker)).statusCode).toBe(204);
    expect((await call('GET', `/api/problems/${question.id}`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/problems/${question.id}`, asker)).statusCode).toBe(404);
    expect((await list()).items.map((q) => q.id)).not.toContain(question.id);
  });

  it('lets an admin remove another grower\'s question', async () => {
    const admin = await createTestUser(server.db, 'Admin');
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const question = await ask(stranger);
    expect((await call('DELETE', `/api/problems/${question.id}`, admin)).statusCode).toBe(204);
  });
});

describe('lists', () => {
  it('filters by order, tag, category, symptom and text, and pages within bounds', async () => {
    const tagged = await ask(helper, { title: 'Thrips everywhere help', category: 'pests', tags: ['thrips-trouble'], symptoms: [{ type: 'pests', id: 'thrips' }] });
    const answered = await ask(helper, { title: 'Answered one about heat', category: 'environment' });
    await answer(answered.id, asker);
    expect((await list('?tags=thrips-trouble')).items.map((q) => q.id)).toEqual([tagged.id]);
    expect((await list('?category=pests')).items.map((q) => q.id)).toContain(tagged.id);
    expect((await list('?symptom=pests:thrips')).items.map((q) => q.id)).toContain(tagged.id);
    expect((await list('?query=THRIPS%20everywhere')).items.map((q) => q.id)).toEqual([tagged.id]);
    const unanswered = (await list('?sort=unanswered')).items.map((q) => q.id);
    expect(unanswered).toContain(tagged.id);
    expect(unanswered).not.toContain(answered.id);

    const all = await list('?limit=50');
    expect(all.items[0]!.add_date >= all.items.at(-1)!.add_date).toBe(true);
    const second = await list('?start=1&limit=1');
    expect(second).toMatchObject({ start: 1, limit: 1, total: all.total });
    expect(second.items.map((q) => q.id)).toEqual([all.items[1]!.id]);
    for (const query of ['?limit=0', '?limit=51', '?start=-1', '?sort=oldest', '?symptom=spots:unicorn', '?tags=%24%24', '?category=x']) {
      expect((await call('GET', `/api/problems${query}`, null)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/problems/abc', null)).statusCode).toBe(400);
  });
});

describe('photos', () => {
  const picture = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7d2c' } }).png().toBuffer();
  async function upload(who: Grower | null, problemId: number, bytes: Uint8Array, key = newTestKey()) {
    const { payload, contentType } = await multipartBody({ problem_id: problemId }, { bytes, name: 'leaf.png', type: 'image/png' });
    const headers: Record<string, string> = { 'content-type': contentType, 'x-rniq': key };
    if (who) headers.authorization = `Bearer ${who.token}`;
    return server.app.inject({ method: 'POST', url: '/api/uploads/problems/media', headers, payload });
  }

  it('stores the asker\'s photos re-encoded as JPEG, once per key, and refuses others, non-pictures and more than the limit', async () => {
    const question = await ask(asker);
    const bytes = await picture();
    const key = newTestKey();
    const first = await upload(asker, question.id, bytes, key);
    expect(first.statusCode, first.body).toBe(201);
    const photo = photoSchema.parse(first.json());
    expect(photo).toMatchObject({ width: 40, height: 30 });
    expect((await sharp(path.join(server.dataDir, photo.size_big)).metadata()).format).toBe('jpeg');
    expect((await upload(asker, question.id, bytes, key)).json()).toEqual(first.json());
    expect((await read(question.id)).items_problem_photo.map((p) => p.id)).toEqual([photo.id]);

    expect((await upload(null, question.id, bytes)).statusCode).toBe(401);
    expect((await upload(helper, question.id, bytes)).statusCode).toBe(403);
    expect((await upload(asker, 999999, bytes)).statusCode).toBe(404);
    expect((await upload(asker, question.id, new TextEncoder().encode('<svg>not a photo</svg>'))).statusCode).toBe(415);
    for (let i = 1; i < MAX_QUESTION_PHOTOS; i++) expect((await upload(asker, question.id, bytes)).statusCode).toBe(201);
    expect((await upload(asker, question.id, bytes)).statusCode).toBe(400);
  });
});

describe('likes and comments', () => {
  it('counts likes and comments on questions and answers in their rows, and refuses them on a removed question', async () => {
    const question = await ask(asker);
    const solution = await answer(question.id, helper);
    expect((await call('POST', `/api/likes/question/${question.id}`, helper)).statusCode).toBe(200);
    expect((await call('POST', `/api/likes/solution/${solution.id}`, asker)).statusCode).toBe(200);
    expect((await call('POST', `/api/comments/question/${question.id}`, stranger, { text: 'Same here, following.' })).statusCode).toBe(201);
    expect((await call('POST', `/api/comments/solution/${solution.id}`, asker, { text: 'Trying this tonight.' })).statusCode).toBe(201);
    const read1 = await read(question.id);
    expect(read1).toMatchObject({ cnt_likes: 1, cnt_comments: 1 });
    expect(read1.items_solution[0]).toMatchObject({ cnt_likes: 1, cnt_comments: 1 });

    await call('DELETE', `/api/problems/${question.id}`, asker);
    expect((await call('POST', `/api/likes/question/${question.id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/comments/solution/${solution.id}`, stranger, { text: 'Too late?' })).statusCode).toBe(404);
  });
});

describe('hidden by a moderator', () => {
  it('shows a hidden question to its asker and moderators only, and leaves it out of lists', async () => {
    const question = await ask(asker, { title: 'Hidden question about mites', tags: ['hidden-one'] });
    await server.db.updateTable('problems').set({ is_ban: 1, ban_reason: 'spam' }).where('id', '=', question.id).execute();
    expect((await call('GET', `/api/problems/${question.id}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/problems/${question.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/problems/${question.id}`, asker)).statusCode).toBe(200);
    expect((await call('GET', `/api/problems/${question.id}`, moderator)).statusCode).toBe(200);
    expect((await call('POST', `/api/problems/${question.id}/solution`, stranger, { text: 'Can I answer?' })).statusCode).toBe(404);
    expect((await list('?tags=hidden-one')).total).toBe(0);
  });
});

describe('answers hidden by a moderator', () => {
  it('shows a hidden answer with its reason to its author and moderators only, and it cannot be marked', async () => {
    const question = await ask(asker);
    const solution = await answer(question.id, helper, 'Buy my miracle powder');
    await server.db.updateTable('problem_solutions').set({ is_ban: 1, ban_reason: 'selling' }).where('id', '=', solution.id).execute();
    expect((await read(question.id)).items_solution).toEqual([]);
    expect((await read(question.id, asker)).items_solution).toEqual([]);
    expect((await read(question.id, helper)).items_solution).toMatchObject([{ id: solution.id, ban_reason: 'selling' }]);
    expect((await read(question.id, moderator)).items_solution).toMatchObject([{ id: solution.id, ban_reason: 'selling' }]);
    expect((await call('PATCH', `/api/problems/${question.id}`, asker, { solution_id: solution.id })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/problems/${question.id}/solution/${solution.id}`, stranger)).statusCode).toBe(404);

    await server.db.updateTable('problems').set({ is_ban: 1, ban_reason: 'duplicate' }).where('id', '=', question.id).execute();
    expect((await read(question.id, asker)).ban_reason).toBe('duplicate');
  });
});

describe('the write limit', () => {
  it('answers 429 with Retry-After once a grower made the writes of a minute, and changes nothing then', async () => {
    const question = await ask(asker);
    const busy = await createTestUser(server.db, 'Busy');
    let res = await call('POST', `/api/problems/${question.id}/solution`, busy, { text: 'Answer 0' });
    let accepted = 0;
    for (let i = 1; i <= WRITES_PER_MINUTE + 1 && res.statusCode !== 429; i++) {
      expect(res.statusCode).toBe(201);
      accepted++;
      res = await call('POST', `/api/problems/${question.id}/solution`, busy, { text: `Answer ${i}` });
    }
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(accepted).toBe(WRITES_PER_MINUTE);
    expect((await read(question.id)).cnt_solutions).toBe(WRITES_PER_MINUTE);
  });
});
