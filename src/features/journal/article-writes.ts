// The editors' writes of articles: create, edit, remove and a cover upload. They need the network (the editor says so
// offline): an article is published for everyone, so it is written on the server first, then kept on the device.
// Each request carries its own X-Rniq, so a retried click applies once.
import { db } from '@/db/database';
import type { Article, ArticleCoverUpload, ArticleInput } from '@/domain/article/article';
import { apiHeaders, apiRequest, apiUrl, ServerError } from '@/sync/transport/http';
import { randomId } from '@/sync/transport/identity';
import { sendMultipart } from '@/sync/transport/upload-xhr';

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
export async function uploadCover(file: File): Promise<ArticleCoverUpload> {
  const headers = Object.fromEntries((await apiHeaders(randomId(), false)).entries());
  const result = await sendMultipart({ url: apiUrl('/api/uploads/articles/cover'), headers, fields: [], file, fileName: file.name, onProgress: () => undefined });
  if (!result.ok) {
    const body = result.body as { error?: string; message?: string } | null;
    throw new ServerError(result.status, body?.error && body.message ? { error: body.error, message: body.message } : null, null);
  }
  return result.body as ArticleCoverUpload;
}

/** POST /api/blogs/{id}/impressions: one view of an article read online (a failure is only a view less). */
export function countView(id: number): void {
  apiRequest<void>(`/api/blogs/${id}/impressions`, { method: 'POST', body: { v: 1 } }).catch(() => undefined);
}
