// The fault matrix's writes among growers and of their accounts: chats, giveaways, award and journal votes, the contact
// form, notifications, shorts, the profile, settings and blocks, premium and partner orders, each over its scene.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { JoinableDiary } from '@/domain/giveaway/giveaway';
import type { Database } from '../../../server/db/types';
import { asUser, count, daysFromNow, stored, type Area, type Tab } from './fault-scenes';

/** A direct chat opened offline and a message written into it, and the owner's changes of a group and leaving a chat. */
const chats: Area = async (stage) => {
  const { cell, grower } = stage;
  const [partner, member, joiner, leaver, chatty] = [
    await stage.person('Partner'), await stage.person('Member'), await stage.person('Joiner'), await stage.person('Leaver'), await stage.person('Chatty'),
  ];
  const group = (await stage.api<{ id: number }>(grower, 'POST', '/api/chats', { user_id: member.id, name: `Fault group ${cell}` })).id;
  await stage.api(grower, 'POST', `/api/chats/${group}/users`, { user_id: leaver.id });
  const direct = (await stage.api<{ id: number }>(chatty, 'POST', '/api/chats', { user_id: grower.id })).id;
  const room = (db: Kysely<Database>, id: number) => db.selectFrom('chat_rooms').select(['name', 'cnt_members']).where('id', '=', id).executeTakeFirstOrThrow();
  const memberships = (db: Kysely<Database>, userId: number, roomId?: number) => {
    const rows = db.selectFrom('chat_members').select('room_id').where('user_id', '=', userId);
    return count(roomId === undefined ? rows : rows.where('room_id', '=', roomId));
  };
  // The chats screen lists the rooms, a group's page its members.
  const readRooms = async (tab: Tab) => {
    await tab.chats.refreshChatList();
    await tab.chats.refreshMembers(group);
  };
  const roomOf = (tab: Tab, id: number) => stored(tab.db.chatRooms.get(id), 'The chat');
  return [
    {
      resource: 'chat',
      prepare: readRooms,
      write: (tab) => tab.chats.openChat(asUser(partner)),
      arrivals: (db) => memberships(db, partner.id),
    },
    {
      resource: 'chat message',
      write: async (tab, made) => tab.chats.writeMessage(await roomOf(tab, made.chat ?? group), `Fault message ${cell}`),
      arrivals: (db) => count(db.selectFrom('chat_messages').select('id').where('user_id', '=', grower.id).where('text', '=', `Fault message ${cell}`)),
    },
    {
      resource: 'chat rename',
      write: async (tab) => tab.chats.renameRoom(await roomOf(tab, group), `Renamed group ${cell}`),
      arrivals: async (db) => Number((await room(db, group)).name === `Renamed group ${cell}`),
    },
    {
      resource: 'chat member',
      write: async (tab) => tab.chats.setMember(await roomOf(tab, group), asUser(joiner), true),
      arrivals: (db) => memberships(db, joiner.id, group),
    },
    {
      resource: 'chat member out',
      write: async (tab) => tab.chats.setMember(await roomOf(tab, group), asUser(leaver), false),
      arrivals: async (db) => 1 - (await memberships(db, leaver.id, group)),
    },
    {
      resource: 'chat ban',
      write: async (tab) => tab.chats.setBanned(await roomOf(tab, group), asUser(member), true),
      arrivals: (db) => count(db.selectFrom('chat_bans').select('user_id').where('room_id', '=', group).where('user_id', '=', member.id)),
    },
    {
      resource: 'chat leave',
      write: async (tab) => tab.chats.leaveRoom(await roomOf(tab, direct)),
      // Two members before: the grower who leaves, and the one who stays.
      arrivals: async (db) => 2 - (await room(db, direct)).cnt_members,
    },
  ];
};

