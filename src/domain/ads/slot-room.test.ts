import { describe, expect, it } from 'vitest';
import { slotsKeepRoom } from './slot-room';

const page = { adFree: false, bannersShown: false, online: true, lastLoadFailed: false };

describe('slotsKeepRoom', () => {
  it('opens the slots of a page with ads while banners can come', () => {
    expect(slotsKeepRoom(page)).toBe(true);
  });

  it('never opens them on a page without ads, even with banners shown before', () => {
    expect(slotsKeepRoom({ ...page, adFree: true, bannersShown: true })).toBe(false);
  });

  it('keeps them folded offline, or after a failed load, until banners are there', () => {
    expect(slotsKeepRoom({ ...page, online: false })).toBe(false);
    expect(slotsKeepRoom({ ...page, lastLoadFailed: true })).toBe(false);
    expect(slotsKeepRoom({ ...page, online: false, lastLoadFailed: true, bannersShown: true })).toBe(true);
  });
});
