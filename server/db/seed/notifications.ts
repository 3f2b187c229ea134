// Demo notifications for the demo account, one or more of every kind, so /notifications opens on real groups: likes
// of a week by several growers, comments, a reply, a mention, new followers, an answer and the helpful mark, a new
// week of a followed diary, the chats' messages of the last two days (read as far as the demo account read each room),
// a giveaway and an award result; the older ones read.
import type { Insertable, Kysely } from 'kysely';
import { CHANNEL_OF_KIND, groupKey, periodOf, type NotificationKind } from '../../../src/domain/notification/notification-kinds';
import type { Database, NotificationsTable } from '../types';
import { DEMO_ACCOUNT } from './model';
import { createRng } from './prng';

type Db = Kysely<Database>;
type Item = { type: string; id: number; title: string; number?: number; link: string };

const COMMENTS = ['Those colas look amazing!', 'What light are you running?', 'Great progress this week.', 'How often do you water?'];
const HOUR = 3_600_000;

/** Chat messages of others younger than this are notifications too (and any the demo account has not read). */
const MESSAGES_WITHIN = 48 * HOUR;

/** Inserts the demo account's notifications (after diaries, comments, questions and chats). */
export async function insertDemoNotifications(db: Db, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed ^ 0xbe11);
  const demo = await db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirst();
  const others = await db.selectFrom('users').select(['id', 'name']).where('name', '!=', DEMO_ACCOUNT.name).where('role', '=', 'user').orderBy('id').limit(40).execute();
  if (!demo || others.length < 6) return;
  const week = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
    .select(['weeks.id', 'weeks.diary_id', 'weeks.position', 'diaries.name']).where('diaries.user_id', '=', demo.id)
    .where('weeks.is_remove', '=', 0).orderBy('weeks.position', 'desc').executeTakeFirst();
  const foreign = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
    .select(['weeks.id', 'weeks.diary_id', 'weeks.position', 'diaries.name', 'diaries.user_id']).where('diaries.user_id', '!=', demo.id)
    .where('weeks.is_remove', '=', 0).orderBy('weeks.id', 'desc').executeTakeFirst();
  const question = await db.selectFrom('problems').select(['id', 'title']).where('is_remove', '=', 0).orderBy('id').executeTakeFirst();
  if (!week || !foreign || !question) return;

  const weekItem = (w: { id: number; diary_id: number; position: number; name: string }): Item =>
    ({ type: 'week', id: w.id, title: w.name, number: w.position + 1, link: `/diaries/${w.diary_id}/week/${w.id}` });
  const diaryItem: Item = { type: 'diary', id: week.diary_id, title: week.name, link: `/diaries/${week.diary_id}` };
  const questionItem: Item = { type: 'question', id: question.id, title: question.title, link: `/grow-questions/${question.id}` };
  const meItem: Item = { type: 'user', id: demo.id, title: DEMO_ACCOUNT.name, link: `/grower/${demo.id}` };
  const actors = rng.sample(others, 6);
  const [a, b, c, d, e, f] = actors as [typeof others[number], typeof others[number], typeof others[number], typeof others[number], typeof others[number], typeof others[number]];

  const rows: Insertable<NotificationsTable>[] = [];
  let source = 1;
  const add = (kind: NotificationKind, actorId: number | null, item: Item, hoursAgo: number, text = '', read = false) => {
    const date = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    rows.push({
      user_id: demo.id, actor_id: actorId, kind, channel: CHANNEL_OF_KIND[kind], item_type: item.type, item_id: item.id,
      item_title: item.title, item_number: item.number ?? 0, link: item.link, text, source_id: kind === 'like' || kind === 'follow' ? 0 : source++,
      group_key: groupKey(kind, item.type, item.id), period: periodOf(date), is_read: read ? 1 : 0, add_date: date,
    });
  };

  for (const [i, actor] of [a, b, c, d, e].entries()) add('like', actor.id, weekItem(week), 1 + i * 0.2);
  add('like', f.id, diaryItem, 3);
  add('comment', b.id, weekItem(week), 2, rng.pick(COMMENTS));
  add('comment', c.id, diaryItem, 5, rng.pick(COMMENTS));
  add('reply', d.id, diaryItem, 6, `@${DEMO_ACCOUNT.name} I use a 480 W LED board.`);
  add('mention', e.id, weekItem(foreign), 8, `Ask @${DEMO_ACCOUNT.name}, they grew this strain too.`);
  for (const [i, actor] of [a, c, f].entries()) add('follow', actor.id, meItem, 4 + i);
  add('solution', f.id, questionItem, 10, 'Looks like a nitrogen deficiency: feed a little more in veg.');
  add('helpful', b.id, questionItem, 12, 'Raise the light a little and the tips will stop burning.');
  add('week', foreign.user_id, weekItem(foreign), 14);
  add('giveaway', null, { type: 'giveaway', id: 1, title: 'Autumn seed giveaway', link: '/giveaways' }, 30, '', true);
  const year = now.getUTCFullYear();
  add('award', null, { type: 'award', id: year, title: `Awards ${year}`, link: `/awards/${year}` }, 50, '', true);
  // The same week liked two days ago: a group of its own day, read.
  for (const [i, actor] of [d, e].entries()) add('like', actor.id, weekItem(week), 48 + i, '', true);
  const messages = await db.selectFrom('chat_messages as m')
    .innerJoin('chat_members as cm', (j) => j.onRef('cm.room_id', '=', 'm.room_id').on('cm.user_id', '=', demo.id))
    .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
    .select(['m.id', 'm.user_id', 'm.text', 'm.add_date', 'r.id as room_id', 'r.kind', 'r.name', 'cm.last_read_id'])
    .where('m.user_id', '!=', demo.id)
    .where((eb) => eb.or([eb('m.add_date', '>=', new Date(now.getTime() - MESSAGES_WITHIN).toISOString()), eb('m.id', '>', eb.ref('cm.last_read_id'))]))
    .execute();
  for (const m of messages) {
    const type = m.kind === 'group' ? 'chat' : 'direct';
    rows.push({
      user_id: demo.id, actor_id: m.user_id, kind: 'message', channel: CHANNEL_OF_KIND.message, item_type: type, item_id: m.room_id,
      item_title: m.kind === 'group' ? m.name : '', item_number: 0, link: `/chats/${m.room_id}`, text: m.text, source_id: m.id,
      group_key: groupKey('message', type, m.room_id), period: periodOf(m.add_date), is_read: m.id <= m.last_read_id ? 1 : 0, add_date: m.add_date,
    });
  }
  // Oldest first: ids follow time, as they do when notifications are made as things happen.
  rows.sort((x, y) => x.add_date.localeCompare(y.add_date));
  await db.insertInto('notifications').values(rows).execute();
}
