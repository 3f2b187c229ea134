// What the giveaway screens call: entering a diary, withdrawing it and voting change the stored giveaway at once and
// queue the write in the same transaction (sent now online, later offline, once); the answer then brings the server's copy.
import { db, type StoredGiveaway } from '@/db/database';
import type { DiaryCard } from '@/domain/diary/diary';
import type { GiveawayCategory, GiveawayEntry, JoinableDiary } from '@/domain/giveaway/giveaway';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { joinGiveaway, voteInGiveaway, withdrawGiveaway } from './mutators';

/** Changes one category of the stored giveaway (and its totals) in the caller's transaction. */
async function changeCategory(giveawayId: number, categoryId: number, change: (category: GiveawayCategory, giveaway: StoredGiveaway) => GiveawayCategory): Promise<void> {
  const giveaway = await db.giveaways.get(giveawayId);
  if (!giveaway) throw new Error('Open the giveaway first.');
  let entries = giveaway.cnt_entries;
  let votes = giveaway.cnt_votes;
  const categories = giveaway.categories.map((category) => {
    if (category.id !== categoryId) return category;
    const changed = change(category, giveaway);
    entries += changed.cnt_entries - category.cnt_entries;
    votes += changed.cnt_votes - category.cnt_votes;
    return changed;
  });
  await db.giveaways.put({ ...giveaway, categories, cnt_entries: Math.max(entries, 0), cnt_votes: Math.max(votes, 0) });
}

/** A temporary id for an entry made on this device (the server's id arrives with the answer). */
const localEntryId = () => -Date.now();

/** Enters one of the grower's diaries in a category: shown at once as the grower's entry, waiting to be sent. */
export async function enterDiary(giveawayId: number, categoryId: number, diary: JoinableDiary): Promise<void> {
  await writeLocally([db.giveaways, db.diaries], async () => {
    const session = await db.session.get('current');
    if (session?.key !== 'current') throw new Error('Sign in to take part.');
    const stored = await db.diaries.get(diary.id);
    const card: DiaryCard = stored ?? {
      id: diary.id, name: diary.name, link: diary.link, add_date: '', update_date: '', cover: null, max_faza: -1, is_harvest: false,
      cnt_weeks: 0, cnt_days: 0, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: session.user, items_seed: [],
    };
    const entry: GiveawayEntry = { id: localEntryId(), category_id: categoryId, add_date: new Date().toISOString(), cnt_votes: 0, item_diary: card };
    await changeCategory(giveawayId, categoryId, (category) => ({
      ...category, entries: [...category.entries, entry], my_entry: entry.id, cnt_entries: category.cnt_entries + 1,
    }));
    await queueWrite(joinGiveaway, { id: giveawayId, category_id: categoryId, content_id: diary.id, title: diary.name }, { label: diary.name });
  });
}

/** Withdraws the grower's entry from a category, with the votes it had. */
export async function withdrawEntry(giveawayId: number, category: GiveawayCategory, entry: GiveawayEntry): Promise<void> {
  await writeLocally([db.giveaways], async () => {
    await changeCategory(giveawayId, category.id, (current) => ({
      ...current, entries: current.entries.filter((e) => e.id !== entry.id), my_entry: null,
      cnt_entries: Math.max(current.cnt_entries - 1, 0), cnt_votes: Math.max(current.cnt_votes - entry.cnt_votes, 0),
      my_vote: current.my_vote === entry.id ? null : current.my_vote,
    }));
    const args = { id: giveawayId, category_id: category.id, content_id: entry.item_diary.id, title: entry.item_diary.name };
    await queueWrite(withdrawGiveaway, args, { label: entry.item_diary.name });
  });
}

/** Votes for an entry of a category: counted at once on the device, waiting to be sent. */
export async function voteFor(giveawayId: number, category: GiveawayCategory, entry: GiveawayEntry): Promise<void> {
  await writeLocally([db.giveaways], async () => {
    await changeCategory(giveawayId, category.id, (current) => ({
      ...current, my_vote: entry.id, cnt_votes: current.cnt_votes + 1,
      entries: current.entries.map((e) => (e.id === entry.id ? { ...e, cnt_votes: e.cnt_votes + 1 } : e)),
    }));
    const args = { id: giveawayId, category_id: category.id, contest_id: entry.id, title: entry.item_diary.name };
    await queueWrite(voteInGiveaway, args, { label: entry.item_diary.name });
  });
}
