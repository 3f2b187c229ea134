// The fault matrix's writes of grow content: diaries, weeks and photos made, edited and removed, product reviews,
// follows, comments, likes, grow questions and their answers, and reports, each over the scene it needs on the server.
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { diaryFieldsOf, emptyDiaryFields } from '@/domain/diary/diary-form';
import type { QuestionInput } from '@/domain/question/question';
import { emptyWeekFields, weekFieldsOf } from '@/domain/week/week-form';
import type { Database } from '../../../server/db/types';
import { count, stored, type Area, type Person, type Stage, type Tab } from './fault-scenes';

let jpeg: Buffer | undefined;
/** A real JPEG, as a camera gives it. */
async function picture(name: string): Promise<File> {
  jpeg ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  return new File([new Uint8Array(jpeg)], name, { type: 'image/jpeg' });
}

const question = (title: string, text = 'Leaves curl up at the tips'): QuestionInput =>
  ({ title, text, category: 'nutrients', tags: [], symptoms: [], diary_id: null, week_id: null });

/** A diary of `who` with weeks (faza 0), and photos in its first week when asked (their rows, as uploads leave them). */
async function diaryWith(stage: Stage, who: Person, name: string, weeks: string[] = [], photos = 0) {
  const id = await stage.diary(who, name);
  const weekIds: number[] = [];
  for (const text of weeks) weekIds.push((await stage.api<{ id: number }>(who, 'POST', `/api/diaries/${id}/weeks`, { faza: 0, text })).id);
  const photoIds: number[] = [];
  for (let position = 0; position < photos; position++) {
    const photo = await stage.db.insertInto('photos')
      .values({ week_id: weekIds[0]!, diary_id: id, user_id: who.id, comment: '', file: `photos/fault-${id}-${position}`, width: 64, height: 48, position, is_remove: 0 })
      .returning('id').executeTakeFirstOrThrow();
    photoIds.push(photo.id);
  }
  return { id, weekIds, photoIds };
}

const diaryRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('diaries').select(['name', 'is_remove', 'cover_photo_id', 'cnt_comments', 'cnt_likes']).where('id', '=', id).executeTakeFirstOrThrow();

/** Diaries, weeks and photos: made offline (a week into the diary made before it, a photo into that week), edited, removed. */
const diaries: Area = async (stage) => {
  const { cell, grower } = stage;
  const edited = await diaryWith(stage, grower, `Diary to edit ${cell}`);
  const removed = await diaryWith(stage, grower, `Diary to remove ${cell}`);
  const covered = await diaryWith(stage, grower, `Diary to cover ${cell}`, ['Cover week'], 2);
  const weekly = await diaryWith(stage, grower, `Diary of weeks ${cell}`, ['Week to edit', 'Week to remove']);
  const madeDiaries = async (db: Kysely<Database>) => {
    const rows = await db.selectFrom('diaries').select('id').where('user_id', '=', grower.id).where('name', '=', `Fault diary ${cell}`).execute();
    return rows.length ? rows.map((d) => d.id) : [0];
  };
  const weekRow = (db: Kysely<Database>, id: number) => db.selectFrom('weeks').select(['text', 'is_remove']).where('id', '=', id).executeTakeFirstOrThrow();
  return [
    {
      resource: 'diary',
      write: (tab) => tab.diaries.createDiary({ ...emptyDiaryFields(), name: `Fault diary ${cell}` }),
      arrivals: (db) => count(db.selectFrom('diaries').select('id').where('user_id', '=', grower.id).where('name', '=', `Fault diary ${cell}`)),
    },
    {
      resource: 'week',
      write: (tab, made) => tab.weeks.createWeek(made.diary ?? weekly.id, { ...emptyWeekFields(0), text: `Fault week ${cell}` }),
      arrivals: async (db) => count(db.selectFrom('weeks').select('id').where('diary_id', 'in', await madeDiaries(db)).where('text', '=', `Fault week ${cell}`)),
    },
    {
      resource: 'photo',
      write: async (tab, made) => (await tab.queuePhotos([await picture(`bud-${cell}.jpg`)], { diary_id: made.diary ?? weekly.id, week_id: made.week ?? weekly.weekIds[0]! })).ids[0],
      arrivals: async (db) => count(db.selectFrom('photos').select('id').where('diary_id', 'in', await madeDiaries(db)).where('week_id', 'is not', null)),
    },
    {
      resource: 'diary edit',
      prepare: (tab) => tab.diaries.refreshDiary(edited.id),
      write: async (tab) => {
        const diary = await stored(tab.db.diaries.get(edited.id), 'The diary');
        await tab.diaries.updateDiary(edited.id, { ...diaryFieldsOf(diary), name: `Edited diary ${cell}` });
      },
      arrivals: async (db) => Number((await diaryRow(db, edited.id)).name === `Edited diary ${cell}`),
    },
    {
      resource: 'diary delete',
      prepare: (tab) => tab.diaries.refreshDiary(removed.id),
      write: (tab) => tab.diaries.deleteDiary(removed.id),
      arrivals: async (db) => (await diaryRow(db, removed.id)).is_remove,
    },
    {
      resource: 'diary cover',
      prepare: (tab) => tab.diaries.refreshDiary(covered.id),
      write: async (tab) => {
        const week = await stored(tab.db.weeks.get(covered.weekIds[0]!), 'The week');
        await tab.diaries.setDiaryCover(covered.id, week.items_photo.find((photo) => photo.id === covered.photoIds[1])!);
      },
      arrivals: async (db) => Number((await diaryRow(db, covered.id)).cover_photo_id === covered.photoIds[1]),
    },
    {
      resource: 'week edit',
      prepare: (tab) => tab.diaries.refreshDiary(weekly.id),
      write: async (tab) => {
        const week = await stored(tab.db.weeks.get(weekly.weekIds[0]!), 'The week');
        await tab.weeks.updateWeek(week.id, { ...weekFieldsOf(week), text: `Edited week ${cell}` });
      },
      arrivals: async (db) => Number((await weekRow(db, weekly.weekIds[0]!)).text === `Edited week ${cell}`),
    },
    {
      resource: 'week delete',
      prepare: (tab) => tab.diaries.refreshDiary(weekly.id),
      write: (tab) => tab.weeks.deleteWeek(weekly.weekIds[1]!),
      arrivals: async (db) => (await weekRow(db, weekly.weekIds[1]!)).is_remove,
    },
  ];
};

