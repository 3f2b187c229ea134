// Like and unlike: applied to the device's like row at once and queued (works offline).
import { db, type LikeRecord } from '@/db/database';
import { likeTarget } from '@/domain/api/change-targets';
import type { ContentType } from '@/domain/api/content-types';
import { isUnsent, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { likeAdd, likeRemove } from './mutators';

/**
 * Likes or unlikes an item on the device and queues the request; `known` is the state shown before the device had a
 * row for it. Undoing a change that has not left yet drops it, so a like and an unlike offline send nothing; asking
 * for the state the item is already in changes nothing (a second double tap).
 */
export async function setLiked(type: ContentType, id: number, liked: boolean, known: Omit<LikeRecord, 'type' | 'id'>, label: string): Promise<void> {
  await writeLocally([db.likes], async () => {
    const stored = (await db.likes.get([type, id])) ?? { type, id, ...known };
    if (stored.liked === liked) return;
    await db.likes.put({ type, id, liked, cnt_likes: Math.max(0, stored.cnt_likes + (liked ? 1 : -1)) });
    const unsent = await db.outbox.where('target').equals(likeTarget(type, id)).filter(isUnsent).last();
    if (unsent && unsent.mutator !== (liked ? likeAdd : likeRemove).name) {
      await db.outbox.delete(unsent.seq!);
      return;
    }
    await queueWrite(liked ? likeAdd : likeRemove, { type, id }, { label });
  });
}
