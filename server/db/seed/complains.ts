// Demo reports, so the moderators' queue (/admin/complains, the admin account) opens on real work: a diary reported
// by several growers, a week, a photo, a grower, and comments when the seed has them. Reporters are never the owners.
import type { Kysely } from 'kysely';
import type { ComplainReason } from '../../../src/domain/complain/complain-limits';
import type { Database } from '../types';
import { createRng, type Rng } from './prng';

type Db = Kysely<Database>;

interface Target { type: string; ref_id: number; owner_id: number }

const WORDS: Partial<Record<ComplainReason, string[]>> = {
  spam: ['Same link posted in every week.', 'Looks like an advert for a shop.'],
  selling: ['Offers clones for sale in the comments.', 'Asks people to message him to buy seeds.'],
  copyright: ['These photos are from my diary last year.'],
  abuse: ['Insults people who ask questions.'],
  other: ['The week text is copied from a seed bank page.'],
};

/** Reports of `target` by `count` growers who do not own it, with reasons from `reasons`. */
function reportsOf(rng: Rng, target: Target, reporters: number[], count: number, reasons: ComplainReason[], now: Date) {
  return rng.sample(reporters.filter((id) => id !== target.owner_id), count).map((user_id, index) => {
    const reason = rng.pick(reasons);
    const words = WORDS[reason] ?? [];
    return {
      user_id, type: target.type, ref_id: target.ref_id, reason,
      text: reason === 'other' || rng.chance(0.6) ? rng.pick(words.length ? words : WORDS.other!) : '',
      add_date: new Date(now.getTime() - (index + 1) * 3_600_000 * rng.int(1, 30)).toISOString(),
    };
  });
}

/** Inserts the demo reports (after diaries, profiles and comments). */
export async function insertDemoComplains(db: Db, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed ^ 0xc0ffee);
  const reporters = (await db.selectFrom('users').select('id').where('role', '=', 'user').orderBy('id').execute()).map((u) => u.id);
  const diaries = await db.selectFrom('diaries').select(['id', 'user_id']).where('is_remove', '=', 0).orderBy('id').limit(40).execute();
  const weeks = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
    .select(['weeks.id', 'diaries.user_id']).where('weeks.is_remove', '=', 0).orderBy('weeks.id').limit(200).execute();
  const photos = await db.selectFrom('photos').select(['id', 'user_id']).where('is_remove', '=', 0).orderBy('id').limit(200).execute();
  const comments = await db.selectFrom('comments').select(['id', 'user_id']).where('is_remove', '=', 0).orderBy('id').limit(200).execute();
  if (diaries.length < 2 || reporters.length < 4) return;

  const [spamDiary, copiedDiary] = rng.sample(diaries, 2) as [typeof diaries[number], typeof diaries[number]];
  const rows = [
    ...reportsOf(rng, { type: 'diary', ref_id: spamDiary.id, owner_id: spamDiary.user_id }, reporters, 3, ['spam', 'selling'], now),
    ...reportsOf(rng, { type: 'diary', ref_id: copiedDiary.id, owner_id: copiedDiary.user_id }, reporters, 1, ['copyright'], now),
    ...weeks.length ? reportsOf(rng, { type: 'week', ...pickOwned(rng, weeks) }, reporters, 2, ['other', 'spam'], now) : [],
    ...photos.length ? reportsOf(rng, { type: 'photo', ...pickOwned(rng, photos) }, reporters, 1, ['copyright'], now) : [],
    ...reportsOf(rng, { type: 'user', ref_id: spamDiary.user_id, owner_id: spamDiary.user_id }, reporters, 2, ['selling'], now),
    ...rng.sample(comments, Math.min(2, comments.length))
      .flatMap((comment) => reportsOf(rng, { type: 'comment', ref_id: comment.id, owner_id: comment.user_id }, reporters, 1, ['abuse', 'spam'], now)),
  ];
  if (rows.length) await db.insertInto('complains').values(rows).execute();
}

function pickOwned(rng: Rng, rows: { id: number; user_id: number }[]): { ref_id: number; owner_id: number } {
  const row = rng.pick(rows);
  return { ref_id: row.id, owner_id: row.user_id };
}
