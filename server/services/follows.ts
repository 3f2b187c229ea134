// Follow lists (spec §4): follow and unfollow through the pure rules of src/domain/follow/follow-list.ts, one grower's
// lists page by page, follower counts, and the feed of diaries of what a grower follows.
import { sql, type Kysely } from 'kysely';
import type { DiaryCard } from '../../src/domain/diary/diary';
import type { FollowItem, FollowListPage, FollowState } from '../../src/domain/follow/follow';
import { followItem, followListFor, type FollowListName, type FollowRef, type FollowType } from '../../src/domain/follow/follow-list';
import type { Database } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { countBrandFollow } from './brand-statistics';
import { toCards, visibleDiaries } from './diaries';
import { followed } from './notifications-events';
import { avatarUrls, photoUrls } from '../media/image-sizes';

type Db = Kysely<Database>;

/** Whether the item exists (a diary must be visible), and for a diary whether it is finished (harvested). */
async function findTarget(db: Db, { type, content_id: id }: FollowRef): Promise<{ finished: boolean } | undefined> {
  if (type === 'diary') {
    const diary = await visibleDiaries(db).select('max_faza').where('id', '=', id).executeTakeFirst();
    return diary && { finished: diary.max_faza === 2 };
  }
  const table = ({ user: 'users', product: 'products', brand: 'brands' } as const)[type];
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row && { finished: false };
}

/** How many growers follow the item. */
export async function countFollowers(db: Db, type: FollowType, id: number): Promise<number> {
  const row = await db.selectFrom('follows').select((eb) => eb.fn.countAll().as('count'))
    .where('type', '=', type).where('content_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The grower's state of one item. */
export async function getFollowState(db: Db, userId: number, item: FollowRef): Promise<FollowState> {
  const [row, count] = await Promise.all([
    db.selectFrom('follows').select('list').where('user_id', '=', userId).where('type', '=', item.type).where('content_id', '=', item.content_id).executeTakeFirst(),
    countFollowers(db, item.type, item.content_id),
  ]);
  return { following: row !== undefined, list: row?.list ?? null, cnt_followers: count };
}

/** The grower's two lists, front first. */
async function loadLists(db: Db, userId: number) {
  const rows = await db.selectFrom('follows').select(['type', 'content_id', 'list']).where('user_id', '=', userId)
    .orderBy('position', 'desc').execute();
  return {
    common: rows.filter((r) => r.list === 'common').map(({ type, content_id }) => ({ type, content_id })),
    bookmark: rows.filter((r) => r.list === 'bookmark').map(({ type, content_id }) => ({ type, content_id })),
  };
}

/** Follows the item (run in the write's transaction): at the front of its list, the last item dropped from a full list. */
export async function follow(db: Db, userId: number, item: FollowRef): Promise<FollowState> {
  if (item.type === 'user' && item.content_id === userId) throw badRequest('You cannot follow yourself.');
  const target = await findTarget(db, item);
  if (!target) throw notFound('There is nothing to follow here.');
  const list: FollowListName = followListFor(item, target.finished);
  const before = await loadLists(db, userId);
  const after = followItem(before, item, list);
  const kept = new Set(after[list].map((i) => `${i.type}:${i.content_id}`));
  const dropped = before[list].filter((i) => !kept.has(`${i.type}:${i.content_id}`));
  for (const gone of dropped) {
    await db.deleteFrom('follows').where('user_id', '=', userId).where('type', '=', gone.type).where('content_id', '=', gone.content_id).execute();
    if (gone.type === 'brand') await countBrandFollow(db, gone.content_id, -1);
  }
  const top = await db.selectFrom('follows').select((eb) => eb.fn.max('position').as('top')).where('user_id', '=', userId).executeTakeFirst();
  const position = Number(top?.top ?? 0) + 1;
  const now = new Date().toISOString();
  await db.insertInto('follows')
    .values({ user_id: userId, type: item.type, content_id: item.content_id, list, position, add_date: now })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'content_id']).doUpdateSet({ list, position, add_date: now }))
    .execute();
  if (item.type === 'user' || item.type === 'diary') await followed(db, userId, item.type, item.content_id);
  const known = [...before.common, ...before.bookmark].some((i) => i.type === item.type && i.content_id === item.content_id);
  if (item.type === 'brand' && !known) await countBrandFollow(db, item.content_id, 1);
  return getFollowState(db, userId, item);
}

