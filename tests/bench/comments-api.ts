// GET /api/comments/{type}/{id} under load: the busiest demo diary's thread (first page, newest first) at 50
// connections beside the trivial answer of the same server, as the explore lists are measured.
import { pairedWithTrivial, type ExploreApiResult } from './explore-api';

export async function commentsApiBench(base: string): Promise<ExploreApiResult['lists'][number]> {
  const { items } = (await (await fetch(`${base}/api/diaries?limit=60`)).json()) as { items: { id: number; cnt_comments: number }[] };
  const busiest = items.reduce((best, diary) => (diary.cnt_comments > best.cnt_comments ? diary : best));
  return pairedWithTrivial(base, `/api/comments/diary/${busiest.id}?limit=20`);
}
