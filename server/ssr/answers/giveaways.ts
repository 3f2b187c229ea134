// Server-rendering answers of the giveaways: a list's first page (/giveaways to come and open, /giveaways/archive) or
// one giveaway, as GET /api/giveaways… answers a guest (due giveaways settled first, as the API does).
import { GIVEAWAY_PAGE_SIZE, isGiveawayLink } from '../../../src/domain/giveaway/giveaway-limits';
import { getGiveaway, listGiveaways, settleDueGiveaways } from '../../services/giveaways';
import type { AnswerReader } from './types';

const GIVEAWAY_PAGE = /^\/giveaways(?:\/([^/]+))?\/?$/;

export const giveawayAnswers: AnswerReader = async (db, pathname) => {
  const match = GIVEAWAY_PAGE.exec(pathname);
  if (!match) return undefined;
  const splat = match[1];
  const at = new Date();
  if (splat === undefined || splat === 'archive') {
    await settleDueGiveaways(db, at);
    const list = splat ?? 'active';
    return new Map([[`giveaways:${list}`, await listGiveaways(db, list, 0, GIVEAWAY_PAGE_SIZE, at)]]);
  }
  if (!isGiveawayLink(splat)) return undefined;
  await settleDueGiveaways(db, at);
  const giveaway = await getGiveaway(db, splat, 0, at);
  return giveaway ? new Map([[`giveaway:${splat}`, giveaway]]) : undefined;
};
