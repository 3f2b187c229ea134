// GET /api/main: what the home page shows.
import type { FastifyPluginAsync } from 'fastify';
import type { MainPage } from '../../src/domain/diary/diary';
import { listDiaryCards } from '../services/diaries';
import { countUsers } from '../services/users';
import type { RouteDeps } from './deps';

const HOME_DIARIES = 24;

export const mainPageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/main', async (): Promise<MainPage> => {
    const [{ items, total }, growers] = await Promise.all([listDiaryCards(db, 0, HOME_DIARIES), countUsers(db)]);
    return { items_diary: items, total_diaries: total, total_growers: growers };
  });
};