/** Unfollows the item: out of both lists. Unfollowing what is not followed changes nothing. */
export async function unfollow(db: Db, userId: number, item: FollowRef): Promise<FollowState> {
  const removed = await db.deleteFrom('follows').where('user_id', '=', userId).where('type', '=', item.type).where('content_id', '=', item.content_id).executeTakeFirst();
  if (item.type === 'brand' && Number(removed.numDeletedRows) > 0) await countBrandFollow(db, item.content_id, -1);
  return getFollowState(db, userId, item);
}

/** Names, links and small avatars of followed items, by "type:id". */
async function describeItems(db: Db, refs: FollowRef[]): Promise<Map<string, Omit<FollowItem, 'type' | 'content_id'>>> {
  const ids = (type: FollowType) => refs.filter((r) => r.type === type).map((r) => r.content_id);
  const none = [] as never[];
  const [users, diaries, products, brands] = await Promise.all([
    ids('user').length ? db.selectFrom('users').select(['id', 'name', 'avatar']).where('id', 'in', ids('user')).execute() : none,
    ids('diary').length ? db.selectFrom('diaries').leftJoin('photos', 'photos.id', 'diaries.cover_photo_id')
      .select(['diaries.id', 'diaries.name', 'photos.file']).where('diaries.id', 'in', ids('diary')).execute() : none,
    ids('product').length ? db.selectFrom('products').select(['id', 'name', 'link']).where('id', 'in', ids('product')).execute() : none,
    ids('brand').length ? db.selectFrom('brands').select(['id', 'name', 'link']).where('id', 'in', ids('brand')).execute() : none,
  ]);
  const found = new Map<string, Omit<FollowItem, 'type' | 'content_id'>>();
  for (const u of users) found.set(`user:${u.id}`, { name: u.name, link: `/grower/${u.id}`, avatar_small: avatarUrls(u.avatar).avatar_small });
  for (const d of diaries) found.set(`diary:${d.id}`, { name: d.name, link: `/diaries/${d.id}`, avatar_small: d.file ? photoUrls(d.file).size_s : null });
  for (const p of products) found.set(`product:${p.id}`, { name: p.name, link: p.link, avatar_small: null });
  for (const b of brands) found.set(`brand:${b.id}`, { name: b.name, link: b.link, avatar_small: null });
  return found;
}

/** One page of a grower's follow list, newest follow first (sort 'update'). */
export async function listFollowing(db: Db, userId: number, list: FollowListName, start: number, limit: number): Promise<FollowListPage> {
  const inList = db.selectFrom('follows').where('user_id', '=', userId).where('list', '=', list);
  const [rows, count] = await Promise.all([
    inList.select(['type', 'content_id']).orderBy('position', 'desc').limit(limit).offset(start).execute(),
    inList.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  const described = await describeItems(db, rows);
  const items = rows.flatMap((row) => {
    const about = described.get(`${row.type}:${row.content_id}`);
    // Something removed since it was followed is left out of the page.
    return about ? [{ type: row.type, content_id: row.content_id, ...about }] : [];
  });
  return { user_id: userId, items, start, limit, loaded: items.length, total: Number(count.count), sort: 'update' };
}

/** Visible diaries of followed growers, followed diaries, diaries growing or feeding followed products or a followed breeder's strains. */
function feedDiaries(db: Db, userId: number) {
  const followed = (type: FollowType) =>
    db.selectFrom('follows').select('content_id').where('user_id', '=', userId).where('type', '=', type);
  return visibleDiaries(db).where((eb) => eb.or([
    eb('diaries.user_id', 'in', followed('user')),
    eb('diaries.id', 'in', followed('diary')),
    eb('diaries.id', 'in', db.selectFrom('diary_items').select('diary_id').where('product_id', 'in', followed('product'))),
    eb('diaries.id', 'in', db.selectFrom('diary_items').innerJoin('products', 'products.id', 'diary_items.product_id')
      .select('diary_items.diary_id').where('diary_items.kind', '=', 'seed').where('products.brand_id', 'in', followed('brand'))),
  ]));
}

/** A page of the grower's feed, latest update first, with its total. */
export async function listFeed(db: Db, userId: number, start: number, limit: number): Promise<{ items: DiaryCard[]; total: number }> {
  const [rows, count] = await Promise.all([
    feedDiaries(db, userId).selectAll('diaries').orderBy('diaries.update_date', 'desc').orderBy('diaries.id', 'desc').limit(limit).offset(start).execute(),
    feedDiaries(db, userId).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toCards(db, rows), total: Number(count.count) };
}
