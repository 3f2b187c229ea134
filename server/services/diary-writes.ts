// Diary and week writes: create, edit (with conflict check), soft remove, cover photo; owner only.
// Every function takes the handle of the caller's transaction first. Counters (cnt_weeks, cnt_days,
// max_faza, is_harvest) are computed from the weeks on read, so keeping weeks right keeps them right.
// A write stamps the same update_date on the week and its diary, always later than both old ones.
import type { Kysely } from 'kysely';
import { DIARY_ITEM_LISTS, type DiaryItemList, type DiaryPatch, type ItemInput } from '../../src/domain/diary/diary-input';
import type { Diary } from '../../src/domain/diary/diary';
import type { Week } from '../../src/domain/week/week';
import type { WeekInput } from '../../src/domain/week/week-input';
import type { Database, DiaryItemKind, DiaryRow, WeekRow } from '../db/types';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { countNewWeek } from './brand-statistics';
import { getDiary } from './diaries';
import { USER_ADDED_TARGET } from './equipment-kinds';
import { weekAdded } from './notifications-events';
import { applyPhotoEdits } from './week-photos';

type Db = Kysely<Database>;

/** 409 with the current state of what the client wanted to change. */
export class StaleWriteError extends HttpError {
  constructor(message: string, readonly current: Diary | Week) {
    super(409, 'conflict', message);
  }
}

export const DIARY_CONFLICT_MESSAGE = 'This diary was changed elsewhere since you opened it.';
export const WEEK_CONFLICT_MESSAGE = 'This week was changed elsewhere since you opened it.';

const notYourDiary = () => forbidden('This diary belongs to another grower.');

/** The kind of product each diary list holds. */
export const KIND_OF_LIST: Record<DiaryItemList, DiaryItemKind> = {
  items_seed: 'seed', items_nutrient: 'nutrient', items_lamp_veg: 'lamp_veg', items_lamp_flo: 'lamp_flo',
  items_tent: 'tent', items_medium: 'medium', items_equip: 'equip',
};

/** An update_date later than now and than every previous one, so each write changes it. */
function nextStamp(...previous: string[]): string {
  const latest = Math.max(Date.now(), ...previous.map((p) => Date.parse(p) + 1).filter(Number.isFinite));
  return new Date(latest).toISOString();
}

/** The user's own live diary: 404 when missing or removed, 403 when another grower's. */
export async function loadOwnDiary(db: Db, userId: number, diaryId: number): Promise<DiaryRow> {
  const row = await db.selectFrom('diaries').selectAll().where('id', '=', diaryId).executeTakeFirst();
  if (!row || row.is_remove === 1) throw notFound('Diary not found');
  if (row.user_id !== userId) throw notYourDiary();
  return row;
}

/** A live week of the diary: 404 otherwise. */
export async function loadLiveWeek(db: Db, diaryId: number, weekId: number): Promise<WeekRow> {
  const row = await db.selectFrom('weeks').selectAll()
    .where('id', '=', weekId).where('diary_id', '=', diaryId).where('is_remove', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('Week not found');
  return row;
}

/**
 * Product ids of items chosen for a list of the kind: an id must be a product of the kind's section;
 * a free-text name reuses the user-added product of that section and name (any case) or adds one
 * (no brand, link '', the kind's equipment category). The ids keep the order of the items.
 */
async function resolveProducts(db: Db, items: readonly ItemInput[], kind: DiaryItemKind, field: string): Promise<number[]> {
  const { section, category } = USER_ADDED_TARGET[kind];
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    if (item.id !== undefined) {
      const found = await db.selectFrom('products').select('id')
        .where('id', '=', item.id).where('section', '=', section).executeTakeFirst();
      if (!found) throw badRequest(`${field}.${index}.id: No ${section} product ${item.id} in the catalogue`);
      ids.push(found.id);
      continue;
    }
    const name = item.name ?? '';
    const existing = await db.selectFrom('products').select('id')
      .where('user_added', '=', 1).where('section', '=', section)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    const id = existing?.id ?? (await db.insertInto('products')
      .values({ brand_id: null, name, section, category, link: '', description: '', user_added: 1 })
      .returning('id').executeTakeFirstOrThrow()).id;
    ids.push(id);
  }
  return ids;
}

