// Server-rendering answers of the awards: both sections of /awards, one award (/awards/{year}, /cdc-2022, /poty-2022),
// and /grow-awards (the years and the newest of them), as GET /api/ref/awards/{section} and /api/awards/{link} answer
// a guest.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { getAward, listAwards } from '../../services/awards';
import type { AnswerReader } from './types';

const AWARD_PAGE = /^\/(?:awards\/(2\d{3})|(cdc-2022|poty-2022))\/?$/;

async function awardAnswer(db: Kysely<Database>, link: string): Promise<[string, unknown][] | undefined> {
  const award = await getAward(db, link, 0);
  return award && [[`award:${link}`, award]];
}

export const awardAnswers: AnswerReader = async (db, pathname) => {
  if (pathname === '/awards' || pathname === '/awards/') {
    const [years, events] = await Promise.all([listAwards(db, 'years'), listAwards(db, 'events')]);
    return new Map([['awards:years', years], ['awards:events', events]]);
  }
  if (pathname === '/grow-awards') {
    const years = await listAwards(db, 'years');
    const latest = years.items[0];
    return new Map([['awards:years', years], ...((latest && await awardAnswer(db, latest.link)) ?? [])]);
  }
  const match = AWARD_PAGE.exec(pathname);
  const link = match?.[1] ?? match?.[2];
  const answer = link === undefined ? undefined : await awardAnswer(db, link);
  return answer && new Map(answer);
};
