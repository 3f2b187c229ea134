// The grower's review of a product while it waits in the outbox (waiting, on its way, or refused), read live from IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db, type OutboxMutation } from '@/db/database';
import { reviewTarget } from '@/domain/api/change-targets';
import type { ReviewInput } from '@/domain/catalogue/review';

export type QueuedReview = { status: OutboxMutation['status']; error?: string; review: ReviewInput };

/** The device's review of the product with the state of its latest queued write, or null when none waits; undefined while IndexedDB answers. */
export function useQueuedReview(productId: number): QueuedReview | null | undefined {
  return useLiveQuery(() => db.transaction('r', db.outbox, db.reviews, async () => {
    const [last, row] = await Promise.all([db.outbox.where('target').equals(reviewTarget(productId)).last(), db.reviews.get(productId)]);
    return last && row ? { status: last.status, error: last.error, review: row.review } : null;
  }), [productId]);
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
