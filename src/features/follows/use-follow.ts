// The follow state of one item on this device (refreshed from the API when shown while signed in), and its toggle.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { FollowType } from '@/domain/follow/follow-list';
import { readFollow, refreshFollowState } from './follow-store';
import { setFollowing } from './writes';

export function useFollow(type: FollowType, id: number, signedIn: boolean) {
  const state = useLiveQuery(() => readFollow(type, id), [type, id]);
  useEffect(() => {
    // Offline the stored state stays; it is only a button's label.
    if (signedIn) refreshFollowState(type, id).catch(() => undefined);
  }, [type, id, signedIn]);
  return {
    following: state?.following ?? false,
    followers: state?.cnt_followers,
    toggle: (label: string) => setFollowing(type, id, !(state?.following ?? false), label),
  };
}
