// Similar diaries of a diary: others growing one of its strains, then its breeders', then the same max phase.
import type { Kysely } from 'kysely';
import type { DiaryCard } from '../../src/domain/diary/diary';
import type { Database } from '../db/types';
import { toCards, visibleDiaries } from './diaries';

type Db = Kysely<Database>;

const SIMILAR_DIARIES = 6;
/** How many of the latest candidates of each kind are ranked. */
const CANDIDATES = 100;
const SCORE = { strain: 4, breeder: 2, phase: 1 } as const;

/** Max phase of each of the diaries that has live weeks. */
async function maxFazaOf(db: Db, diaryIds: number[]): Promise<Map<number, number>> {
  if (diaryIds.length === 0) return new Map();
  const rows = await db.selectFrom('weeks').select((eb) => ['diary_id', eb.fn.max('faza').as('max_faza')])
    .where('diary_id', 'in', diaryIds).where('is_remove', '=', 0).groupBy('diary_id').execute();
  return new Map(rows.map((r) => [r.diary_id, Number(r.max_faza)]));
}

/** The latest visible diaries other than `diaryId` listing a strain whose `column` is one of `values`. */
async function diariesWithSeeds(db: Db, diaryId: number, column: 'products.id' | 'products.brand_id', values: number[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await visibleDiaries(db)
    .innerJoin('diary_items', 'diary_items.diary_id', 'diaries.id')
    .innerJoin('products', 'products.id', 'diary_items.product_id')
    .select(['diaries.id', 'diaries.update_date']).distinct()
    .where('diary_items.kind', '=', 'seed').where(column, 'in', values).where('diaries.id', '!=', diaryId)
    .orderBy('diaries.update_date', 'desc').limit(CANDIDATES).execute();
  return rows.map((r) => r.id);
}

/** The latest visible diaries other than `diaryId` whose max phase is `faza`. */
async function diariesInPhase(db: Db, diaryId: number, faza: number): Promise<number[]> {
  const rows = await visibleDiaries(db)
    .innerJoin('weeks', 'weeks.diary_id', 'diaries.id')
    .select(['diaries.id', 'diaries.update_date'])
    .where('weeks.is_remove', '=', 0).where('diaries.id', '!=', diaryId)
    .groupBy(['diaries.id', 'diaries.update_date'])
    .having((eb) => eb.fn.max('weeks.faza'), '=', faza)
    .orderBy('diaries.update_date', 'desc').limit(CANDIDATES).execute();
  return rows.map((r) => r.id);
}

/**
 * Up to 6 cards of other visible diaries, best first: sharing a strain counts 4, a breeder 2, the same
 * max phase 1; ties go to the latest update. Undefined when the diary does not exist or was removed.
 */
export async function findSimilarDiaries(db: Db, diaryId: number): Promise<DiaryCard[] | undefined> {
  const diary = await db.selectFrom('diaries').select('id').where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (!diary) return undefined;
  const seeds = await db.selectFrom('diary_items').innerJoin('products', 'products.id', 'diary_items.product_id')
    .select(['products.id', 'products.brand_id'])
    .where('diary_items.diary_id', '=', diaryId).where('diary_items.kind', '=', 'seed').execute();
  const brands = [...new Set(seeds.flatMap((s) => (s.brand_id === null ? [] : [s.brand_id])))];
  const ownFaza = (await maxFazaOf(db, [diaryId])).get(diaryId);
  const [sameStrain, sameBreeder, samePhase] = await Promise.all([
    diariesWithSeeds(db, diaryId, 'products.id', seeds.map((s) => s.id)),
    diariesWithSeeds(db, diaryId, 'products.brand_id', brands),
    ownFaza === undefined ? [] : diariesInPhase(db, diaryId, ownFaza),
  ]);
  const candidates = [...new Set([...sameStrain, ...sameBreeder, ...samePhase])];
  if (candidates.length === 0) return [];
  const [rows, fazas] = await Promise.all([
    db.selectFrom('diaries').selectAll().where('id', 'in', candidates).execute(),
    maxFazaOf(db, candidates),
  ]);
  const strainSet = new Set(sameStrain);
  const breederSet = new Set(sameBreeder);
  const score = (id: number) => (strainSet.has(id) ? SCORE.strain : 0) + (breederSet.has(id) ? SCORE.breeder : 0)
    + (ownFaza !== undefined && fazas.get(id) === ownFaza ? SCORE.phase : 0);
  const best = rows
    .sort((a, b) => score(b.id) - score(a.id) || b.update_date.localeCompare(a.update_date) || b.id - a.id)
    .slice(0, SIMILAR_DIARIES);
  return toCards(db, best);
}
