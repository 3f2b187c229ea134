// GET /api/main: what the home page shows.
import type { FastifyPluginAsync } from 'fastify';
import type { MainPage } from '../../src/domain/diary/diary';
import { readMainPage } from '../services/main-page';
import type { RouteDeps } from './deps';

export const mainPageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/main', async (): Promise<MainPage> => readMainPage(db));
};
