// @vitest-environment node
// Metadata of the grow-question pages over the demo data: a question's QAPage data with its accepted answer, the
// lists' titles, canonical addresses and ItemList data, 404 for unknown questions, categories, tags and pages; the
// editors never indexed. The demo questions carry symptoms, photos and answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { META_ORIGIN as ORIGIN, metaReader } from './test-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { meta, found } = metaReader(() => server);

describe('grow question page metadata', () => {
  it('seeds questions with symptoms, photos, answers and a helpful one', async () => {
    const questions = await server.db.selectFrom('problems').selectAll().execute();
    expect(questions.length).toBeGreaterThan(10);
    expect(questions.some((q) => q.solution_id !== null)).toBe(true);
    expect(questions.some((q) => q.week_id !== null)).toBe(true);
    expect(questions.some((q) => q.cnt_solutions === 0)).toBe(true);
    const [photos, symptoms] = await Promise.all([
      server.db.selectFrom('problem_photos').select('id').execute(),
      server.db.selectFrom('problem_symptoms').select('problem_id').execute(),
    ]);
    expect(photos.length).toBeGreaterThan(0);
    expect(symptoms.length).toBeGreaterThan(10);
  });

  it('describes a question as a QAPage with its accepted answer', async () => {
    const solved = await server.db.selectFrom('problems').select(['id', 'title', 'solution_id']).where('solution_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const page = await found(`/grow-questions/${solved.id}`);
    expect(page.title).toBe(`${solved.title} — GrowDiaries`);
    expect(page.canonical).toBe(`${ORIGIN}/grow-questions/${solved.id}`);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.jsonLd).toMatchObject({ '@type': 'QAPage', mainEntity: { '@type': 'Question', name: solved.title, acceptedAnswer: { '@type': 'Answer', url: `${ORIGIN}/grow-questions/${solved.id}#answer-${solved.solution_id}` } } });
    expect((page.jsonLd as { mainEntity: { dateCreated: string } }).mainEntity.dateCreated).toMatch(/\+02:00$/);
    expect(await meta('/grow-questions/999999')).toEqual({ found: false });
    expect(await meta('/grow-questions/-5')).toEqual({ found: false });
  });

  it('titles the lists, pages them and finds no page for unknown categories, tags and pages', async () => {
    const all = await found('/grow-questions');
    expect(all.title).toBe('Grow questions — GrowDiaries');
    expect(all.jsonLd).toMatchObject({ '@type': 'ItemList' });
    expect((await found('/grow-questions?show=unanswered')).canonical).toBe(`${ORIGIN}/grow-questions?show=unanswered`);
    expect((await found('/grow-questions/category/pests')).title).toBe('Grow questions about pests — GrowDiaries');
    expect((await found('/grow-questions/yellow-leaves')).title).toBe('Grow questions tagged #yellow-leaves — GrowDiaries');
    expect(await meta('/grow-questions/category/astrology')).toEqual({ found: false });
    expect(await meta('/grow-questions/nobody-uses-this-tag')).toEqual({ found: false });
    expect(await meta('/grow-questions/Bad_Tag')).toEqual({ found: false });
    expect(await meta('/grow-questions?page=40')).toEqual({ found: false });
    expect((await found('/grow-questions/edit')).noindex).toBe(true);
    expect((await found('/grow-questions/edit/12')).noindex).toBe(true);
  });
});
