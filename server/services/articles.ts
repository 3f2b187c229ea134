// Journal articles (spec §7 Blog): the lists (all, a category, a tag), one article by id or link, admins' writes
// (each run inside its write's transaction by createWriter) and views. Only admins write; every read is public.
import { type Kysely, sql } from 'kysely';
import type {
  Article, ArticleCard, ArticleInput, ArticlePatch, ArticlesPage,
} from '../../src/domain/article/article';
import { slugify, MAX_ARTICLE_LINK, type ArticleCategory } from '../../src/domain/article/article-limits';
import type { Database, UserRole } from '../db/types';
import { conflict, forbidden, notFound } from '../http/errors';
import { photoUrls } from '../media/image-sizes';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Who writes: the signed-in user and their role (only admins write articles). */
export interface Actor { id: number; role: UserRole }

/** 403 unless the actor is an admin. */
export function requireEditor(actor: Actor): void {
  if (actor.role !== 'admin') throw forbidden('Only the journal\'s editors (admins) may write articles.');
}

/** What lists and pages show of an article, with its author. */
function articleRows(db: Db) {
  return db.selectFrom('articles as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.link', 'a.title', 'a.description', 'a.category', 'a.tags', 'a.cover_file', 'a.add_date', 'a.update_date',
      'a.cnt_views', 'a.cnt_likes', 'a.cnt_comments', 'u.id as user_id', 'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar'])
    .where('a.is_remove', '=', 0);
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleRows>['execute']>>[number];

function toCard(row: ArticleRow): ArticleCard {
  return {
    id: row.id, link: row.link, title: row.title, description: row.description, category: row.category as ArticleCategory,
    tags: JSON.parse(row.tags) as string[], cover: row.cover_file ? photoUrls(row.cover_file) : null,
    item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
    add_date: row.add_date, update_date: row.update_date,
    cnt_views: Number(row.cnt_views), cnt_likes: Number(row.cnt_likes), cnt_comments: Number(row.cnt_comments),
  };
}

/** Which articles a list shows: all, one category, or one tag. */
export type ArticleFilter = { category?: ArticleCategory; tag?: string };

/** A page of live articles, newest first. */
export async function listArticles(db: Db, filter: ArticleFilter, start: number, limit: number): Promise<ArticlesPage> {
  let rows = articleRows(db);
  if (filter.category) rows = rows.where('a.category', '=', filter.category);
  if (filter.tag) rows = rows.where('a.id', 'in', db.selectFrom('article_tags').select('article_id').where('tag', '=', filter.tag));
  const [items, total] = await Promise.all([
    rows.orderBy('a.add_date', 'desc').orderBy('a.id', 'desc').limit(limit).offset(start).execute(),
    rows.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toCard), start, limit, total: Number(total.n) };
}

/** A live article by its id or its link, with its Markdown text. */
export async function getArticle(db: Db, ref: string): Promise<Article | undefined> {
  const byId = /^\d+$/.test(ref);
  const row = await articleRows(db).select('a.text')
    .where(byId ? 'a.id' : 'a.link', '=', byId ? Number(ref) : ref).executeTakeFirst();
  return row && { ...toCard(row), text: row.text, cover_file: row.cover_file };
}

async function readArticle(db: Db, id: number): Promise<Article> {
  const article = await getArticle(db, String(id));
  if (!article) throw notFound('Article not found');
  return article;
}

/** A link no other article has: the one asked for (409 when taken), or the title's slug with -2, -3… added. */
async function freeLink(db: Db, asked: string | null, title: string, exceptId: number): Promise<string> {
  const taken = async (link: string) => (await db.selectFrom('articles').select('id').where('link', '=', link).where('id', '!=', exceptId).executeTakeFirst()) !== undefined;
  if (asked !== null) {
    if (await taken(asked)) throw conflict('Another article already has this link.');
    return asked;
  }
  const base = slugify(title, MAX_ARTICLE_LINK - 4) ?? 'article';
  const start = /^\d+$/.test(base) ? `article-${base}` : base;
  for (let n = 1; ; n += 1) {
    const link = n === 1 ? start : `${start}-${n}`;
    if (!(await taken(link))) return link;
  }
}

async function writeTags(db: Db, articleId: number, tags: string[]): Promise<void> {
  await db.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  if (tags.length) await db.insertInto('article_tags').values(tags.map((tag) => ({ tag, article_id: articleId }))).execute();
}

/** A new article by an admin. */
export async function createArticle(db: Db, actor: Actor, input: ArticleInput): Promise<Article> {
  requireEditor(actor);
  const now = new Date().toISOString();
  const link = await freeLink(db, input.link, input.title, 0);
  const { id } = await db.insertInto('articles').values({
    user_id: actor.id, link, title: input.title, description: input.description, text: input.text, category: input.category,
    tags: JSON.stringify(input.tags), cover_file: input.cover_file, add_date: now, update_date: now,
  }).returning('id').executeTakeFirstOrThrow();
  await writeTags(db, id, input.tags);
  return readArticle(db, id);
}

async function loadLive(db: Db, id: number) {
  const row = await db.selectFrom('articles').select(['id', 'title', 'link']).where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
  if (!row) throw notFound('Article not found');
  return row;
}

/** Changes an article's fields (admins); a new link must be free. */
export async function updateArticle(db: Db, actor: Actor, id: number, patch: ArticlePatch): Promise<Article> {
  requireEditor(actor);
  const row = await loadLive(db, id);
  const { tags, link, ...fields } = patch;
  const newLink = link === undefined || link === null || link === row.link ? undefined : await freeLink(db, link, row.title, id);
  await db.updateTable('articles').set({
    ...fields,
    ...(newLink !== undefined && { link: newLink }),
    ...(tags !== undefined && { tags: JSON.stringify(tags) }),
    update_date: new Date().toISOString(),
  }).where('id', '=', id).execute();
  if (tags !== undefined) await writeTags(db, id, tags);
  return readArticle(db, id);
}

/** Removes an article (admins): it leaves every list and its page answers 404. */
export async function removeArticle(db: Db, actor: Actor, id: number): Promise<void> {
  requireEditor(actor);
  await loadLive(db, id);
  await db.updateTable('articles').set({ is_remove: 1, update_date: new Date().toISOString() }).where('id', '=', id).execute();
  await db.deleteFrom('article_tags').where('article_id', '=', id).execute();
}

/** Adds views and seconds seen to a live article; 404 when it is missing or removed. */
export async function addArticleImpressions(db: Db, id: number, { v, s }: { v: number; s: number }): Promise<void> {
  const result = await db.updateTable('articles')
    .set({ cnt_views: sql`cnt_views + ${v}`, view_seconds: sql`view_seconds + ${s}` })
    .where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Article not found');
}
