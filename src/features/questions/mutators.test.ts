// @vitest-environment node
// Grow questions written on the device: asked offline with photos (the photos wait for the question's real id),
// edited into the unsent create, replayed once with their keys; answers counted at once and moved to their real ids;
// the helpful mark sent as the asker set it last; a refused question keeps its text.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { Question, QuestionInput } from '@/domain/question/question';
import { replayOutbox } from '@/sync/outbox/replay';
import type { TransferResult } from '@/sync/uploads/upload-request';
import { processUploads, setUploadTransports } from '@/sync/uploads/uploads';
import type { MultipartRequest } from '@/sync/transport/upload-xhr';
import { answerQuestion, askQuestion, editQuestion, removeQuestion, setHelpfulSolution } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));
vi.mock('@/media/prepare-photo', () => ({
  preparePhoto: vi.fn(async (file: File) => ({ blob: new Blob([`jpeg of ${file.name}`], { type: 'image/jpeg' }), width: 400, height: 300 })),
  rotatePhotoBlob: vi.fn(),
}));

const grower = TEST_GROWER;
const input: QuestionInput = { title: 'Yellow tips in week 4', text: 'Since Monday.', category: 'nutrients', tags: ['tips'], symptoms: [{ type: 'burns', id: 'tips' }], diary_id: null, week_id: null };

/** The API as far as questions go: a question gets id 500, an answer 900; `refuse` answers every write instead. */
function fakeServer(refuse?: Response) {
  return stubApi(({ method, path, body }) => {
    if (refuse) return refuse.clone();
    const question = (fields: object): Question => ({
      id: 500, ...input, items_problem_photo: [], items_problem_symptom: input.symptoms, item_diary: null, item_week: null, item_user: grower,
      cnt_comments: 0, cnt_likes: 0, cnt_solutions: 0, solution_id: null, add_date: '2026-11-24T10:00:00Z', update_date: '2026-11-24T10:00:00Z', items_solution: [], ...fields,
    });
    if (path === '/api/problems') return Response.json(question(body), { status: 201 });
    if (path.endsWith('/solution')) return Response.json({ id: 900, problem_id: 500, text: body.text, item_user: grower, cnt_comments: 0, cnt_likes: 0, add_date: '', update_date: '' }, { status: 201 });
    if (method === 'PATCH') return Response.json(question({ ...body, cnt_solutions: 1 }));
    return new Response(null, { status: 204 });
  });
}

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});
afterEach(() => setUploadTransports(null));

describe('asking offline', () => {
  it('shows the question at once, folds an edit into its create, sends it once, then its photos under the real id', async () => {
    const { id } = await askQuestion(input, [new File(['a'], 'leaf.jpg'), new File(['b'], 'top.jpg')]);
    expect(id).toBeLessThan(0);
    expect(await db.questions.get(id)).toMatchObject({ title: input.title, synced_at: 0, item_user: { id: 7 }, items_problem_symptom: input.symptoms });
    await editQuestion(id, { ...input, title: 'Yellow tips in week 4, help' });
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'question.create', creates: { kind: 'question', temp_id: id }, args: { input: { title: 'Yellow tips in week 4, help' } } });

    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.key])).toEqual([['POST', '/api/problems', queued[0]!.key]]);
    expect(await db.questions.get(id)).toBeUndefined();
    expect(await db.questions.get(500)).toMatchObject({ title: 'Yellow tips in week 4, help', synced_at: expect.any(Number) });
    expect(await db.idMap.get(id)).toMatchObject({ real: 500, kind: 'question' });

    const photos: MultipartRequest[] = [];
    let next = 1;
    setUploadTransports({
      sendPhoto: async (request): Promise<TransferResult> => {
        photos.push(request);
        const photoId = next++;
        return { ok: true, body: { id: photoId, comment: '', size_s: `/s${photoId}`, size_m: '', size_xl: '', size_big: '', width: 400, height: 300 } };
      },
    });
    expect(await processUploads()).toBe('done');
    expect(photos.map((p) => [p.url, p.fields])).toEqual([
      ['https://grow.test/api/uploads/problems/media', [['problem_id', '500']]],
      ['https://grow.test/api/uploads/problems/media', [['problem_id', '500']]],
    ]);
    expect((await db.questions.get(500))?.items_problem_photo.map((p) => p.id)).toEqual([1, 2]);
    expect(await db.uploads.count()).toBe(0);
  });

  it('forgets a question removed before its create left, with its queued photos', async () => {
    const { id } = await askQuestion(input, [new File(['a'], 'leaf.jpg')]);
    await removeQuestion(id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
    expect(await db.uploadFiles.count()).toBe(0);
    expect(await db.questions.get(id)).toBeUndefined();
  });

  it('keeps a refused question with its text for the grower to fix', async () => {
    const { id } = await askQuestion(input);
    fakeServer(Response.json({ error: 'bad_request', message: 'title: The title is at most 200 characters' }, { status: 400 }));
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'title: The title is at most 200 characters', args: { input: { text: 'Since Monday.' } } });
    expect(await db.questions.get(id)).toMatchObject({ title: input.title });
  });
});

describe('answers and the mark', () => {
  beforeEach(async () => {
    await db.questions.put({
      id: 500, ...input, items_problem_photo: [], items_problem_symptom: [], item_diary: null, item_week: null, item_user: grower,
      cnt_comments: 0, cnt_likes: 0, cnt_solutions: 0, solution_id: null, add_date: '', update_date: '', diary_id: null, week_id: null, has_details: true, synced_at: 1,
    });
  });

  it('counts an answer at once and moves it to its real id once sent', async () => {
    const temp = await answerQuestion(500, { text: 'Lower the EC.' });
    expect(await db.questions.get(500)).toMatchObject({ cnt_solutions: 1 });
    const sent = fakeServer();
    await replayOutbox();
    expect(sent).toEqual([{ method: 'POST', path: '/api/problems/500/solution', key: expect.any(String), body: { text: 'Lower the EC.' } }]);
    expect(await db.questionSolutions.get(temp)).toBeUndefined();
    expect(await db.questionSolutions.get(900)).toMatchObject({ text: 'Lower the EC.', problem_id: 500 });
  });

  it('sends only the last mark set while offline', async () => {
    await setHelpfulSolution(500, 900);
    await setHelpfulSolution(500, null);
    await setHelpfulSolution(500, 901);
    expect(await db.questions.get(500)).toMatchObject({ solution_id: 901 });
    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['PATCH', '/api/problems/500', { solution_id: 901 }]]);
  });
});
