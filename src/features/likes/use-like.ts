// An item's like state on this device (the device's row, else what the screen was given), kept fresh while shown,
// and its toggle.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { ContentType } from '@/domain/api/content-types';
import { readLike, requestLikeState } from './like-store';
import { setLiked } from './writes';

export function useLike(type: ContentType, id: number, given: { liked: boolean; count: number }, signedIn: boolean) {
  const row = useLiveQuery(() => readLike(type, id), [type, id]);
  // Guests too: the count of an item whose answer carries none (a photo) comes from here.
  useEffect(() => {
    requestLikeState(type, id);
  }, [type, id, signedIn]);
  const liked = row?.liked ?? given.liked;
  const count = row?.cnt_likes ?? given.count;
  const known = { liked: given.liked, cnt_likes: given.count };
  return {
    liked,
    count,
    /** Likes or unlikes; `label` names the item on /pending. */
    set: (next: boolean, label: string) => setLiked(type, id, next, known, label),
  };
}