/** Replaces the diary's items of the lists present in the body. */
async function replaceDiaryItems(db: Db, diaryId: number, body: DiaryPatch): Promise<void> {
  for (const list of DIARY_ITEM_LISTS) {
    const items = body[list];
    if (items === undefined) continue;
    const kind = KIND_OF_LIST[list];
    // A free-text name may resolve to a product also listed by id: keep each product once.
    const productIds = [...new Set(await resolveProducts(db, items, kind, list))];
    await db.deleteFrom('diary_items').where('diary_id', '=', diaryId).where('kind', '=', kind).execute();
    if (productIds.length > 0) {
      await db.insertInto('diary_items')
        .values(productIds.map((product_id) => ({ diary_id: diaryId, kind, product_id })))
        .execute();
    }
  }
}

/** The whole diary as GET shows it. */
async function readDiary(db: Db, diaryId: number): Promise<Diary> {
  const diary = await getDiary(db, diaryId);
  if (!diary) throw notFound('Diary not found');
  return diary;
}

/** One live week as GET shows it inside its diary. */
async function readWeek(db: Db, diaryId: number, weekId: number): Promise<Week> {
  const week = (await readDiary(db, diaryId)).items_week.find((w) => w.id === weekId);
  if (!week) throw notFound('Week not found');
  return week;
}

