// The events that make notifications, called by the write services inside their transactions: what each one is
// about (title and link of the item, a week's number) and whom it concerns.
import type { Kysely } from 'kysely';
import type { ContentType } from '../../src/domain/api/content-types';
import type { Database } from '../db/types';
import { describeItems } from './moderated-items';
import { notify, notifyAll, type NotificationEvent } from './notify';

type Db = Kysely<Database>;
type Item = NotificationEvent['item'];

/** Title and link of an item as notifications show it; a week is named by its diary and number. */
async function itemOf(db: Db, type: ContentType | 'user', id: number): Promise<Item | undefined> {
  if (type === 'week') {
    const week = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
      .select(['weeks.diary_id', 'weeks.position', 'diaries.name']).where('weeks.id', '=', id).executeTakeFirst();
    return week && { type, id, title: week.name, number: week.position + 1, link: `/diaries/${week.diary_id}/week/${id}` };
  }
  if (type === 'article') {
    const article = await db.selectFrom('articles').select(['title', 'link']).where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
    return article && { type, id, title: article.title, link: `/journal/${article.link}` };
  }
  if (type === 'giveaway') {
    const giveaway = await db.selectFrom('giveaways').select(['title', 'link']).where('id', '=', id).executeTakeFirst();
    return giveaway && { type, id, title: giveaway.title, link: `/giveaways/${giveaway.link}` };
  }
  if (type === 'short') {
    const short = await db.selectFrom('shorts').select('title').where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
    return short && { type, id, title: short.title, link: `/shorts/${id}` };
  }
  const described = (await describeItems(db, type, [id])).get(id);
  return described?.link ? { type, id, title: described.title, link: described.link } : undefined;
}

/** A comment or reply was written: the item's owner, the growers replied to, and those it mentions hear of it. */
export async function commentWritten(db: Db, comment: { id: number; userId: number; type: ContentType; refId: number; text: string; ownerId: number; repliedTo: number[] }) {
  const item = await itemOf(db, comment.type, comment.refId);
  if (!item) return;
  const at = { ...item, link: `${item.link}${item.link.includes('?') ? '&' : '?'}comment_id=${comment.id}` };
  const base = { actorId: comment.userId, item: at, sourceId: comment.id, text: comment.text };
  const told = new Set<number>();
  for (const userId of comment.repliedTo) {
    if (told.has(userId)) continue;
    told.add(userId);
    await notify(db, { ...base, userId, kind: 'reply' });
  }
  if (!told.has(comment.ownerId)) {
    told.add(comment.ownerId);
    await notify(db, { ...base, userId: comment.ownerId, kind: 'comment' });
  }
  const mentioned = await db.selectFrom('comment_mentions').select('user_id').where('comment_id', '=', comment.id).execute();
  await notifyAll(db, mentioned.map((m) => m.user_id).filter((id) => !told.has(id)), { ...base, kind: 'mention' });
}

/** An item was liked: its owner hears of it. */
export async function itemLiked(db: Db, userId: number, type: ContentType, id: number, ownerId: number) {
  const item = await itemOf(db, type, id);
  if (item) await notify(db, { userId: ownerId, actorId: userId, kind: 'like', item });
}

/** A grower or a diary was followed: the grower (or the diary's) hears of it. */
export async function followed(db: Db, userId: number, type: 'user' | 'diary', id: number) {
  const ownerId = type === 'user' ? id
    : (await db.selectFrom('diaries').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
  const item = await itemOf(db, type, id);
  if (item && ownerId !== undefined) await notify(db, { userId: ownerId, actorId: userId, kind: 'follow', item });
}

/** A question was answered: its asker hears of it. */
export async function questionAnswered(db: Db, userId: number, questionId: number, solutionId: number, text: string) {
  const question = await db.selectFrom('problems').select('user_id').where('id', '=', questionId).executeTakeFirst();
  const item = await itemOf(db, 'question', questionId);
  if (question && item) await notify(db, { userId: question.user_id, actorId: userId, kind: 'solution', item, sourceId: solutionId, text });
}

/** An answer was marked as the one that helped: its author hears of it. */
export async function answerMarkedHelpful(db: Db, askerId: number, questionId: number, solutionId: number) {
  const solution = await db.selectFrom('problem_solutions').select(['user_id', 'text']).where('id', '=', solutionId).executeTakeFirst();
  const item = await itemOf(db, 'question', questionId);
  if (solution && item) await notify(db, { userId: solution.user_id, actorId: askerId, kind: 'helpful', item, sourceId: solutionId, text: solution.text });
}

/** A week was added to a diary: the diary's followers hear of it. */
export async function weekAdded(db: Db, userId: number, diaryId: number, weekId: number) {
  const followers = await db.selectFrom('follows').select('user_id').where('type', '=', 'diary').where('content_id', '=', diaryId).execute();
  if (followers.length === 0) return;
  const item = await itemOf(db, 'week', weekId);
  if (item) await notifyAll(db, followers.map((f) => f.user_id), { actorId: userId, kind: 'week', item });
}
