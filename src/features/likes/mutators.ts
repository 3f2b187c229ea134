// The like writes the outbox sends: POST or DELETE /api/likes/{type}/{id}; the answer's count kept on the device.
import { db } from '@/db/database';
import { likeTarget } from '@/domain/api/change-targets';
import type { ContentType } from '@/domain/api/content-types';
import type { LikeState } from '@/domain/like/like';
import { defineMutator, type MutatorDefinition } from '@/sync/outbox/mutator';

/** What is liked; `id` follows a temporary id (a comment written offline) once the server gives the real one. */
export interface LikeArgs { type: ContentType; id: number }

/** POST or DELETE of a like: the two differ only in method and kind. */
function likeMutator<const Name extends string>(name: Name, liked: boolean): MutatorDefinition<Name, LikeArgs, LikeState> {
  return defineMutator<Name, LikeArgs, LikeState>({
    name,
    request: ({ type, id }) => ({ method: liked ? 'POST' : 'DELETE', path: `/api/likes/${type}/${id}` }),
    target: ({ type, id }) => likeTarget(type, id),
    replaces: false,
    answer: {
      tables: () => [db.likes],
      // The server's count, unless the grower toggled again meanwhile (the device's state is newer).
      store: async (answer, { args, laterWrites }) => {
        if ((await laterWrites()).length) return;
        await db.likes.put({ type: args.type, id: args.id, liked: answer.liked, cnt_likes: answer.cnt_likes });
      },
    },
    pending: { kind: liked ? 'like' : 'unlike', editLink: () => null, content: () => [] },
  });
}

export const likeAdd = likeMutator('like.add', true);
export const likeRemove = likeMutator('like.remove', false);

/** Both like writes, for the mutator registry. */
export const likeMutators = [likeAdd, likeRemove];