/** POST /api/diaries: a new diary of the user, with its items. */
export async function createDiary(db: Db, userId: number, body: DiaryPatch & { name: string }): Promise<Diary> {
  const now = new Date().toISOString();
  const { id } = await db.insertInto('diaries').values({
    user_id: userId, name: body.name, add_date: now, update_date: now,
    type_room: body.type_room ?? null, type_watering: body.type_watering ?? null, type_soil: body.type_soil ?? null,
    cover_photo_id: null, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_hidden: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await replaceDiaryItems(db, id, body);
  return readDiary(db, id);
}

/** 409 with the current diary when the client saw another update_date. */
async function checkDiaryBase(db: Db, row: DiaryRow, base: string | undefined): Promise<void> {
  if (base !== undefined && base !== row.update_date) throw new StaleWriteError(DIARY_CONFLICT_MESSAGE, await readDiary(db, row.id));
}

/** PUT (all fields given) and PATCH (some fields) /api/diaries/:id. */
export async function updateDiary(db: Db, userId: number, diaryId: number, body: DiaryPatch): Promise<Diary> {
  const row = await loadOwnDiary(db, userId, diaryId);
  await checkDiaryBase(db, row, body.base_update_date);
  const { name, type_room, type_watering, type_soil } = body;
  await db.updateTable('diaries').set({
    ...(name !== undefined && { name }),
    ...(type_room !== undefined && { type_room }),
    ...(type_watering !== undefined && { type_watering }),
    ...(type_soil !== undefined && { type_soil }),
    update_date: nextStamp(row.update_date),
  }).where('id', '=', diaryId).execute();
  await replaceDiaryItems(db, diaryId, body);
  return readDiary(db, diaryId);
}

/** DELETE /api/diaries/:id: soft remove. */
export async function removeDiary(db: Db, userId: number, diaryId: number): Promise<void> {
  const row = await loadOwnDiary(db, userId, diaryId);
  await db.updateTable('diaries').set({ is_remove: 1, update_date: nextStamp(row.update_date) }).where('id', '=', diaryId).execute();
}

/** PUT /api/diaries/:id/cover-week: the cover is a live photo of a live week of this diary; 400 otherwise. */
export async function setDiaryCover(db: Db, userId: number, diaryId: number, photoId: number, base?: string): Promise<Diary> {
  const row = await loadOwnDiary(db, userId, diaryId);
  await checkDiaryBase(db, row, base);
  const photo = await db.selectFrom('photos')
    .leftJoin('weeks', 'weeks.id', 'photos.week_id')
    .select(['photos.id', 'weeks.is_remove as week_removed'])
    .where('photos.id', '=', photoId).where('photos.diary_id', '=', diaryId).where('photos.is_remove', '=', 0)
    .executeTakeFirst();
  if (!photo || photo.week_removed === 1) throw badRequest('photo_id: This photo is not in this diary.');
  await db.updateTable('diaries').set({ cover_photo_id: photoId, update_date: nextStamp(row.update_date) })
    .where('id', '=', diaryId).execute();
  return readDiary(db, diaryId);
}

/** Product ids of a list of items, each kept once (a name may resolve to a product also listed by id), first item first. */
async function firstByProduct<T extends ItemInput>(db: Db, items: readonly T[], kind: DiaryItemKind, field: string): Promise<Map<number, T>> {
  const productIds = await resolveProducts(db, items, kind, field);
  const byProduct = new Map<number, T>();
  productIds.forEach((productId, index) => {
    if (!byProduct.has(productId)) byProduct.set(productId, items[index]!);
  });
  return byProduct;
}

/** Replaces a week's nutrients, strain review and nutrient reviews with those of the body; edits its photos. */
async function replaceWeekDetails(db: Db, weekId: number, body: WeekInput): Promise<void> {
  // The first item of a product gives its dose.
  const nutrients = await firstByProduct(db, body.items_nutrient, 'nutrient', 'items_nutrient');
  await db.deleteFrom('week_nutrients').where('week_id', '=', weekId).execute();
  if (nutrients.size > 0) {
    await db.insertInto('week_nutrients')
      .values([...nutrients].map(([product_id, item]) => ({ week_id: weekId, product_id, val: item.val })))
      .execute();
  }
  await db.deleteFrom('week_reviews').where('week_id', '=', weekId).execute();
  if (body.faza === 2 && body.review_seed) {
    await db.insertInto('week_reviews').values({ week_id: weekId, ...body.review_seed }).execute();
  }
  const reviews = await firstByProduct(db, body.faza === 2 ? body.nutrient_reviews ?? [] : [], 'nutrient', 'nutrient_reviews');
  await db.deleteFrom('week_nutrient_reviews').where('week_id', '=', weekId).execute();
  if (reviews.size > 0) {
    await db.insertInto('week_nutrient_reviews')
      .values([...reviews].map(([product_id, review], position) => ({
        week_id: weekId, product_id, position, n_general: review.n_general, text: review.text,
      })))
      .execute();
  }
  if (body.items_photo) await applyPhotoEdits(db, weekId, body.items_photo);
}

/** The week's columns of a write body. */
function weekColumns(body: WeekInput) {
  return {
    faza: body.faza, days: body.days, text: body.text, props: JSON.stringify(body.props),
    germ_method: body.faza === -1 ? body.germ_method ?? null : null,
  };
}

/** POST /api/diaries/:id/weeks: a new week at the next position. */
export async function addWeek(db: Db, userId: number, diaryId: number, body: WeekInput): Promise<Week> {
  const diary = await loadOwnDiary(db, userId, diaryId);
  const { count } = await db.selectFrom('weeks').select((eb) => eb.fn.countAll().as('count'))
    .where('diary_id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirstOrThrow();
  const stamp = nextStamp(diary.update_date);
  const { id } = await db.insertInto('weeks').values({
    diary_id: diaryId, position: Number(count), ...weekColumns(body),
    add_date: stamp, update_date: stamp, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_video: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await replaceWeekDetails(db, id, body);
  await db.updateTable('diaries').set({ update_date: stamp }).where('id', '=', diaryId).execute();
  await countNewWeek(db, diaryId, id);
  await weekAdded(db, userId, diaryId, id);
  return readWeek(db, diaryId, id);
}

/** PUT /api/diaries/:id/weeks/:week: replaces the week's editable fields. */
export async function updateWeek(db: Db, userId: number, diaryId: number, weekId: number, body: WeekInput): Promise<Week> {
  const diary = await loadOwnDiary(db, userId, diaryId);
  const week = await loadLiveWeek(db, diaryId, weekId);
  if (body.base_update_date !== undefined && body.base_update_date !== week.update_date) {
    throw new StaleWriteError(WEEK_CONFLICT_MESSAGE, await readWeek(db, diaryId, weekId));
  }
  const stamp = nextStamp(diary.update_date, week.update_date);
  await db.updateTable('weeks').set({ ...weekColumns(body), update_date: stamp }).where('id', '=', weekId).execute();
  await replaceWeekDetails(db, weekId, body);
  await db.updateTable('diaries').set({ update_date: stamp }).where('id', '=', diaryId).execute();
  return readWeek(db, diaryId, weekId);
}

/** DELETE /api/diaries/:id/weeks/:week: soft remove; the live weeks keep dense positions 0..n-1. */
export async function removeWeek(db: Db, userId: number, diaryId: number, weekId: number): Promise<void> {
  const diary = await loadOwnDiary(db, userId, diaryId);
  const week = await loadLiveWeek(db, diaryId, weekId);
  const stamp = nextStamp(diary.update_date, week.update_date);
  await db.updateTable('weeks').set({ is_remove: 1, update_date: stamp }).where('id', '=', weekId).execute();
  const live = await db.selectFrom('weeks').select(['id', 'position'])
    .where('diary_id', '=', diaryId).where('is_remove', '=', 0)
    .orderBy('position').orderBy('id').execute();
  for (const [position, row] of live.entries()) {
    if (row.position !== position) await db.updateTable('weeks').set({ position }).where('id', '=', row.id).execute();
  }
  await db.updateTable('diaries').set({ update_date: stamp }).where('id', '=', diaryId).execute();
}
