// Writes generated demo data into the database (inside the caller's transaction).
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import type { DemoData, DemoDiary } from './model';
import { poolAvatar, poolPhoto } from './image-pool';

export interface SeedCounts {
  brands: number;
  products: number;
  users: number;
  diaries: number;
  weeks: number;
  photos: number;
}

async function insertCatalogue(db: Kysely<Database>, data: DemoData): Promise<Map<string, number>> {
  const productIds = new Map<string, number>();
  for (const brand of data.brands) {
    const { id: brandId } = await db.insertInto('brands')
      .values({ name: brand.name, section: brand.section, category: brand.category, link: brand.link, avatar: null })
      .returning('id').executeTakeFirstOrThrow();
    for (const p of brand.products) {
      const { id } = await db.insertInto('products')
        .values({ brand_id: brandId, name: p.name, section: brand.section, category: p.category, link: p.link, description: p.description })
        .returning('id').executeTakeFirstOrThrow();
      productIds.set(p.key, id);
    }
  }
  return productIds;
}

function productId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown demo product ${key}`);
  return id;
}

/** Inserts one diary with its items, weeks, nutrients and photos; returns how many weeks and photos. */
async function insertDiary(db: Kysely<Database>, diary: DemoDiary, userId: number, productIds: Map<string, number>, poolSize: number) {
  const { id: diaryId } = await db.insertInto('diaries').values({
    user_id: userId, name: diary.name, add_date: diary.addDate, update_date: diary.updateDate,
    type_room: diary.typeRoom, type_watering: diary.typeWatering, type_soil: diary.typeSoil, cover_photo_id: null,
    cnt_views: diary.cntViews, cnt_likes: diary.cntLikes, cnt_comments: diary.cntComments, is_remove: 0, is_hidden: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('diary_items')
    .values(diary.items.map((item) => ({ diary_id: diaryId, kind: item.kind, product_id: productId(productIds, item.productKey) })))
    .execute();

  let coverId: number | null = null;
  let photos = 0;
  for (const [position, week] of diary.weeks.entries()) {
    const { id: weekId } = await db.insertInto('weeks').values({
      diary_id: diaryId, position, faza: week.faza, days: week.days, text: week.text, props: JSON.stringify(week.props),
      add_date: week.addDate, update_date: week.updateDate, cnt_likes: week.cntLikes, cnt_comments: week.cntComments,
      is_remove: 0, is_video: 0,
    }).returning('id').executeTakeFirstOrThrow();
    if (week.nutrients.length > 0) {
      await db.insertInto('week_nutrients')
        .values(week.nutrients.map((n) => ({ week_id: weekId, product_id: productId(productIds, n.productKey), val: n.val })))
        .execute();
    }
    for (const [photoPosition, photo] of week.photos.entries()) {
      const picture = poolPhoto(week.faza, photo.variant, poolSize);
      const { id } = await db.insertInto('photos').values({
        week_id: weekId, diary_id: diaryId, user_id: userId, comment: photo.comment,
        file: picture.file, width: picture.width, height: picture.height, position: photoPosition, is_remove: 0,
      }).returning('id').executeTakeFirstOrThrow();
      // The cover is the first photo of the latest week.
      if (photoPosition === 0) coverId = id;
      photos += 1;
    }
  }
  await db.updateTable('diaries').set({ cover_photo_id: coverId }).where('id', '=', diaryId).execute();
  return { weeks: diary.weeks.length, photos };
}

/** Inserts all demo data; only the demo account gets the given password hash. */
export async function insertDemoData(db: Kysely<Database>, data: DemoData, demoPasswordHash: string, poolSize: number): Promise<SeedCounts> {
  const productIds = await insertCatalogue(db, data);
  const userIds: number[] = [];
  for (const user of data.users) {
    const { id } = await db.insertInto('users').values({
      name: user.name, email: user.email, password_hash: user.isDemo ? demoPasswordHash : null,
      status: user.status, avatar: poolAvatar(user.avatar), add_date: user.addDate,
    }).returning('id').executeTakeFirstOrThrow();
    userIds.push(id);
  }
  const counts: SeedCounts = {
    brands: data.brands.length, products: productIds.size, users: userIds.length, diaries: 0, weeks: 0, photos: 0,
  };
  for (const diary of data.diaries) {
    const userId = userIds[diary.userIndex];
    if (userId === undefined) throw new Error(`Unknown demo user ${diary.userIndex}`);
    const { weeks, photos } = await insertDiary(db, diary, userId, productIds, poolSize);
    counts.diaries += 1;
    counts.weeks += weeks;
    counts.photos += photos;
  }
  return counts;
}
