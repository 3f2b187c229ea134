// Demo profiles: a bio, a location, and for some growers a website and social handles, so every profile's index has
// content; the growers with the most diaries follow and are followed by others and keep bookmarks, so their followers,
// following and bookmarks tabs have rows; the demo account and a few growers block someone, so the settings' banned
// page has rows. Avatars come from the seed's image pool already (insert.ts).
import type { Kysely } from 'kysely';
import type { Socials } from '../../../src/domain/user/profile';
import type { Database } from '../types';
import { DEMO_ACCOUNT } from './model';
import { createRng, type Rng } from './prng';

const OPENINGS = [
  'Home grower since {year}.', 'Growing in a small tent since {year}.', 'Hobby gardener, indoors since {year}.',
  'Outdoor guerrilla grower turned tent grower in {year}.', 'Started with one bag seed in {year}, still learning.',
];
const STYLES = [
  'Living soil, no bottles, lots of worm castings.', 'Coco and drip, feeding to runoff every day.',
  'Autoflowers only: short runs, small space.', 'LST and a flat canopy; I never top.', 'Hydro (DWC) under LEDs.',
  'Organic teas and a lot of patience.', 'Photoperiods, mainlined to eight colas.',
];
const CLOSINGS = [
  'Happy to answer questions in the comments.', 'Always looking for a better terpene profile.',
  'Follow along, every week gets photos.', 'Ask me about cloning.', 'I log everything: pH, EC, VPD.', '',
];
const LOCATIONS = [
  'Barcelona, Spain', 'Denver, Colorado', 'Toronto, Canada', 'Berlin, Germany', 'Amsterdam, Netherlands',
  'Montevideo, Uruguay', 'Cape Town, South Africa', 'Bangkok, Thailand', 'Melbourne, Australia', 'Prague, Czechia',
  'Lisbon, Portugal', 'Portland, Oregon',
];

/** Fills the profile fields of every demo grower (the admin account aside) and adds a few blocks. */
export async function insertDemoProfiles(db: Kysely<Database>, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed + 14);
  const growers = await db.selectFrom('users').select(['id', 'name', 'add_date']).where('role', '=', 'user').orderBy('id').execute();
  for (const grower of growers) {
    const year = Number(grower.add_date.slice(0, 4)) || 2024;
    const bio = [rng.pick(OPENINGS).replace('{year}', String(year)), rng.pick(STYLES), rng.pick(CLOSINGS)].filter(Boolean).join(' ');
    const handle = grower.name.toLowerCase().replace(/[^a-z0-9_.-]/g, '');
    const socials: Socials = {};
    if (rng.chance(0.5)) socials.instagram = handle;
    if (rng.chance(0.25)) socials.youtube = handle;
    if (rng.chance(0.2)) socials.reddit = handle;
    await db.updateTable('users').set({
      bio,
      location: rng.pick(LOCATIONS),
      website: rng.chance(0.3) ? `https://${handle}.example.com` : '',
      socials: JSON.stringify(socials),
    }).where('id', '=', grower.id).execute();
  }
  await insertDemoFollows(db, rng, growers.map((g) => g.id), now);
  // The demo account blocked two growers, and a few growers blocked one another.
  const demo = growers.find((g) => g.name === DEMO_ACCOUNT.name);
  const others = growers.filter((g) => g !== demo);
  const blocks: [number, number][] = [];
  if (demo && others.length >= 3) blocks.push([demo.id, others[others.length - 1]!.id], [demo.id, others[others.length - 2]!.id]);
  for (let i = 0; i < 3 && others.length > 6; i++) {
    const blocker = rng.pick(others);
    const blocked = rng.pick(others.filter((g) => g !== blocker));
    if (!blocks.some(([a, b]) => a === blocker.id && b === blocked.id)) blocks.push([blocker.id, blocked.id]);
  }
  if (blocks.length) {
    const date = now.toISOString();
    await db.insertInto('user_blocks').values(blocks.map(([user_id, blocked_id]) => ({ user_id, blocked_id, add_date: date }))).execute();
  }
}

/** The three growers with the most diaries are followed by a few others, follow one another, and bookmark harvested diaries. */
async function insertDemoFollows(db: Kysely<Database>, rng: Rng, growerIds: number[], now: Date): Promise<void> {
  const top = await db.selectFrom('diaries').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_remove', '=', 0).where('is_hidden', '=', 0).groupBy('user_id').orderBy('n', 'desc').orderBy('user_id').limit(3).execute();
  const diaries = await db.selectFrom('diaries').select(['id', 'user_id', 'max_faza']).where('is_remove', '=', 0).where('is_hidden', '=', 0).orderBy('id').execute();
  const rows: { user_id: number; type: 'user' | 'diary'; content_id: number; list: 'common' | 'bookmark' }[] = [];
  const add = (row: (typeof rows)[number]) => {
    if (row.user_id !== row.content_id || row.type !== 'user') {
      if (!rows.some((r) => r.user_id === row.user_id && r.type === row.type && r.content_id === row.content_id)) rows.push(row);
    }
  };
  for (const { user_id: star } of top) {
    const others = growerIds.filter((id) => id !== star);
    for (let i = 0; i < 5; i++) add({ user_id: rng.pick(others), type: 'user', content_id: star, list: 'common' });
    // They follow one another (their followers are the only growers the demo gives followers).
    for (const other of top) add({ user_id: star, type: 'user', content_id: other.user_id, list: 'common' });
    const theirs = diaries.filter((d) => d.user_id !== star);
    for (let i = 0; i < 3; i++) {
      const diary = rng.pick(theirs);
      add({ user_id: star, type: 'diary', content_id: diary.id, list: diary.max_faza === 2 ? 'bookmark' : 'common' });
    }
    const harvested = theirs.filter((d) => d.max_faza === 2);
    if (harvested.length) add({ user_id: star, type: 'diary', content_id: rng.pick(harvested).id, list: 'bookmark' });
  }
  if (rows.length === 0) return;
  // Positions count up per grower in insertion order (the newest follow has the highest), a day apart.
  const seen = new Map<number, number>();
  await db.insertInto('follows').values(rows.map((row) => {
    const position = (seen.get(row.user_id) ?? 0) + 1;
    seen.set(row.user_id, position);
    return { ...row, position, add_date: new Date(now.getTime() - (rows.length - position) * 86_400_000).toISOString() };
  })).execute();
}
