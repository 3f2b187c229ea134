// @vitest-environment node
// A question read from the API into the device: a photo this device's upload added while the answer was on its way
// stays (the answer was read before the photo arrived); without such an upload, the server's photos are the truth.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { Photo } from '@/domain/photo/photo';
import type { Question } from '@/domain/question/question';
import { questionRow } from './question-rows';
import { refreshQuestion } from './question-store';

const photo = (id: number): Photo => ({ id, comment: '', size_s: `/p/${id}s.jpg`, size_m: `/p/${id}m.jpg`, size_xl: `/p/${id}x.jpg`, size_big: `/p/${id}b.jpg`, width: 400, height: 300 });
const question = (photos: Photo[]): Question => ({
  id: 500, title: 'Pale leaves', text: 'Since Monday.', category: 'nutrients', tags: [], items_problem_photo: photos, items_problem_symptom: [],
  item_diary: null, item_week: null, item_user: TEST_GROWER, cnt_comments: 0, cnt_likes: 0, cnt_solutions: 0, solution_id: null,
  add_date: '2026-11-24T10:00:00Z', update_date: '2026-11-24T10:00:00Z', items_solution: [],
});

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('refreshQuestion', () => {
  it('keeps a photo an upload added while the answer was on its way', async () => {
    await db.questions.put({ ...questionRow(question([photo(1)]), true, 0), photos_added_at: 1 });
    stubApi(async () => {
      // The second photo's upload finishes after the server read the question.
      const stored = (await db.questions.get(500))!;
      await db.questions.put({ ...stored, items_problem_photo: [photo(1), photo(2)], photos_added_at: Date.now() });
      return Response.json(question([photo(1)]));
    });
    await refreshQuestion(500);
    expect((await db.questions.get(500))!.items_problem_photo.map((p) => p.id)).toEqual([1, 2]);
  });

  it("takes the server's photos when no upload of this device came after the question was asked for", async () => {
    await db.questions.put({ ...questionRow(question([photo(1), photo(2)]), true, 0), photos_added_at: Date.now() - 60_000 });
    // Another device removed the second photo.
    stubApi(() => Response.json(question([photo(1)])));
    await refreshQuestion(500);
    expect((await db.questions.get(500))!.items_problem_photo.map((p) => p.id)).toEqual([1]);
  });
});
