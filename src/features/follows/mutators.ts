// Follow and unfollow: applied to the device's follow row at once and queued as POST or DELETE /api/follows/{type}/{id}.
import { db } from '@/db/database';
import { followTarget } from '@/domain/change-targets';
import type { FollowState } from '@/domain/follow';
import type { FollowType } from '@/domain/follow-list';
import { defineMutator, type MutatorDefinition } from '@/sync/outbox/mutator';
import { isUnsent, queueWrite, writeLocally } from '@/sync/outbox/queue';

interface FollowArgs { type: FollowType; id: number }

const followPath = ({ type, id }: FollowArgs) => `/api/follows/${type}/${id}`;

/** The server's count after the change, unless another change of the same item still waits (its local state is newer). */
async function storeFollowState(answer: FollowState, { args, laterWrites }: { args: FollowArgs; laterWrites: () => Promise<unknown[]> }) {
  if ((await laterWrites()).length) return;
  await db.follows.put({ type: args.type, id: args.id, following: answer.following, cnt_followers: answer.cnt_followers });
}

/** POST or DELETE of a follow: the two differ only in method and label. */
function followMutator<const Name extends string>(name: Name, following: boolean): MutatorDefinition<Name, FollowArgs, FollowState> {
  return defineMutator<Name, FollowArgs, FollowState>({
    name,
    request: (args) => ({ method: following ? 'POST' : 'DELETE', path: followPath(args) }),
    target: ({ type, id }) => followTarget(type, id),
    replaces: false,
    answer: { tables: () => [db.follows], store: storeFollowState },
    pending: { kind: following ? 'follow' : 'unfollow', editLink: () => null, content: () => [] },
  });
}

const followAdd = followMutator('follow.add', true);
const followRemove = followMutator('follow.remove', false);

/** Both follow writes, for the mutator registry. */
export const followMutators = [followAdd, followRemove];

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
