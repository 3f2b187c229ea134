// Like states read from the API into the device: the buttons on screen ask together (GET /api/likes/{type}?ids), at
// most once a minute per item, and a row whose like or unlike still waits keeps the device's state.
import { db, type LikeRecord } from '@/db/database';
import { likeTarget } from '@/domain/api/change-targets';
import type { ContentType } from '@/domain/api/content-types';
import type { LikeStates } from '@/domain/like/like';
import { MAX_LIKE_STATES } from '@/domain/like/like-limits';
import { apiRequest } from '@/sync/transport/http';

const FRESH_MS = 60_000;
/** When each item's state was last read or stored, by "type:id". */
const readAt = new Map<string, number>();
const wanted = new Map<ContentType, Set<number>>();
let scheduled = false;

/** Stores server like states, except where a like write of the item still waits. */
export async function storeLikeStates(rows: LikeRecord[]): Promise<void> {
  const now = Date.now();
  for (const row of rows) readAt.set(`${row.type}:${row.id}`, now);
  await db.transaction('rw', db.likes, db.outbox, async () => {
    for (const row of rows) {
      if ((await db.outbox.where('target').equals(likeTarget(row.type, row.id)).count()) === 0) await db.likes.put(row);
    }
  });
}

async function flush(): Promise<void> {
  scheduled = false;
  const batches = [...wanted].map(([type, ids]) => [type, [...ids]] as const);
  wanted.clear();
  for (const [type, ids] of batches) {
    for (let at = 0; at < ids.length; at += MAX_LIKE_STATES) {
      const chunk = ids.slice(at, at + MAX_LIKE_STATES);
      try {
        const { items } = await apiRequest<LikeStates>(`/api/likes/${type}`, { query: { ids: chunk.join(',') } });
        await storeLikeStates(items.map((item) => ({ type, ...item })));
      } catch {
        // Offline or refused: the stored state stays; a later showing asks again.
        for (const id of chunk) readAt.delete(`${type}:${id}`);
      }
    }
  }
}

/** Asks the state of an item shown now, together with the others shown in the same moment (not again within a minute). */
export function requestLikeState(type: ContentType, id: number): void {
  const key = `${type}:${id}`;
  if (id <= 0 || Date.now() - (readAt.get(key) ?? -Infinity) < FRESH_MS) return;
  readAt.set(key, Date.now());
  wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
  if (!scheduled) {
    scheduled = true;
    setTimeout(() => void flush(), 0);
  }
}

/** The device's like row of an item (undefined until known). */
export const readLike = (type: ContentType, id: number) => db.likes.get([type, id]);
