// Never lose typing: an editor's fields are kept in IndexedDB per type and id as the grower types, and restored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '@/db/database';
import { markUnsavedInput } from './unsaved-input';

export interface DraftState<T> {
  /** The fields being edited: the saved draft if there was one, else `initial` once it is known. */
  value: T | undefined;
  /** True when the value came from a draft left by an earlier visit (a reload, a crash, a closed app). */
  restored: boolean;
  /** Changes the fields; they are written to the device at once (one write in flight, the newest wins). */
  change: (next: T) => void;
  /** Forgets the draft (after a save, or when the grower discards their changes). */
  discard: () => Promise<void>;
}

/** The editor state of `type`/`refId`, backed by a draft that survives reloads. */
export function useDraft<T>(type: string, refId: string, initial: T | undefined): DraftState<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [restored, setRestored] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [changed, setChanged] = useState(false);
  const pending = useRef<{ data: T } | null>(null);
  const writing = useRef<Promise<void> | null>(null);

  // Typed or restored input not saved yet: an app update offers itself instead of reloading over it.
  const unsaved = changed || restored;
  useEffect(() => {
    const key = `draft:${type}:${refId}`;
    markUnsavedInput(key, unsaved);
    return () => markUnsavedInput(key, false);
  }, [type, refId, unsaved]);

  useEffect(() => {
    let cancelled = false;
    setLoaded(false);
    setChanged(false);
    void db.drafts.get([type, refId]).then((draft) => {
      if (cancelled) return;
      if (draft) {
        setValue(draft.data as T);
        setRestored(true);
      } else {
        setValue(undefined);
        setRestored(false);
      }
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [type, refId]);

  // Without a draft, the editor starts from `initial` as soon as it is known.
  useEffect(() => {
    if (loaded && !restored && initial !== undefined) setValue((current) => current ?? initial);
  }, [loaded, restored, initial]);

  const flush = useCallback(() => {
    if (writing.current) return;
    const write = async () => {
      while (pending.current) {
        const { data } = pending.current;
        pending.current = null;
        await db.drafts.put({ type, ref_id: refId, data, updated_at: Date.now() });
      }
    };
    writing.current = write()
      .catch((error: unknown) => console.warn('Draft not saved', error))
      .finally(() => {
        writing.current = null;
      });
  }, [type, refId]);

  const change = useCallback((next: T) => {
    setValue(next);
    setChanged(true);
    pending.current = { data: next };
    flush();
  }, [flush]);

  const discard = useCallback(async () => {
    pending.current = null;
    await writing.current;
    await db.drafts.delete([type, refId]);
    setRestored(false);
    setChanged(false);
  }, [type, refId]);

  return { value, restored, change, discard };
}
