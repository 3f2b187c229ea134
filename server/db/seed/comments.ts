// Demo comments and likes, so threads open on real conversations: comments with replies (some naming the grower
// they answer with @name) on the demo diaries, their weeks and a few photos, likes of all of them by other growers,
// and every comment and like counter set to what the rows say.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import { createRng, type Rng } from './prng';

type Db = Kysely<Database>;

const OPENERS = [
  'Looking really healthy, what light schedule are you running?',
  'Those colas are stacking up nicely. How tall is she now?',
  'Great job on the training! Did you top once or twice?',
  'What nutrients are you feeding at this stage?',
  'Beautiful colours this week. Are your nights getting colder?',
  'How often do you water in that pot size?',
  'Leaves look a little pale at the bottom, maybe a touch of nitrogen?',
  'Following along, this strain is on my list for next season.',
  'Nice and even canopy. What tent is that?',
  'Frosty already! How many days since the flip?',
  'Do you check runoff pH or just the input?',
  'Good luck with the harvest, can not wait for the smoke report.',
];
const ANSWERS = [
  'Thanks! 18/6 until the flip, then 12/12.',
  'Topped once and then LST, that was all.',
  'Just base nutrients at half strength so far.',
  'About 60 cm, she stretched a lot in the first two weeks.',
  'Yes, the room drops to 17 °C at night now.',
  'Every second day, about a litre each time.',
  'Good eye, I bumped the feed up a bit this week.',
  'I check runoff once a week, it sits around 6.3.',
  'Same here, following!',
  'Agreed, this one is a real looker.',
];
const PHOTO_NOTES = ['Stunning shot!', 'Look at those trichomes 😍', 'What camera do you use?', 'Perfect colours.'];

interface Item { type: 'diary' | 'week' | 'photo'; id: number; owner: number }
interface NewComment { id: number; item: Item; user_id: number; parent_id: number | null; add_date: string }

/** A time between `from` and `to`, as ISO text. */
const between = (rng: Rng, from: number, to: number) => new Date(from + Math.floor(rng.next() * Math.max(1, to - from))).toISOString();

/** Inserts the demo threads and likes (after the diaries and the growers' profiles). */
export async function insertDemoComments(db: Db, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed ^ 0x5eed_c0de);
  const growers = await db.selectFrom('users').select(['id', 'name']).where('role', '=', 'user').orderBy('id').execute();
  if (growers.length < 3) return;
  const diaries = await db.selectFrom('diaries').select(['id', 'user_id', 'add_date']).where('is_remove', '=', 0).orderBy('id').limit(60).execute();
  const weeks = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
    .select(['weeks.id', 'weeks.add_date', 'diaries.user_id']).where('weeks.is_remove', '=', 0)
    .where('weeks.diary_id', 'in', diaries.map((d) => d.id)).orderBy('weeks.id').execute();
  const photos = await db.selectFrom('photos').select(['id', 'user_id', 'diary_id']).where('is_remove', '=', 0)
    .where('diary_id', 'in', diaries.map((d) => d.id)).orderBy('id').execute();
  const nameOf = new Map(growers.map((g) => [g.id, g.name]));
  const others = (owner: number) => growers.filter((g) => g.id !== owner).map((g) => g.id);
  const end = now.getTime();

  const threads: { item: Item; from: number; openers: readonly string[]; count: number }[] = [
    ...diaries.map((d) => ({ item: { type: 'diary' as const, id: d.id, owner: d.user_id }, from: Date.parse(d.add_date), openers: OPENERS, count: rng.int(0, 5) })),
    ...rng.sample(weeks, Math.min(weeks.length, 120))
      .map((w) => ({ item: { type: 'week' as const, id: w.id, owner: w.user_id }, from: Date.parse(w.add_date), openers: OPENERS, count: rng.int(1, 4) })),
    ...rng.sample(photos, Math.min(photos.length, 40))
      .map((p) => ({ item: { type: 'photo' as const, id: p.id, owner: p.user_id }, from: end - 30 * 86_400_000, openers: PHOTO_NOTES, count: rng.int(1, 2) })),
  ];

  const made: NewComment[] = [];
  for (const { item, from, openers, count } of threads) {
    for (let i = 0; i < count; i++) {
      const author = rng.pick(others(item.owner));
      const add_date = between(rng, from, end);
      const top = await insert(db, { item, user_id: author, parent_id: null, text: rng.pick(openers), add_date });
      made.push(top);
      // The owner answers most questions, and others join in now and then.
      const replies = rng.int(0, 3);
      for (let r = 0; r < replies; r++) {
        const replier = r === 0 && rng.chance(0.7) ? item.owner : rng.pick(growers).id;
        const mention = replier !== author && rng.chance(0.5) ? `@${nameOf.get(author)} ` : '';
        const reply = await insert(db, { item, user_id: replier, parent_id: top.id, text: `${mention}${rng.pick(ANSWERS)}`, add_date: between(rng, Date.parse(add_date), end) });
        made.push(reply);
        if (mention) await db.insertInto('comment_mentions').values({ comment_id: reply.id, user_id: author, name: nameOf.get(author)!.toLowerCase() }).execute();
      }
    }
  }

  const likes = [
    ...diaries.flatMap((d) => likesOf(rng, 'diary', d.id, others(d.user_id), rng.int(0, 12), end)),
    ...weeks.flatMap((w) => likesOf(rng, 'week', w.id, others(w.user_id), rng.chance(0.5) ? rng.int(1, 6) : 0, end)),
    ...photos.flatMap((p) => likesOf(rng, 'photo', p.id, others(p.user_id), rng.chance(0.3) ? rng.int(1, 5) : 0, end)),
    ...made.flatMap((c) => likesOf(rng, 'comment', c.id, others(c.user_id), rng.chance(0.4) ? rng.int(1, 4) : 0, end)),
  ];
  for (let at = 0; at < likes.length; at += 500) await db.insertInto('likes').values(likes.slice(at, at + 500)).execute();
  await countAll(db);
}

async function insert(db: Db, row: Omit<NewComment, 'id'> & { text: string }): Promise<NewComment> {
  const { id } = await db.insertInto('comments').values({
    type: row.item.type, ref_id: row.item.id, user_id: row.user_id, parent_id: row.parent_id, text: row.text,
    add_date: row.add_date, update_date: row.add_date,
  }).returning('id').executeTakeFirstOrThrow();
  return { ...row, id };
}

function likesOf(rng: Rng, type: string, refId: number, fans: number[], count: number, end: number) {
  return rng.sample(fans, Math.min(count, fans.length)).map((user_id) => ({ user_id, type, ref_id: refId, add_date: between(rng, end - 60 * 86_400_000, end) }));
}

/** Every counter as the rows say: comments and likes of diaries, weeks and photos, likes and replies of comments. */
async function countAll(db: Db): Promise<void> {
  for (const [table, type] of [['diaries', 'diary'], ['weeks', 'week'], ['photos', 'photo']] as const) {
    await sql`update ${sql.table(table)} set
      cnt_comments = (select count(*) from comments c where c.type = ${type} and c.ref_id = ${sql.ref(`${table}.id`)} and c.is_remove = 0),
      cnt_likes = (select count(*) from likes l where l.type = ${type} and l.ref_id = ${sql.ref(`${table}.id`)})`.execute(db);
  }
  await sql`update comments set
    cnt_likes = (select count(*) from likes l where l.type = 'comment' and l.ref_id = comments.id),
    cnt_childs = (select count(*) from comments r where r.parent_id = comments.id and r.is_remove = 0)`.execute(db);
}