/** Entering a diary in a giveaway, withdrawing another, voting for someone's entry; a vote in an award and in a poll. */
const contests: Area = async (stage) => {
  const { cell, grower } = stage;
  const rival = await stage.person('Entrant');
  const sponsor = await stage.brand(`Fault Sponsor ${cell}`);
  const link = `fault-giveaway-${cell}`;
  const giveaway = (await stage.db.insertInto('giveaways').values({
    link, title: `Fault giveaway ${cell}`, brand_id: sponsor, start_date: daysFromNow(-30), end_date: daysFromNow(365), closed_date: null, add_date: daysFromNow(-40),
  }).returning('id').executeTakeFirstOrThrow()).id;
  const category = async (title: string, position: number) =>
    (await stage.db.insertInto('giveaway_categories').values({ giveaway_id: giveaway, title, prize: 'A lamp', position, winner_entry_id: null })
      .returning('id').executeTakeFirstOrThrow()).id;
  const [joined, withdrawn, voted] = [await category('Best bud', 0), await category('Best plant', 1), await category('Best grow', 2)];
  const entering = await stage.diary(grower, `Diary to enter ${cell}`);
  const entered = await stage.diary(grower, `Diary to withdraw ${cell}`);
  await stage.api(grower, 'POST', `/api/giveaways/${giveaway}/join`, { category_id: withdrawn, content_id: entered });
  const rivalDiary = await stage.diary(rival, `Rival grow ${cell}`);
  await stage.api(rival, 'POST', `/api/giveaways/${giveaway}/join`, { category_id: voted, content_id: rivalDiary });
  const entries = (db: Kysely<Database>, categoryId: number) => db.selectFrom('giveaway_entries').select(['id', 'cnt_votes']).where('category_id', '=', categoryId);
  let joinable: JoinableDiary | undefined;
  const categoryOf = async (tab: Tab, id: number) => (await stored(tab.db.giveaways.get(giveaway), 'The giveaway')).categories.find((c) => c.id === id)!;

  const award = (await stage.db.insertInto('awards').values({
    link: `fault-award-${cell}`, section: 'events', title: `Fault awards ${cell}`, start_date: daysFromNow(-10), end_date: daysFromNow(365), add_date: daysFromNow(-20),
  }).returning('id').executeTakeFirstOrThrow()).id;
  const awardCategory = (await stage.db.insertInto('award_categories').values({ award_id: award, title: 'Diary of the year', kind: 'diary', position: 0 })
    .returning('id').executeTakeFirstOrThrow()).id;
  const nominee = (await stage.db.insertInto('award_nominees').values({ category_id: awardCategory, ref_id: rivalDiary, position: 0 })
    .returning('id').executeTakeFirstOrThrow()).id;

  const poll = (await stage.db.insertInto('journal_polls').values({ title: `Fault poll ${cell}`, end_date: null, add_date: daysFromNow(-1) }).returning('id').executeTakeFirstOrThrow()).id;
  const option = (await stage.db.insertInto('journal_poll_options').values({ poll_id: poll, title: 'Soil', position: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  await stage.db.insertInto('journal_poll_options').values({ poll_id: poll, title: 'Coco', position: 1 }).execute();
  return [
    {
      resource: 'giveaway entry',
      // The giveaway's page, and its join picker listing the grower's diaries.
      prepare: async (tab) => {
        await tab.giveaways.refreshGiveaway(link);
        joinable = (await tab.giveaways.fetchJoinable(giveaway, joined)).items.find((diary) => diary.id === entering);
      },
      write: (tab) => tab.giveaways.enterDiary(giveaway, joined, joinable!),
      arrivals: async (db) => {
        const category = await db.selectFrom('giveaway_categories').select('cnt_entries').where('id', '=', joined).executeTakeFirstOrThrow();
        return Math.max(category.cnt_entries, await count(entries(db, joined).where('user_id', '=', grower.id)));
      },
    },
    {
      resource: 'giveaway withdraw',
      write: async (tab) => {
        const category = await categoryOf(tab, withdrawn);
        await tab.giveaways.withdrawEntry(giveaway, category, category.entries.find((entry) => entry.item_diary.id === entered)!);
      },
      arrivals: async (db) => 1 - (await count(entries(db, withdrawn))),
    },
    {
      resource: 'giveaway vote',
      write: async (tab) => {
        const category = await categoryOf(tab, voted);
        await tab.giveaways.voteFor(giveaway, category, category.entries[0]!);
      },
      arrivals: async (db) => Math.max((await entries(db, voted).executeTakeFirstOrThrow()).cnt_votes,
        await count(db.selectFrom('giveaway_votes').select('user_id').where('category_id', '=', voted).where('user_id', '=', grower.id))),
    },
    {
      resource: 'award vote',
      write: (tab) => tab.awards.voteInAward(award, awardCategory, nominee, `Rival grow ${cell}`, 'Diary of the year'),
      arrivals: async (db) => Math.max((await db.selectFrom('award_nominees').select('cnt_votes').where('id', '=', nominee).executeTakeFirstOrThrow()).cnt_votes,
        await count(db.selectFrom('award_votes').select('user_id').where('category_id', '=', awardCategory).where('user_id', '=', grower.id))),
    },
    {
      resource: 'poll vote',
      write: (tab) => tab.journal.vote(poll, option, 'Soil', `Fault poll ${cell}`),
      arrivals: async (db) => Math.max((await db.selectFrom('journal_poll_options').select('cnt_votes').where('id', '=', option).executeTakeFirstOrThrow()).cnt_votes,
        await count(db.selectFrom('journal_poll_votes').select('user_id').where('poll_id', '=', poll).where('user_id', '=', grower.id))),
    },
  ];
};

/** The grower's account: profile, a settings section, blocks, notifications read and deleted, a message to the site. */
const account: Area = async (stage) => {
  const { cell, grower } = stage;
  const [pest, forgiven, fan, follower] = [await stage.person('Pest'), await stage.person('Forgiven'), await stage.person('Fan'), await stage.person('Follower')];
  await stage.api(grower, 'PUT', `/api/users/${grower.id}/settings/banned/user/${forgiven.id}`);
  // Two growers follow the grower: two notifications.
  for (const who of [fan, follower]) await stage.api(who, 'POST', `/api/follows/user/${grower.id}`);
  const notices = await stage.db.selectFrom('notifications').select('id').where('user_id', '=', grower.id).where('actor_id', 'in', [fan.id, follower.id])
    .orderBy('id').execute();
  const [read, deleted] = notices.map((notice) => notice.id);
  const measures = { length: 'in', temperature: 'F', volume: 'gal', weight: 'oz', area: 'ft2', tds: 'ppm', nutrient: 'ml/gal' } as const;
  const user = (db: Kysely<Database>) => db.selectFrom('users').select(['bio', 'settings']).where('id', '=', grower.id).executeTakeFirstOrThrow();
  const blocks = (db: Kysely<Database>, id: number) => count(db.selectFrom('user_blocks').select('user_id').where('user_id', '=', grower.id).where('blocked_id', '=', id));
  const notice = (db: Kysely<Database>, id: number) => db.selectFrom('notifications').select('is_read').where('id', '=', id).execute();
  return [
    {
      resource: 'profile',
      write: (tab) => tab.settings.saveProfile(grower.id, { name: grower.name, bio: `Fault bio ${cell}`, location: 'Leeds', website: '', socials: {} }, 'Profile'),
      arrivals: async (db) => Number((await user(db)).bio === `Fault bio ${cell}`),
    },
    {
      resource: 'settings',
      write: (tab) => tab.settings.saveSettingsSection(grower.id, 'measures', measures, 'Units'),
      arrivals: async (db) => Number(JSON.stringify((JSON.parse((await user(db)).settings) as { measures?: unknown }).measures) === JSON.stringify(measures)),
    },
    {
      resource: 'block',
      write: (tab) => tab.settings.setBlocked(grower.id, asUser(pest), true, pest.name),
      arrivals: (db) => blocks(db, pest.id),
    },
    {
      resource: 'unblock',
      write: (tab) => tab.settings.setBlocked(grower.id, asUser(forgiven), false, forgiven.name),
      arrivals: async (db) => 1 - (await blocks(db, forgiven.id)),
    },
    {
      resource: 'notification read',
      prepare: async (tab) => void (await tab.notifications.loadNotifications(grower.id, {})),
      write: (tab) => tab.notifications.markRead(grower.id, { notifications: [read!], groups: [] }, 'A follower'),
      arrivals: async (db) => (await notice(db, read!))[0]?.is_read ?? 0,
    },
    {
      resource: 'notification delete',
      write: (tab) => tab.notifications.deleteSelected(grower.id, { notifications: [deleted!], groups: [] }, 'A follower'),
      arrivals: async (db) => 1 - (await notice(db, deleted!)).length,
    },
    {
      resource: 'contact message',
      write: (tab) => tab.contact.sendContactMessage(`fault-contact-${cell}`, {
        kind: 'contact', name: grower.name, email: `${grower.name.toLowerCase()}@example.test`, subject: 'Hello', company: '', website: '', interest: null,
        text: `Fault contact ${cell}`,
      }, 'Contact form'),
      arrivals: (db) => count(db.selectFrom('contacts').select('id').where('user_id', '=', grower.id).where('text', '=', `Fault contact ${cell}`)),
    },
  ];
};

let clip: Buffer | undefined;
/** A short clip as a phone records it (one of the demo's WebM clips), and its poster frame. */
async function shortMedia(cell: number) {
  clip ??= await readFile(new URL('../../../server/db/seed/clips/sprout.webm', import.meta.url));
  const poster = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#274' } }).jpeg().toBuffer();
  return { video: new File([new Uint8Array(clip)], `clip-${cell}.webm`, { type: 'video/webm' }), poster: { blob: new Blob([new Uint8Array(poster)], { type: 'image/jpeg' }), width: 48, height: 64 } };
}

/** A short posted offline (its clip and poster in the upload queue), and the words of another changed and a third removed. */
const shorts: Area = async (stage) => {
  const { cell, grower } = stage;
  const [edited, removed] = [
    (await stage.api<{ id: number }>(grower, 'POST', '/api/shorts', { title: `Short to edit ${cell}`, text: '' })).id,
    (await stage.api<{ id: number }>(grower, 'POST', '/api/shorts', { title: `Short to remove ${cell}`, text: '' })).id,
  ];
  const short = (db: Kysely<Database>, id: number) => db.selectFrom('shorts').select(['title', 'is_remove']).where('id', '=', id).executeTakeFirstOrThrow();
  const shortOf = (tab: Tab, id: number) => stored(tab.db.shorts.get(id), 'The short');
  return [
    {
      resource: 'short',
      write: async (tab) => {
        const { video, poster } = await shortMedia(cell);
        return tab.shorts.saveNewShort({ title: `Fault short ${cell}`, text: 'Day 12' }, video, poster);
      },
      // A short counts once it has its clip and poster (published); a second row is a double.
      arrivals: async (db) => {
        const rows = await db.selectFrom('shorts').select(['file', 'poster_file', 'publish_date']).where('user_id', '=', grower.id).where('title', '=', `Fault short ${cell}`).execute();
        return rows.length === 1 ? Number(rows[0]!.file !== null && rows[0]!.poster_file !== null && rows[0]!.publish_date !== null) : rows.length;
      },
    },
    {
      resource: 'short edit',
      prepare: (tab) => tab.shorts.refreshShort(edited),
      write: async (tab) => tab.shorts.changeShort(await shortOf(tab, edited), { title: `Edited short ${cell}`, text: 'Day 13' }),
      arrivals: async (db) => Number((await short(db, edited)).title === `Edited short ${cell}`),
    },
    {
      resource: 'short delete',
      prepare: (tab) => tab.shorts.refreshShort(removed),
      write: async (tab) => tab.shorts.removeShort(await shortOf(tab, removed)),
      arrivals: async (db) => (await short(db, removed)).is_remove,
    },
  ];
};

/** A premium order, and cancelling an order placed with a partner brand through the cart. */
const orders: Area = async (stage) => {
  const { cell, grower } = stage;
  const seller = await stage.brand(`Fault Seeds ${cell}`, 'partner', [await stage.person('Seller')]);
  const order = await stage.order(grower, await stage.product(seller, `Auto ${cell}`));
  return [
    {
      resource: 'premium order',
      write: (tab) => tab.premium.placeOrder(grower.id, 'month', 'invoice', 'Premium for a month'),
      arrivals: (db) => count(db.selectFrom('premium_orders').select('id').where('user_id', '=', grower.id)),
    },
    {
      resource: 'order cancel',
      // The profile's orders tab.
      prepare: (tab) => tab.orders.refreshOrders(tab.orders.growerOrders(grower.id)),
      write: (tab) => tab.orders.cancelOrder(grower.id, order, `Order ${order}`),
      arrivals: async (db) => Number((await db.selectFrom('partner_orders').select('state').where('id', '=', order).executeTakeFirstOrThrow()).state === 'cancelled'),
    },
  ];
};

export const communityAreas: Area[] = [chats, contests, account, shorts, orders];
