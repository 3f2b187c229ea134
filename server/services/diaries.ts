// Diaries: list cards, totals and a whole diary with its weeks, photos, nutrients, videos and reviews.
import type { Kysely } from 'kysely';
import { approvalStateSchema, type Diary, type DiaryCard, type ItemRef } from '../../src/domain/diary/diary';
import type { Photo } from '../../src/domain/photo/photo';
import {
  fazaSchema, germMethodSchema, weekPropsSchema, type Faza, type Week, type WeekHarvest, type WeekNutrient, type WeekVideo,
} from '../../src/domain/week/week';
import type { Database, DiaryItemKind, DiaryRow, PhotoRow, UserRow, WeekRow } from '../db/types';
import { photoUrls } from '../media/image-sizes';
import { groupBy } from './group-by';
import { toUser } from './users';
import { loadHarvests, loadVideos } from './week-details';

type Db = Kysely<Database>;

/** Photo row to the photo shape of spec §3. */
export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id, comment: row.comment, ...photoUrls(row.file),
    width: row.width, height: row.height, is_remove: row.is_remove === 1,
    ...(row.is_ban === 1 && { ban_reason: row.ban_reason }),
  };
}

/** Visible diaries: neither removed, hidden by their owner, nor hidden by moderators. */
export function visibleDiaries(db: Db) {
  return db.selectFrom('diaries').where('diaries.is_remove', '=', 0).where('diaries.is_hidden', '=', 0).where('diaries.is_ban', '=', 0);
}

/** Who is reading: items moderators hid are shown to their owner and to moderators only. */
export type Viewer = Pick<UserRow, 'id' | 'role'> | null;

/** Whether `viewer` sees what moderators hid of `ownerId`'s. */
export function seesHidden(viewer: Viewer, ownerId: number): boolean {
  return viewer !== null && (viewer.id === ownerId || viewer.role === 'admin' || viewer.role === 'moderator');
}

/** Catalogue items of the diaries, grouped by diary and kind. */
export async function loadItems(db: Db, diaryIds: number[], kinds: DiaryItemKind[]) {
  const rows = await db.selectFrom('diary_items')
    .innerJoin('products', 'products.id', 'diary_items.product_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(['diary_items.diary_id', 'diary_items.kind', 'products.id', 'products.name', 'products.link',
      'products.brand_id', 'brands.name as brand_name'])
    .where('diary_items.diary_id', 'in', diaryIds)
    .where('diary_items.kind', 'in', kinds)
    .orderBy('products.name')
    .execute();
  const byDiary = new Map<string, ItemRef[]>();
  for (const { diary_id, kind, ...item } of rows) {
    const key = `${diary_id}:${kind}`;
    byDiary.set(key, [...(byDiary.get(key) ?? []), { ...item, brand_name: item.brand_name ?? null }]);
  }
  return (diaryId: number, kind: DiaryItemKind) => byDiary.get(`${diaryId}:${kind}`) ?? [];
}

/** Builds the cards of diary rows, keeping their order. */
export async function toCards(db: Db, diaries: DiaryRow[]): Promise<DiaryCard[]> {
  if (diaries.length === 0) return [];
  const ids = diaries.map((d) => d.id);
  const coverIds = diaries.flatMap((d) => (d.cover_photo_id === null ? [] : [d.cover_photo_id]));
  const [users, stats, covers, items] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'status', 'avatar', 'premium_until'])
      .where('id', 'in', [...new Set(diaries.map((d) => d.user_id))]).execute(),
    db.selectFrom('weeks')
      .select((eb) => [
        'diary_id',
        eb.fn.countAll().as('cnt_weeks'),
        eb.fn.max('faza').as('max_faza'),
        eb.fn.sum('days').as('cnt_days'),
      ])
      .where('diary_id', 'in', ids).where('is_remove', '=', 0)
      .groupBy('diary_id').execute(),
    coverIds.length === 0 ? [] : db.selectFrom('photos').selectAll().where('id', 'in', coverIds).where('is_remove', '=', 0).where('is_ban', '=', 0).execute(),
    loadItems(db, ids, ['seed']),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const statsById = new Map(stats.map((s) => [s.diary_id, s]));
  const coverById = new Map(covers.map((p) => [p.id, p]));
  return diaries.map((d) => {
    const stat = statsById.get(d.id);
    const user = userById.get(d.user_id);
    if (!user) throw new Error(`Diary ${d.id} has no user ${d.user_id}`);
    const cover = d.cover_photo_id === null ? undefined : coverById.get(d.cover_photo_id);
    const maxFaza: Faza = stat ? fazaSchema.parse(Number(stat.max_faza)) : -1;
    return {
      id: d.id,
      name: d.name,
      link: `/diaries/${d.id}`,
      add_date: d.add_date,
      update_date: d.update_date,
      cover: cover ? toPhoto(cover) : null,
      max_faza: maxFaza,
      is_harvest: maxFaza === 2,
      cnt_weeks: Number(stat?.cnt_weeks ?? 0),
      cnt_days: Number(stat?.cnt_days ?? 0),
      cnt_views: d.cnt_views,
      cnt_likes: d.cnt_likes,
      cnt_comments: d.cnt_comments,
      item_user: toUser(user),
      items_seed: items(d.id, 'seed'),
    };
  });
}

