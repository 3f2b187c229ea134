import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type QueuedUpload } from '@/db/database';
import { retryUpload, rotateQueuedPhoto } from '@/sync/uploads/upload-queue';
import { QueuedMediaGrid } from './QueuedMediaGrid';
import { UploadTotalBar } from './UploadTotalBar';
import { removeQueuedUpload, useUploadTotals, useWeekUploads } from './use-uploads';
import type { UploadTotals } from './upload-batch';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

vi.mock('./use-uploads', () => ({ useWeekUploads: vi.fn(), useUploadTotals: vi.fn(), removeQueuedUpload: vi.fn(async () => undefined) }));
vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));
vi.mock('@/sync/uploads/upload-queue', () => ({ retryUpload: vi.fn(async () => undefined), rotateQueuedPhoto: vi.fn(async () => true) }));

function upload(id: number, extra: Partial<QueuedUpload>): QueuedUpload {
  return {
    id, key: `g:u${id}`, kind: 'photo', diary_id: 7, week_id: 50, as_cover: false, name: `p${id}.jpg`, mime: 'image/jpeg',
    width: 4, height: 3, bytes: 1000, sent_bytes: 0, status: 'pending', created_at: 0, ...extra,
  };
}

const dom = mountRootPerTest();
const render = (node: React.ReactNode) => act(() => dom.root.render(node));
const button = (name: string, index = 0) => dom.container.querySelectorAll<HTMLButtonElement>(`button[aria-label="${name}"]`)[index];

beforeEach(async () => {
  await db.uploadFiles.bulkPut([1, 2, 3].map((id) => ({ id, file: new Blob(['x'], { type: 'image/jpeg' }) })));
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('QueuedMediaGrid', () => {
  it('shows each queued file with its state, progress and the actions that fit it', async () => {
    vi.mocked(useWeekUploads).mockReturnValue([
      upload(1, { status: 'uploading', sent_bytes: 500 }),
      upload(2, { status: 'refused', error: 'This file is not an image' }),
      upload(3, { kind: 'video', name: 'clip.mp4', week_id: -4 }),
    ]);
    await render(<QueuedMediaGrid weekId={50} />);
    await waitFor(() => expect(dom.container.querySelector('img')?.getAttribute('src')).toBe('blob:preview'));
    const tiles = [...dom.container.querySelectorAll('[data-testid="queued-media"]')];
    expect(tiles.map((tile) => tile.querySelector('p')?.textContent)).toEqual([
      'Uploading 50%', 'Not accepted: This file is not an image', 'Waits until this week is saved online',
    ]);
    expect(tiles.map((tile) => [...tile.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')))).toEqual([
      ['Remove'], ['Rotate', 'Try again', 'Remove'], ['Remove'],
    ]);
    expect(dom.container.querySelector('progress')?.getAttribute('value')).toBe('500');

    await act(async () => button('Try again')?.click());
    expect(retryUpload).toHaveBeenCalledWith(2);
    await act(async () => button('Rotate')?.click());
    expect(rotateQueuedPhoto).toHaveBeenCalledWith(2, 90);
    await act(async () => button('Remove', 2)?.click());
    expect(removeQueuedUpload).toHaveBeenCalledWith(3);
  });

  it('revokes the preview URLs when it goes away, and shows nothing for an empty queue', async () => {
    vi.mocked(useWeekUploads).mockReturnValue([upload(1, {})]);
    await render(<QueuedMediaGrid weekId={50} />);
    await waitFor(() => expect(dom.container.querySelector('img')).not.toBeNull());
    vi.mocked(useWeekUploads).mockReturnValue([]);
    await render(<QueuedMediaGrid weekId={50} />);
    expect(dom.container.innerHTML).toBe('');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});

describe('UploadTotalBar', () => {
  const totals = (extra: Partial<UploadTotals>): UploadTotals => ({ count: 7, bytes: 30_000_000, sent_bytes: 12_400_000, uploaded: 3, queued: 4, refused: 0, ...extra });

  it('says how much of the batch is uploaded', async () => {
    vi.mocked(useUploadTotals).mockReturnValue(totals({}));
    await render(<UploadTotalBar />);
    expect(dom.container.textContent).toBe('3 of 7 uploaded · 12.4 MB of 30 MB');
  });

  it('counts a batch under a megabyte in kilobytes', async () => {
    vi.mocked(useUploadTotals).mockReturnValue(totals({ count: 2, uploaded: 0, bytes: 400_000, sent_bytes: 125_000 }));
    await render(<UploadTotalBar />);
    expect(dom.container.textContent).toBe('0 of 2 uploaded · 125 kB of 400 kB');
  });

  it('is hidden when nothing waits to be sent', async () => {
    vi.mocked(useUploadTotals).mockReturnValue(totals({ queued: 0 }));
    await render(<UploadTotalBar />);
    expect(dom.container.innerHTML).toBe('');
  });
});
