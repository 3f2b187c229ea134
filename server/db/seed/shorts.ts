// Demo shorts: a dozen published shorts by demo growers (two by the demo account), each with one of the four committed
// clips (copied once under uploads/videos/), a poster from the picture pool, a title and a few words, and likes of other
// demo growers counted on the short. Added once, to a database that has no short yet.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { poolPhoto } from './image-pool';
import { DEMO_ACCOUNT } from './model';
import { SHORT_CLIPS } from './shorts-clips';

const HOUR = 3_600_000;

/** Title, words, clip and phase (of the poster picture) of each demo short; the first is the newest. */
const DEMO_SHORTS: { title: string; text: string; clip: number; faza: number }[] = [
  { title: 'Day 3: she is up!', text: 'Paper towel method, 72 hours to the first leaves.', clip: 0, faza: 0 },
  { title: 'Topping at the fifth node', text: 'One cut, two main colas. Recovery took two days.', clip: 1, faza: 1 },
  { title: 'Week 6 of flower, frosty already', text: 'Dropped the night temperature to bring out the colour.', clip: 2, faza: 2 },
  { title: 'Harvest day timelapse', text: 'Wet trim, hung whole branches at 60% humidity.', clip: 3, faza: 3 },
  { title: 'LST in sixty seconds', text: 'Soft wire, bend early, bend often.', clip: 1, faza: 1 },
  { title: 'Seedling stretch fix', text: 'Light closer, a fan on low, and the stems thickened.', clip: 0, faza: 0 },
  { title: 'Trichomes under the loupe', text: 'Mostly cloudy, a few amber: chop in three days.', clip: 2, faza: 2 },
  { title: 'Dry room check', text: 'Stems snap, not bend: jars tonight.', clip: 3, faza: 3 },
  { title: 'Living soil top dress', text: 'Worm castings and a mulch of straw.', clip: 1, faza: 1 },
  { title: 'Purple pheno reveal', text: 'Cold nights in week 7 did this.', clip: 2, faza: 2 },
  { title: 'First true leaves', text: 'Cotyledons still green, roots out of the plug.', clip: 0, faza: 0 },
  { title: 'Jar curing, week two', text: 'Burping twice a day, 62% packs in.', clip: 3, faza: 3 },
];

/** server/db/seed/clips/ above this module (the sources, or the compiled server's project), or null without it. */
function clipsDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'clips'), path.join(dir, 'server', 'db', 'seed', 'clips')]) {
      if (existsSync(path.join(candidate, SHORT_CLIPS[0]))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Inserts the demo shorts unless there are shorts already (or the clips are not found: then none). */
export async function insertDemoShorts(db: Kysely<Database>, uploadsDir: string, now: Date, imagePool: number): Promise<void> {
  if (await db.selectFrom('shorts').select('id').limit(1).executeTakeFirst()) return;
  const source = clipsDir();
  if (!source) return;
  await mkdir(path.join(uploadsDir, 'videos'), { recursive: true });
  const files = await Promise.all(SHORT_CLIPS.map(async (clip) => {
    const file = `videos/demo-${clip}`;
    await copyFile(path.join(source, clip), path.join(uploadsDir, file));
    return { file, bytes: (await stat(path.join(source, clip))).size };
  }));
  const demo = await db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirst();
  const growers = await db.selectFrom('users').select('id').where('role', '=', 'user').where('name', '!=', DEMO_ACCOUNT.name).orderBy('id').limit(30).execute();
  if (!demo || growers.length < 6) return;
  for (const [index, short] of DEMO_SHORTS.entries()) {
    // The demo account posted the 2nd and the 7th; the others are growers' (a few of them twice).
    const author = index === 1 || index === 6 ? demo.id : growers[index % 6]!.id;
    const date = new Date(now.getTime() - (index * 9 + 2) * HOUR).toISOString();
    const likers = growers.filter((g) => g.id !== author).slice(0, 3 + ((index * 5) % 11));
    const { id } = await db.insertInto('shorts').values({
      user_id: author, title: short.title, text: short.text, poster_file: poolPhoto(short.faza - 1, index * 3 + 1, imagePool).file,
      file: files[short.clip]!.file, mime: 'video/webm', bytes: files[short.clip]!.bytes, upload_id: null, key: null,
      cnt_likes: likers.length, add_date: date, update_date: date, publish_date: date,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('likes').values(likers.map((g) => ({ user_id: g.id, type: 'short', ref_id: id, add_date: date }))).execute();
  }
}
