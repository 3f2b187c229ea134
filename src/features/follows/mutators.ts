// The follow writes the outbox sends: POST or DELETE /api/follows/{type}/{id}, the answer's count kept on the device.
import { db } from '@/db/database';
import { followTarget } from '@/domain/api/change-targets';
import type { FollowState } from '@/domain/follow/follow';
import type { FollowType } from '@/domain/follow/follow-list';
import { defineMutator, type MutatorDefinition } from '@/sync/outbox/mutator';

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

export const followAdd = followMutator('follow.add', true);
export const followRemove = followMutator('follow.remove', false);

/** Both follow writes, for the mutator registry. */
export const followMutators = [followAdd, followRemove];

