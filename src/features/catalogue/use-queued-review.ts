// The grower's review of a product still in the outbox (waiting, on its way, or refused), read live from IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db, type OutboxMutation } from '@/db/database';
import type { ReviewInput } from '@/domain/review';
import { reviewPath } from '@/sync/review-mutators';

export type QueuedReview = { status: OutboxMutation['status']; error?: string; review: ReviewInput };

/** The latest queued write of the product's review, or null; undefined while IndexedDB answers. */
export function useQueuedReview(productId: number): QueuedReview | null | undefined {
  return useLiveQuery(async () => {
    const changes = await db.outbox.where('path').equals(reviewPath(productId)).filter((m) => m.method === 'PUT').sortBy('seq');
    const last = changes.at(-1);
    return last ? { status: last.status, error: last.error, review: last.body as ReviewInput } : null;
  }, [productId]);
}

/** Counts the grower's queued reviews that left the outbox, so screens load the server's copy again. */
export function useSentCount(queued: QueuedReview | null | undefined): number {
  const [sent, setSent] = useState(0);
  const had = useRef(false);
  useEffect(() => {
    if (queued) had.current = true;
    else if (queued === null && had.current) {
      had.current = false;
      setSent((n) => n + 1);
    }
  }, [queued]);
  return sent;
}
