// The editors' writes of articles: create, edit, remove and a cover upload. They need the network (the editor says so
// offline): an article is published for everyone, so it is written on the server first, then kept on the device.
// Each request carries its own X-Rniq, so a retried click applies once.
import { db } from '@/db/database';
import type { Article, ArticleCoverUpload, ArticleInput } from '@/domain/article/article';
import { apiRequest } from '@/sync/transport/http';
import { sendPicture } from '@/sync/transport/picture-upload';

/** What the editor sends: every field of the article. */
export type ArticleDraft = Pick<ArticleInput, 'title' | 'description' | 'text' | 'category' | 'tags' | 'cover_file'> & { link: string | null };

async function keep(article: Article): Promise<Article> {
  await db.articles.put({ ...article, synced_at: Date.now() });
  return article;
}

/** POST /api/blogs, or PATCH /api/blogs/{id} when `id` is given. */
export async function saveArticle(id: number | null, draft: ArticleDraft): Promise<Article> {
  const article = id === null
    ? await apiRequest<Article>('/api/blogs', { method: 'POST', body: draft })
    : await apiRequest<Article>(`/api/blogs/${id}`, { method: 'PATCH', body: draft });
  return keep(article);
}

/** DELETE /api/blogs/{id}; the device forgets it. */
export async function deleteArticle(id: number): Promise<void> {
  await apiRequest<void>(`/api/blogs/${id}`, { method: 'DELETE' });
  await db.articles.delete(id);
}

/** POST /api/uploads/articles/cover: the picture stored in every size; answers the file name to put in cover_file. */
export const uploadCover = (file: File) => sendPicture<ArticleCoverUpload>('/api/uploads/articles/cover', file, file.name);

/** POST /api/blogs/{id}/impressions: one view of an article read online (a failure is only a view less). */
export function countView(id: number): void {
  apiRequest<void>(`/api/blogs/${id}/impressions`, { method: 'POST', body: { v: 1 } }).catch(() => undefined);
}
