// Diary reading API of spec §7: the list, the total and one diary.
//   GET /api/diaries?strain&breeder&nutrient&light&room&medium&phase&harvested&sort&start&limit   200 DiaryPage
//       strain, nutrient: product ids; breeder: brand id; light 1 fluorescent, 2 HID, 3 LED; room and medium: codes of
//       src/domain/diary/grow-setup.ts; phase: the latest faza -1..2; harvested 0|1; sort updated (default), newest, likes,
//       views (descending, ties by id); start 0.., limit 1..100 (20). Any bad value: 400.
//   GET /api/diaries/total with the same filters   200 {total}
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import type { Diary, DiaryPage } from '../../src/domain/diary/diary';
import { notFound } from '../http/errors';
import { exploreFiltersSchema, exploreQuerySchema } from '../../src/domain/discovery/explore';
import { getDiary } from '../services/diaries';
import { countExplore, exploreDiaries } from '../services/explore';
import { createJsonListCache, diariesVersion } from '../services/list-cache';
import type { RouteDeps } from './deps';

export const diaryRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const sendCached = createJsonListCache(() => diariesVersion(db));

  app.get('/api/diaries', async (request, reply) => {
    const query = exploreQuerySchema.parse(request.query);
    return sendCached(reply, JSON.stringify(query), async (): Promise<DiaryPage> => {
      const { start, limit, ...filters } = query;
      const { items, total } = await exploreDiaries(db, filters, start, limit);
      return { items, start, limit, total };
    });
  });

  app.get('/api/diaries/total', async (request) => ({ total: await countExplore(db, exploreFiltersSchema.parse(request.query)) }));

  app.get('/api/diaries/:id', async (request): Promise<Diary> => {
    const { id } = idParamSchema.parse(request.params);
    const diary = await getDiary(db, id, request.user);
    if (!diary) throw notFound('Diary not found');
    return diary;
  });
};