/** A page of visible diary cards, newest update first, with the total. */
export async function listDiaryCards(db: Db, start: number, limit: number): Promise<{ items: DiaryCard[]; total: number }> {
  const [rows, total] = await Promise.all([
    visibleDiaries(db).selectAll().orderBy('update_date', 'desc').orderBy('id', 'desc')
      .limit(limit).offset(start).execute(),
    countDiaries(db),
  ]);
  return { items: await toCards(db, rows), total };
}

/** How many visible diaries there are. */
export async function countDiaries(db: Db): Promise<number> {
  const row = await visibleDiaries(db).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The weeks of a diary in order, each with its photos, nutrients, videos and phase sub-records. */
async function loadWeeks(db: Db, diaryId: number, withHidden: boolean): Promise<Week[]> {
  const weeks = await db.selectFrom('weeks').selectAll()
    .where('diary_id', '=', diaryId).where('is_remove', '=', 0)
    .$if(!withHidden, (q) => q.where('is_ban', '=', 0))
    .orderBy('position').orderBy('id').execute();
  if (weeks.length === 0) return [];
  const weekIds = weeks.map((w) => w.id);
  const [photos, nutrients, videos, harvests] = await Promise.all([
    db.selectFrom('photos').selectAll()
      .where('week_id', 'in', weekIds).where('is_remove', '=', 0)
      .$if(!withHidden, (q) => q.where('is_ban', '=', 0))
      .orderBy('position').orderBy('id').execute(),
    db.selectFrom('week_nutrients')
      .innerJoin('products', 'products.id', 'week_nutrients.product_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select(['week_nutrients.week_id', 'products.id', 'products.name', 'brands.name as brand_name', 'week_nutrients.val'])
      .where('week_nutrients.week_id', 'in', weekIds)
      .orderBy('products.name').execute(),
    loadVideos(db, weekIds),
    loadHarvests(db, weeks.filter((w) => w.faza === 2).map((w) => w.id)),
  ]);
  const photosByWeek = groupBy(photos, (p) => p.week_id ?? 0, toPhoto);
  const nutrientsByWeek = groupBy(nutrients, (n) => n.week_id, (n): WeekNutrient => ({
    id: n.id, name: n.name, brand_name: n.brand_name ?? '', val: n.val === null ? null : Number(n.val),
  }));
  return weeks.map((w) => toWeek(w, {
    photos: photosByWeek.get(w.id) ?? [],
    nutrients: nutrientsByWeek.get(w.id) ?? [],
    videos: videos.get(w.id) ?? [],
    harvest: harvests.get(w.id),
  }));
}

interface WeekChildren {
  photos: Photo[];
  nutrients: WeekNutrient[];
  videos: WeekVideo[];
  /** Harvest weeks only. */
  harvest: WeekHarvest | undefined;
}

function toWeek(row: WeekRow, { photos, nutrients, videos, harvest }: WeekChildren): Week {
  const faza = fazaSchema.parse(row.faza);
  return {
    id: row.id,
    diary_id: row.diary_id,
    days: row.days,
    faza,
    text: row.text,
    add_date: row.add_date,
    update_date: row.update_date,
    cnt_comments: row.cnt_comments,
    cnt_likes: row.cnt_likes,
    is_remove: row.is_remove === 1,
    is_video: row.is_video === 1,
    props: weekPropsSchema.parse(JSON.parse(row.props)),
    items_photo: photos,
    items_nutrient: nutrients,
    items_video: videos,
    ...(faza === -1 && { item_germination: { germ_method: row.germ_method === null ? null : germMethodSchema.parse(row.germ_method) } }),
    ...(harvest && { item_harvest: harvest }),
    ...(row.is_ban === 1 && { ban_reason: row.ban_reason }),
  };
}

/** A whole diary, or undefined when it does not exist, was removed, or moderators hid it from this viewer (weeks and photos likewise). */
export async function getDiary(db: Db, id: number, viewer: Viewer = null): Promise<Diary | undefined> {
  const row = await db.selectFrom('diaries').selectAll().where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
  if (!row) return undefined;
  const withHidden = seesHidden(viewer, row.user_id);
  if (row.is_ban === 1 && !withHidden) return undefined;
  const [[card], items, weeks] = await Promise.all([
    toCards(db, [row]),
    loadItems(db, [id], ['nutrient', 'lamp_veg', 'lamp_flo', 'tent', 'medium', 'equip']),
    loadWeeks(db, id, withHidden),
  ]);
  if (!card) throw new Error(`Diary ${id} has no card`);
  return {
    ...card,
    type_room: row.type_room,
    type_watering: row.type_watering,
    type_soil: row.type_soil,
    items_nutrient: items(id, 'nutrient'),
    items_lamp_veg: items(id, 'lamp_veg'),
    items_lamp_flo: items(id, 'lamp_flo'),
    items_tent: items(id, 'tent'),
    items_medium: items(id, 'medium'),
    items_equip: items(id, 'equip'),
    approved: approvalStateSchema.parse(row.approved),
    ...(row.is_ban === 1 && { ban_reason: row.ban_reason }),
    items_week: weeks,
  };
}
