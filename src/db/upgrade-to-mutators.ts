// Schema 6: rows queued by older versions as {method, path, body} become mutator rows, and follows and reviews move to typed tables.
import type { Transaction } from 'dexie';
import { diaryCoverTarget, diaryTarget, followTarget, reviewTarget, weekTarget } from '@/domain/api/change-targets';

/** An outbox row as versions 1 to 5 stored it. */
export interface LegacyOutboxRow {
  seq?: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  creates?: { kind: 'diary' | 'week'; temp_id: number };
  [field: string]: unknown;
}

/** The mutator, arguments and target an old row stands for. */
interface Converted { mutator: string; args: unknown; target: string }

const id = (text: string | undefined) => Number(text);

/** Reads what an old row was from its method and path; a row of an unknown kind keeps its request so nothing is lost. */
export function convertLegacyRow(row: LegacyOutboxRow): Converted {
  const { method, path, body } = row;
  const temp = row.creates?.temp_id;
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/api/diaries' && temp !== undefined) return { mutator: 'diary.create', args: { diary_id: temp, body }, target: diaryTarget(temp) };
  if ((match = /^\/api\/diaries\/(-?\d+)$/.exec(path))) {
    const diary_id = id(match[1]);
    if (method === 'PUT') return { mutator: 'diary.update', args: { diary_id, body }, target: diaryTarget(diary_id) };
    if (method === 'DELETE') return { mutator: 'diary.delete', args: { diary_id }, target: diaryTarget(diary_id) };
  }
  if (method === 'PUT' && (match = /^\/api\/diaries\/(-?\d+)\/cover-week$/.exec(path))) {
    const diary_id = id(match[1]);
    return { mutator: 'diary.cover', args: { diary_id, photo_id: (body as { photo_id: number }).photo_id }, target: diaryCoverTarget(diary_id) };
  }
  if (method === 'POST' && temp !== undefined && (match = /^\/api\/diaries\/(-?\d+)\/weeks$/.exec(path))) {
    const diary_id = id(match[1]);
    return { mutator: 'week.create', args: { diary_id, week_id: temp, body }, target: weekTarget(diary_id, temp) };
  }
  if ((match = /^\/api\/diaries\/(-?\d+)\/weeks\/(-?\d+)$/.exec(path))) {
    const [diary_id, week_id] = [id(match[1]), id(match[2])];
    if (method === 'PUT') return { mutator: 'week.update', args: { diary_id, week_id, body }, target: weekTarget(diary_id, week_id) };
    if (method === 'DELETE') return { mutator: 'week.delete', args: { diary_id, week_id }, target: weekTarget(diary_id, week_id) };
  }
  if ((match = /^\/api\/follows\/(\w+)\/(\d+)$/.exec(path)) && (method === 'POST' || method === 'DELETE')) {
    const [type, itemId] = [match[1]!, id(match[2])];
    return { mutator: method === 'POST' ? 'follow.add' : 'follow.remove', args: { type, id: itemId }, target: followTarget(type, itemId) };
  }
  if (method === 'PUT' && (match = /^\/api\/products\/(\d+)\/review$/.exec(path))) {
    const product_id = id(match[1]);
    return { mutator: 'review.save', args: { product_id, review: body }, target: reviewTarget(product_id) };
  }
  return { mutator: 'unknown', args: { method, path, body }, target: path };
}

/** The Dexie upgrade to schema 6, inside its upgrade transaction. */
export async function upgradeToMutators(tx: Transaction): Promise<void> {
  const now = Date.now();
  await tx.table('outbox').toCollection().modify((row: Record<string, unknown>) => {
    const legacy = row as LegacyOutboxRow;
    const converted = convertLegacyRow(legacy);
    delete row.method;
    delete row.path;
    delete row.body;
    Object.assign(row, converted);
  });
  // The grower's reviews were kept only as queued bodies: each product's latest becomes its review row.
  const reviews = (await tx.table('outbox').orderBy('seq').toArray()).filter((row) => row.mutator === 'review.save');
  await tx.table('reviews').bulkPut(reviews.map((row) => ({ product_id: row.args.product_id, review: row.args.review, saved_at: row.created_at ?? now })));
  // Follow states were untyped prefs under `follow:{type}:{id}`.
  const follows = await tx.table('prefs').where('key').startsWith('follow:').toArray();
  await tx.table('follows').bulkPut(follows.flatMap(({ key, value }: { key: string; value: { following: boolean; cnt_followers: number } }) => {
    const [, type, itemId] = key.split(':');
    return type && Number.isInteger(Number(itemId)) ? [{ type, id: Number(itemId), following: value.following, cnt_followers: value.cnt_followers }] : [];
  }));
  await tx.table('prefs').where('key').startsWith('follow:').delete();
}
