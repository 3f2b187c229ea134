// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchTotals, EMPTY_BATCH, forgetUpload, nextBatch } from './upload-batch';

const row = (id: number, bytes: number, sent_bytes = 0, status: 'pending' | 'uploading' | 'refused' = 'pending') => ({ id, bytes, sent_bytes, status });

describe('upload batch totals', () => {
  it('counts uploads gone from the queue as sent whole, and in-flight ones by their progress', () => {
    let batch = nextBatch(EMPTY_BATCH, [row(1, 100), row(2, 200), row(3, 300)]);
    expect(batchTotals(batch, [row(1, 100), row(2, 200), row(3, 300)])).toEqual({ count: 3, bytes: 600, sent_bytes: 0, uploaded: 0, queued: 3, refused: 0 });
    const later = [row(2, 200, 50, 'uploading'), row(3, 300)];
    batch = nextBatch(batch, later);
    expect(batchTotals(batch, later)).toEqual({ count: 3, bytes: 600, sent_bytes: 150, uploaded: 1, queued: 2, refused: 0 });
  });

  it('adds uploads queued during the batch, and starts over once nothing is left to send', () => {
    let batch = nextBatch(EMPTY_BATCH, [row(1, 100)]);
    batch = nextBatch(batch, [row(2, 50)]);
    expect(batchTotals(batch, [row(2, 50)])).toMatchObject({ count: 2, uploaded: 1, bytes: 150, sent_bytes: 100 });
    batch = nextBatch(batch, [row(3, 10, 0, 'refused')]);
    expect(batch.size).toBe(0);
    expect(batchTotals(batch, [row(3, 10, 0, 'refused')])).toMatchObject({ count: 0, queued: 0, refused: 1 });
  });

  it('keeps a refused upload in the batch as not sent, and does not count a removed one as uploaded', () => {
    let batch = nextBatch(EMPTY_BATCH, [row(1, 100), row(2, 100), row(3, 100)]);
    const rows = [row(1, 100, 60, 'refused'), row(3, 100, 10)];
    batch = forgetUpload(nextBatch(batch, rows), 2);
    expect(batchTotals(batch, rows)).toEqual({ count: 2, bytes: 200, sent_bytes: 10, uploaded: 0, queued: 1, refused: 1 });
  });
});
