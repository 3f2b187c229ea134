// Live reads of the items saved for offline, and the saving under way of one of them.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { db, type SavedItem } from '@/db/database';
import { savedItemKey, type SavedItemType } from '@/domain/discovery/saved-items';
import { describeError } from '@/sync/transport/http';
import { removeSaved, saveForOffline, type SaveProgress, type SaveTarget } from '@/features/saved/saved-store';

/** Every saved item, newest first (undefined while loading). */
export function useSavedItems(): SavedItem[] | undefined {
  return useLiveQuery(() => db.saved.orderBy('saved_at').reverse().toArray(), []);
}

/** The saved row of one item (null when not saved, undefined while loading). */
export function useSavedItem(type: SavedItemType, id: number): SavedItem | null | undefined {
  return useLiveQuery(async () => (await db.saved.get(savedItemKey(type, id))) ?? null, [type, id]);
}

export type SavingState = { status: 'idle' } | { status: 'saving'; progress: SaveProgress } | { status: 'failed'; message: string };

/** Saves (or saves again) and removes one item, with its progress and failure for the screen. */
export function useSaving(target: SaveTarget): { state: SavingState; save: () => Promise<void>; remove: () => Promise<void> } {
  const [state, setState] = useState<SavingState>({ status: 'idle' });
  const { type, id, name, link } = target;
  const save = useCallback(async () => {
    setState({ status: 'saving', progress: { done: 0, total: 0 } });
    try {
      await saveForOffline({ type, id, name, link }, (progress) => setState({ status: 'saving', progress }));
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: describeError(error) });
    }
  }, [type, id, name, link]);
  const remove = useCallback(async () => {
    setState({ status: 'idle' });
    await removeSaved(savedItemKey(type, id));
  }, [type, id]);
  return { state, save, remove };
}
