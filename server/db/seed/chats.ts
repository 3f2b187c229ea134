// Demo chats for the demo account: a few direct chats and two groups with days of history (some unread), and one
// business chat with a seed bank's grower, so /chats and its rooms open on real conversations (and its Businesses tab
// is not empty); one group message is reported by a member, so the moderators' queue shows a chat report too.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { DEMO_ACCOUNT } from './model';
import { createRng } from './prng';

type Db = Kysely<Database>;

const LINES = [
  'How are your girls doing this week?', 'Switched to 12/12 yesterday, fingers crossed.', 'Tips are burning a bit, lowering the EC.',
  'Nice! What light are you running?', 'A 240 W board at 45 cm.', 'Trichomes still mostly cloudy, waiting another week.',
  'Did you top her or just LST?', 'Just LST, she is too short to top.', 'That Northern Lights looks frosty already.',
  'Thanks! The smell is unreal.', 'Watering every second day now.', 'Check your runoff pH, sounds like lockout.',
  'Runoff was 5.6, you were right.', 'Harvest on Sunday, want to see the dry room?', 'Sure, send photos!',
  'Humidity is 65% in flower, too high?', 'Aim for 45–50% from week 5.', 'Got a dehumidifier, already better.',
];
const GROUPS = ['Autoflower growers', 'Living soil club'];
/** The group whose message a member reported, and the report's words. */
const REPORTED_GROUP = 4;
const REPORT_TEXT = 'Posts the same question in every group we are in.';
const BUSINESS_LINES = ['Hi! Your order of Blue Dream seeds has shipped.', 'Great, thanks. How long to Germany?', 'Usually 3 to 5 working days.'];

/** Inserts the demo chats (after the growers). */
export async function insertDemoChats(db: Db, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed ^ 0xc4a7);
  const demo = await db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirst();
  if (!demo) return;
  const growers = (await db.selectFrom('users').select('id').where('role', '=', 'user').where('id', '!=', demo.id).orderBy('id').limit(40).execute()).map((u) => u.id);
  if (growers.length < 6) return;
  const picked = rng.sample(growers, 6);
  const rooms: { kind: 'direct' | 'group'; name: string; members: number[]; business: boolean; lines: string[] }[] = [
    ...picked.slice(0, 3).map((id) => ({ kind: 'direct' as const, name: '', members: [demo.id, id], business: false, lines: LINES })),
    { kind: 'group', name: GROUPS[0]!, members: [demo.id, ...picked.slice(0, 4)], business: false, lines: LINES },
    { kind: 'group', name: GROUPS[1]!, members: [picked[4]!, demo.id, picked[1]!, picked[2]!], business: false, lines: LINES },
    { kind: 'direct', name: '', members: [demo.id, picked[5]!], business: true, lines: BUSINESS_LINES },
  ];
  for (const [index, spec] of rooms.entries()) {
    const count = spec.lines === BUSINESS_LINES ? BUSINESS_LINES.length : rng.int(8, 24);
    const start = now.getTime() - rng.int(3, 9) * 86_400_000 - index * 3_600_000;
    const step = (now.getTime() - 3_600_000 * (index + 1) - start) / count;
    const first = new Date(start).toISOString();
    const [a, b] = [spec.members[0]!, spec.members[1]!];
    const room = await db.insertInto('chat_rooms').values({
      kind: spec.kind, name: spec.name, address: randomBytes(6).toString('base64url'), owner_id: spec.members[0]!,
      direct_key: spec.kind === 'direct' ? (a < b ? `${a}:${b}` : `${b}:${a}`) : null, is_business: spec.business ? 1 : 0,
      cnt_members: spec.members.length, last_message_id: null, add_date: first, update_date: first,
    }).returning('id').executeTakeFirstOrThrow();
    let lastId = 0;
    let lastDate = first;
    const ids: number[] = [];
    const authors: number[] = [];
    for (let i = 0; i < count; i++) {
      const author = spec.lines === BUSINESS_LINES ? spec.members[i % 2 === 0 ? 1 : 0]! : rng.pick(spec.members);
      lastDate = new Date(start + step * i + rng.int(0, 600_000)).toISOString();
      const text = spec.lines === BUSINESS_LINES ? BUSINESS_LINES[i]! : rng.pick(spec.lines);
      lastId = (await db.insertInto('chat_messages').values({ room_id: room.id, user_id: author, text, address: null, add_date: lastDate })
        .returning('id').executeTakeFirstOrThrow()).id;
      ids.push(lastId);
      authors.push(author);
    }
    await db.updateTable('chat_rooms').set({ last_message_id: lastId, update_date: lastDate }).where('id', '=', room.id).execute();
    // The demo account has read all but the last few messages of some rooms (never before its own last message: writing
    // reads the room); the others have read everything.
    const unread = index % 2 === 0 ? rng.int(1, 3) : 0;
    const demoRead = Math.max(ids.length - 1 - unread, authors.lastIndexOf(demo.id));
    await db.insertInto('chat_members').values(spec.members.map((user_id) => ({
      room_id: room.id, user_id, add_date: first, last_read_id: user_id === demo.id ? (ids[demoRead] ?? 0) : lastId,
    }))).execute();
    if (index === REPORTED_GROUP) {
      // The first message of another member, reported by the group's third member (not the demo account).
      const reporter = spec.members[2]!;
      const at = authors.findIndex((id) => id !== reporter);
      if (at >= 0) {
        await db.insertInto('complains').values({
          user_id: reporter, type: 'chat_message', ref_id: ids[at]!, reason: 'spam', text: REPORT_TEXT, add_date: lastDate, is_closed: 0,
        }).execute();
      }
    }
  }
}
