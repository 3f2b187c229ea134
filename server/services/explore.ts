// Explore: visible diaries filtered by strain, breeder, nutrient, light, room, medium, phase and harvest, in one of
// four orders. Every filter and order is backed by an index of migration 0009 (diaries' own columns, kept by triggers).
import type { Kysely } from 'kysely';
import type { DiaryCard } from '../../src/domain/diary';
import type { ExploreQueryFilters } from '../../src/domain/explore';
import type { ExploreSort } from '../../src/domain/explore-tags';
import type { Database, DiaryItemKind } from '../db/types';
import { toCards, visibleDiaries } from './diaries';

type Db = Kysely<Database>;

const SORT_COLUMNS = { updated: 'update_date', newest: 'add_date', likes: 'cnt_likes', views: 'cnt_views' } as const satisfies Record<ExploreSort, string>;

/** Visible diaries matching the filters (no order). */
export function filteredDiaries(db: Db, filters: Omit<ExploreQueryFilters, 'sort'>) {
  const itemsOf = (productId: number, kind: DiaryItemKind) =>
    db.selectFrom('diary_items').select('diary_id').where('product_id', '=', productId).where('kind', '=', kind);
  let query = visibleDiaries(db);
  if (filters.strain !== undefined) query = query.where('diaries.id', 'in', itemsOf(filters.strain, 'seed'));
  if (filters.nutrient !== undefined) query = query.where('diaries.id', 'in', itemsOf(filters.nutrient, 'nutrient'));
  if (filters.breeder !== undefined) {
    const breederId = filters.breeder;
    query = query.where('diaries.id', 'in', db.selectFrom('diary_items')
      .innerJoin('products', 'products.id', 'diary_items.product_id')
      .select('diary_items.diary_id')
      .where('products.brand_id', '=', breederId).where('diary_items.kind', '=', 'seed'));
  }
  if (filters.light !== undefined) query = query.where('diaries.light_type', '=', filters.light);
  if (filters.room !== undefined) query = query.where('diaries.type_room', '=', filters.room);
  if (filters.medium !== undefined) query = query.where('diaries.type_soil', '=', filters.medium);
  if (filters.phase !== undefined) query = query.where('diaries.max_faza', '=', filters.phase);
  if (filters.harvested !== undefined) query = query.where('diaries.max_faza', filters.harvested ? '=' : '<', 2);
  return query;
}

/** One page of matching diary rows in the asked order (ties: the higher id first). */
export function exploreRows(db: Db, filters: ExploreQueryFilters, start: number, limit: number) {
  const column = SORT_COLUMNS[filters.sort];
  return filteredDiaries(db, filters).selectAll('diaries')
    .orderBy(`diaries.${column}`, 'desc').orderBy('diaries.id', 'desc')
    .limit(limit).offset(start).execute();
}

/** How many visible diaries match the filters. */
export async function countExplore(db: Db, filters: Omit<ExploreQueryFilters, 'sort'>): Promise<number> {
  const row = await filteredDiaries(db, filters).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of explore cards with the total of matching diaries. */
export async function exploreDiaries(db: Db, filters: ExploreQueryFilters, start: number, limit: number): Promise<{ items: DiaryCard[]; total: number }> {
  const [rows, total] = await Promise.all([exploreRows(db, filters, start, limit), countExplore(db, filters)]);
  return { items: await toCards(db, rows), total };
}
