// What the home page shows (GET /api/main, and the home page rendered on the server): the freshest diaries and counts.
import type { Kysely } from 'kysely';
import type { MainPage } from '../../src/domain/diary/diary';
import type { Database } from '../db/types';
import { listDiaryCards } from './diaries';
import { countUsers } from './users';

const HOME_DIARIES = 24;

/** The home page's diaries, as anyone sees them (hidden, banned and removed diaries are never listed). */
export async function readMainPage(db: Kysely<Database>): Promise<MainPage> {
  const [{ items, total }, growers] = await Promise.all([listDiaryCards(db, 0, HOME_DIARIES), countUsers(db)]);
  return { items_diary: items, total_diaries: total, total_growers: growers };
}
