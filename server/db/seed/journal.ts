// Demo journal: the dozen articles of journal-articles.ts by the demo admin (covers from the picture pool, dates a
// few days apart) and the reader polls with votes of demo growers (never the demo account, who votes himself); added once, to a database that has no article yet.
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { poolPhoto } from './image-pool';
import { DEMO_ARTICLES, DEMO_POLLS } from './journal-articles';
import { DEMO_ACCOUNT } from './model';
import { ADMIN_ACCOUNT } from './telemetry';

const DAY = 86_400_000;

/** Inserts the demo articles and polls unless the journal has articles already. */
export async function insertDemoJournal(db: Kysely<Database>, now: Date, imagePool: number): Promise<void> {
  if (await db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) return;
  const admin = await db.selectFrom('users').select('id').where('name', '=', ADMIN_ACCOUNT.name).executeTakeFirst();
  if (!admin) return;
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    // The first article is the newest.
    const date = new Date(now.getTime() - (index * 3 + 1) * DAY).toISOString();
    const { id } = await db.insertInto('articles').values({
      user_id: admin.id, link: article.link, title: article.title, description: article.description, text: article.text,
      category: article.category, tags: JSON.stringify(article.tags), cover_file: poolPhoto(index % 4 - 1, index * 2, imagePool).file,
      cnt_views: 40 + index * 17, add_date: date, update_date: date,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('article_tags').values(article.tags.map((tag) => ({ tag, article_id: id }))).execute();
  }
  const voters = await db.selectFrom('users').select('id').where('role', '=', 'user').where('name', '!=', DEMO_ACCOUNT.name).orderBy('id').limit(40).execute();
  for (const [index, poll] of DEMO_POLLS.entries()) {
    const added = new Date(now.getTime() - (index * 7 + 2) * DAY).toISOString();
    const endDate = poll.closedDaysAgo === null ? null : new Date(now.getTime() - poll.closedDaysAgo * DAY).toISOString();
    const { id: pollId } = await db.insertInto('journal_polls').values({ title: poll.title, description: poll.description, end_date: endDate, add_date: added })
      .returning('id').executeTakeFirstOrThrow();
    let voter = 0;
    for (const [position, title] of poll.options.entries()) {
      const wanted = poll.votes[position] ?? 0;
      const chosen = voters.slice(voter, voter + wanted);
      voter += chosen.length;
      const { id: optionId } = await db.insertInto('journal_poll_options').values({ poll_id: pollId, title, position, cnt_votes: chosen.length })
        .returning('id').executeTakeFirstOrThrow();
      if (chosen.length) {
        await db.insertInto('journal_poll_votes').values(chosen.map((u) => ({ poll_id: pollId, user_id: u.id, option_id: optionId, add_date: added }))).execute();
      }
    }
    await db.updateTable('journal_polls').set({ cnt_votes: voter }).where('id', '=', pollId).execute();
  }
}