/** What a grower does about others' things: a product review, follows, comments, likes and a report. */
const social: Area = async (stage) => {
  const { cell, grower } = stage;
  const author = await stage.person('Author');
  const product = await stage.product(await stage.brand(`Fault Nutrients ${cell}`), `Bloom ${cell}`);
  const followee = await stage.person('Followee');
  const unfollowed = await stage.person('Unfollowed');
  await stage.api(grower, 'POST', `/api/follows/user/${unfollowed.id}`);
  const commentedOn = await stage.diary(author, `Someone's grow ${cell}`);
  const discussed = await stage.diary(author, `Discussed grow ${cell}`);
  const comments: number[] = [];
  for (const text of ['A comment to edit', 'A comment to delete']) {
    comments.push((await stage.api<{ id: number }>(grower, 'POST', `/api/comments/diary/${discussed}`, { text, parent_id: null })).id);
  }
  const unliked = await stage.diary(author, `Liked grow ${cell}`);
  await stage.api(grower, 'POST', `/api/likes/diary/${unliked}`);
  const follows = (db: Kysely<Database>, id: number) =>
    count(db.selectFrom('follows').select('user_id').where('user_id', '=', grower.id).where('type', '=', 'user').where('content_id', '=', id));
  const commentOf = (tab: Tab, id: number) => stored(tab.db.comments.get(id), 'The comment');
  const readThread = async (tab: Tab) => void (await tab.comments.loadThreadPage('diary', discussed, 'newest', 0));
  return [
    {
      resource: 'review',
      write: (tab) => tab.reviews.saveProductReview(product, { n_general: 8, text: `Fault review ${cell}`, props: {} }, 'Bloom'),
      arrivals: (db) => count(db.selectFrom('product_reviews').select('product_id').where('user_id', '=', grower.id).where('product_id', '=', product)),
    },
    {
      resource: 'follow',
      write: (tab) => tab.follows.setFollowing('user', followee.id, true, followee.name),
      arrivals: (db) => follows(db, followee.id),
    },
    {
      resource: 'unfollow',
      write: (tab) => tab.follows.setFollowing('user', unfollowed.id, false, unfollowed.name),
      arrivals: async (db) => 1 - (await follows(db, unfollowed.id)),
    },
    {
      resource: 'comment',
      write: (tab) => tab.comments.writeComment('diary', commentedOn, null, `Fault comment ${cell}`, "Someone's grow"),
      arrivals: async (db) => Math.max((await diaryRow(db, commentedOn)).cnt_comments,
        await count(db.selectFrom('comments').select('id').where('user_id', '=', grower.id).where('text', '=', `Fault comment ${cell}`))),
    },
    {
      resource: 'comment edit',
      prepare: readThread,
      write: async (tab) => tab.comments.changeComment(await commentOf(tab, comments[0]!), `Edited comment ${cell}`, 'Discussed grow'),
      arrivals: (db) => count(db.selectFrom('comments').select('id').where('id', '=', comments[0]!).where('text', '=', `Edited comment ${cell}`)),
    },
    {
      resource: 'comment delete',
      prepare: readThread,
      write: async (tab) => tab.comments.removeComment(await commentOf(tab, comments[1]!), 'Discussed grow'),
      // Two comments before: each removal takes one off the diary's count.
      arrivals: async (db) => 2 - (await diaryRow(db, discussed)).cnt_comments,
    },
    {
      resource: 'like',
      write: (tab) => tab.likes.setLiked('diary', commentedOn, true, { liked: false, cnt_likes: 0 }, "Someone's grow"),
      arrivals: async (db) => Math.max((await diaryRow(db, commentedOn)).cnt_likes,
        await count(db.selectFrom('likes').select('ref_id').where('user_id', '=', grower.id).where('type', '=', 'diary').where('ref_id', '=', commentedOn))),
    },
    {
      resource: 'unlike',
      write: (tab) => tab.likes.setLiked('diary', unliked, false, { liked: true, cnt_likes: 1 }, 'Liked grow'),
      arrivals: async (db) => 1 - (await diaryRow(db, unliked)).cnt_likes,
    },
    {
      resource: 'report',
      write: (tab) => tab.reports.reportItem('diary', commentedOn, 'spam', `Fault report ${cell}`, "Diary Someone's grow"),
      arrivals: (db) => count(db.selectFrom('complains').select('id').where('user_id', '=', grower.id).where('type', '=', 'diary').where('ref_id', '=', commentedOn)),
    },
  ];
};

