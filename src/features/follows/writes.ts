// Follow and unfollow: applied to the device's follow row at once and queued (works offline).
import { db } from '@/db/database';
import { followTarget } from '@/domain/api/change-targets';
import type { FollowType } from '@/domain/follow/follow-list';
import { isUnsent, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { followAdd, followRemove } from './mutators';

/**
 * Follows or unfollows at once on the device and queues the request. Undoing a change that has not left the device
 * yet just drops it, so tapping twice offline sends nothing.
 */
export async function setFollowing(type: FollowType, id: number, following: boolean, label: string): Promise<void> {
  await writeLocally([db.follows], async () => {
    const stored = await db.follows.get([type, id]);
    const count = Math.max(0, (stored?.cnt_followers ?? 0) + (following === stored?.following ? 0 : following ? 1 : -1));
    await db.follows.put({ type, id, following, cnt_followers: count });
    const target = followTarget(type, id);
    const unsent = await db.outbox.where('target').equals(target).filter(isUnsent).last();
    if (unsent && unsent.mutator !== (following ? followAdd : followRemove).name) {
      await db.outbox.delete(unsent.seq!);
      return;
    }
    await queueWrite(following ? followAdd : followRemove, { type, id }, { label });
  });
}
