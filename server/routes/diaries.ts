// Diary reading API of spec §7: the list, the total and one diary.
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema, pagingQuerySchema } from '../../src/domain/api';
import type { Diary, DiaryPage } from '../../src/domain/diary';
import { notFound } from '../http/errors';
import { countDiaries, getDiary, listDiaryCards } from '../services/diaries';
import type { RouteDeps } from './deps';

export const diaryRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/diaries', async (request): Promise<DiaryPage> => {
    const { start, limit } = pagingQuerySchema.parse(request.query);
    const { items, total } = await listDiaryCards(db, start, limit);
    return { items, start, limit, total };
  });

  app.get('/api/diaries/total', async () => ({ total: await countDiaries(db) }));

  app.get('/api/diaries/:id', async (request): Promise<Diary> => {
    const { id } = idParamSchema.parse(request.params);
    const diary = await getDiary(db, id);
    if (!diary) throw notFound('Diary not found');
    return diary;
  });
};