/** Grow questions: asked, edited and removed, and answers written, edited, removed and marked as the one that helped. */
const questions: Area = async (stage) => {
  const { cell, grower } = stage;
  const asker = await stage.person('Asker');
  const ask = async (who: Person, title: string) => (await stage.api<{ id: number }>(who, 'POST', '/api/problems', question(title))).id;
  const answer = async (who: Person, problem: number, text: string) => (await stage.api<{ id: number }>(who, 'POST', `/api/problems/${problem}/solution`, { text })).id;
  const edited = await ask(grower, `Question to edit ${cell}`);
  const removed = await ask(grower, `Question to remove ${cell}`);
  const open = await ask(asker, `Question to answer ${cell}`);
  const answered = await ask(asker, `Question answered ${cell}`);
  const answers = [await answer(grower, answered, 'An answer to edit'), await answer(grower, answered, 'An answer to remove')];
  const mine = await ask(grower, `Question with a good answer ${cell}`);
  const helpful = await answer(asker, mine, 'Flush with plain water');
  const problem = (db: Kysely<Database>, id: number) =>
    db.selectFrom('problems').select(['title', 'is_remove', 'cnt_solutions', 'solution_id']).where('id', '=', id).executeTakeFirstOrThrow();
  return [
    {
      resource: 'question',
      write: async (tab) => (await tab.questions.askQuestion(question(`Fault question ${cell}`), [await picture(`leaf-${cell}.jpg`)])).id,
      // A question counts once with its photo; a second question, or a second photo, is a double.
      arrivals: async (db) => {
        const rows = await db.selectFrom('problems').select('id').where('user_id', '=', grower.id).where('title', '=', `Fault question ${cell}`).execute();
        return rows.length === 1 ? count(db.selectFrom('problem_photos').select('id').where('problem_id', '=', rows[0]!.id)) : rows.length;
      },
    },
    {
      resource: 'question edit',
      prepare: (tab) => tab.questions.refreshQuestion(edited),
      write: (tab) => tab.questions.editQuestion(edited, question(`Edited question ${cell}`)).then(() => undefined),
      arrivals: async (db) => Number((await problem(db, edited)).title === `Edited question ${cell}`),
    },
    {
      resource: 'question delete',
      prepare: (tab) => tab.questions.refreshQuestion(removed),
      write: (tab) => tab.questions.removeQuestion(removed),
      arrivals: async (db) => (await problem(db, removed)).is_remove,
    },
    {
      resource: 'answer',
      prepare: (tab) => tab.questions.refreshQuestion(open),
      write: (tab) => tab.questions.answerQuestion(open, { text: `Fault answer ${cell}` }),
      arrivals: async (db) => Math.max((await problem(db, open)).cnt_solutions,
        await count(db.selectFrom('problem_solutions').select('id').where('user_id', '=', grower.id).where('text', '=', `Fault answer ${cell}`))),
    },
    {
      resource: 'answer edit',
      prepare: (tab) => tab.questions.refreshQuestion(answered),
      write: (tab) => tab.questions.editSolution(answered, answers[0]!, { text: `Edited answer ${cell}` }),
      arrivals: (db) => count(db.selectFrom('problem_solutions').select('id').where('id', '=', answers[0]!).where('text', '=', `Edited answer ${cell}`)),
    },
    {
      resource: 'answer delete',
      prepare: (tab) => tab.questions.refreshQuestion(answered),
      write: (tab) => tab.questions.removeSolution(answered, answers[1]!),
      // Two answers before: each removal takes one off the question's count.
      arrivals: async (db) => 2 - (await problem(db, answered)).cnt_solutions,
    },
    {
      resource: 'helpful answer',
      prepare: (tab) => tab.questions.refreshQuestion(mine),
      write: (tab) => tab.questions.setHelpfulSolution(mine, helpful),
      arrivals: async (db) => Number((await problem(db, mine)).solution_id === helpful),
    },
  ];
};

export const contentAreas: Area[] = [diaries, social, questions];
