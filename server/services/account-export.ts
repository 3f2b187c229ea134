// A grower's own data as a zip, streamed as it is read: the account and its settings, every diary with its weeks as
// the API answers them (hidden ones included, as their owner sees them) and its photos in their largest size, the
// grower's comments and product reviews, and their orders (premium and from partner brands). Photos are stored as they
// are (already compressed), the JSON deflated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { uploadedFileOf } from '../media/image-sizes';
import { getDiary } from './diaries';
import { allUserOrders } from './partner-orders';
import { getPremiumAnswer } from './premium-orders';
import { listUserReviews } from './reviews';
import { getSettingsAnswer } from './settings';

type Db = Kysely<Database>;

/** Names the format inside account.json, for an import to recognise it. */
export const EXPORT_FORMAT = { format: 'growdiaries-export', version: 1 } as const;
const REVIEWS_PAGE = 100;

interface Entry { name: string; data: Uint8Array; stored?: boolean }

const json = (name: string, value: unknown): Entry => ({ name, data: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`) });

/** The file of an upload URL, or null for anything that would leave the uploads folder. */
function uploadFile(uploadsDir: string, url: string): string | null {
  const relative = uploadedFileOf(url);
  const file = relative === null ? null : path.resolve(uploadsDir, relative);
  return file?.startsWith(path.resolve(uploadsDir) + path.sep) ? file : null;
}

async function* accountEntries(db: Db, uploadsDir: string, user: UserRow, now: Date): AsyncGenerator<Entry> {
  yield { name: 'README.txt', data: new TextEncoder().encode(README) };
  yield json('account.json', {
    ...EXPORT_FORMAT,
    exported_at: now.toISOString(),
    account: {
      id: user.id, name: user.name, email: user.email, status: user.status, add_date: user.add_date, email_confirmed_at: user.email_confirmed_at,
      bio: user.bio, location: user.location, website: user.website, socials: JSON.parse(user.socials) as unknown,
    },
    settings: await getSettingsAnswer(db, user.id),
  });
  const diaries = await db.selectFrom('diaries').select('id').where('user_id', '=', user.id).where('is_remove', '=', 0).orderBy('id').execute();
  for (const { id } of diaries) {
    const diary = await getDiary(db, id, user);
    if (!diary) continue;
    yield json(`diaries/${id}/diary.json`, diary);
    for (const week of diary.items_week) {
      for (const photo of week.items_photo) {
        const file = uploadFile(uploadsDir, photo.size_big);
        const data = file && await readFile(file).catch(() => null);
        if (data) yield { name: `diaries/${id}/photos/${week.id}-${photo.id}.jpg`, data, stored: true };
      }
    }
  }
  const comments = await db.selectFrom('comments').select(['id', 'type', 'ref_id', 'parent_id', 'text', 'add_date', 'update_date'])
    .where('user_id', '=', user.id).where('is_remove', '=', 0).orderBy('id').execute();
  yield json('comments.json', comments);
  const reviews = [];
  for (let start = 0; ; start += REVIEWS_PAGE) {
    const page = await listUserReviews(db, user.id, start, REVIEWS_PAGE);
    reviews.push(...page.items);
    if (start + REVIEWS_PAGE >= page.total) break;
  }
  yield json('reviews.json', reviews);
  yield json('orders.json', { premium: (await getPremiumAnswer(db, user.id)).orders, partner: await allUserOrders(db, user.id) });
}

/** The zip's bytes as they are made, entry after entry (a reader that stops pulling stops the reading). */
async function* zipped(entries: AsyncIterable<Entry>): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for await (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    file.push(entry.data, true);
    if (failure) throw failure;
    yield* chunks.splice(0);
  }
  zip.end();
  yield* chunks.splice(0);
}

/** The grower's export as a stream of zip bytes. */
export function accountExport(db: Db, uploadsDir: string, user: UserRow, now = new Date()): Readable {
  return Readable.from(zipped(accountEntries(db, uploadsDir, user, now)));
}

const README = `Your GrowDiaries data

account.json            your account, profile and settings
diaries/<id>/diary.json each diary with its weeks, as the app shows them
diaries/<id>/photos/    the diary's photos in their largest size, named <week id>-<photo id>.jpg
comments.json           the comments you wrote
reviews.json            your product reviews
orders.json             your premium orders and your orders from partner brands
`;
