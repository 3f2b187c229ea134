import { describe, expect, it } from 'vitest';
import { CARD_SIZE, COVER_CROPS, coverSrcSet, derivedSizeOf, derivedSizeUrl, hasDerivedSize, otherPhotoSizes, photoSrcSet } from './photo-sizes';

const photo = (width: number, height: number) => ({
  size_s: '/uploads/photos/p_s.jpg', size_m: '/uploads/photos/p_m.jpg', size_xl: '/uploads/photos/p_xl.jpg', size_big: '/uploads/photos/p_big.jpg', width, height,
});

describe('photoSrcSet', () => {
  it('offers the card size between the small and the medium size', () => {
    expect(photoSrcSet(photo(2048, 1536))).toBe(
      '/uploads/photos/p_s.jpg 240w, /uploads/photos/p_c.jpg 400w, /uploads/photos/p_m.jpg 640w, /uploads/photos/p_xl.jpg 1280w, /uploads/photos/p_big.jpg 2048w',
    );
  });

  it("names each size by its real width: a portrait photo's sizes are narrower than their longest side", () => {
    expect(photoSrcSet(photo(1536, 2048))).toBe(
      '/uploads/photos/p_s.jpg 180w, /uploads/photos/p_c.jpg 300w, /uploads/photos/p_m.jpg 480w, /uploads/photos/p_xl.jpg 960w, /uploads/photos/p_big.jpg 1536w',
    );
    expect(photoSrcSet(photo(1000, 3000))).toBe(
      '/uploads/photos/p_s.jpg 80w, /uploads/photos/p_c.jpg 133w, /uploads/photos/p_m.jpg 213w, /uploads/photos/p_xl.jpg 427w, /uploads/photos/p_big.jpg 683w',
    );
  });

  it('leaves the card size out of a photo no larger than it, whose sizes are all its own size', () => {
    expect(photoSrcSet(photo(400, 300))).toBe(
      '/uploads/photos/p_s.jpg 240w, /uploads/photos/p_m.jpg 400w, /uploads/photos/p_xl.jpg 400w, /uploads/photos/p_big.jpg 400w',
    );
  });

  it('leaves it out of a photo whose medium size is not a stored file name', () => {
    expect(photoSrcSet({ ...photo(2048, 1536), size_m: 'https://cdn.example/p.jpg' })).not.toContain('400w');
  });
});

describe('coverSrcSet', () => {
  it('offers a landscape photo its two cover crops, then its larger sizes by the width of the 4:3 box each fills', () => {
    expect(coverSrcSet(photo(2048, 1536))).toBe(
      '/uploads/photos/p_cs.jpg 400w, /uploads/photos/p_cm.jpg 640w, /uploads/photos/p_xl.jpg 1280w, /uploads/photos/p_big.jpg 2048w',
    );
  });

  it('names a portrait photo\'s and a panorama\'s larger sizes by the box they fill, not by their width', () => {
    expect(coverSrcSet(photo(1536, 2048))).toBe('/uploads/photos/p_cs.jpg 400w, /uploads/photos/p_cm.jpg 640w, /uploads/photos/p_xl.jpg 960w, /uploads/photos/p_big.jpg 1536w');
    expect(coverSrcSet(photo(2048, 1024))).toBe('/uploads/photos/p_cs.jpg 400w, /uploads/photos/p_cm.jpg 640w, /uploads/photos/p_xl.jpg 853w, /uploads/photos/p_big.jpg 1365w');
  });

  it('offers only the crops a photo fills, and its plain sizes when it fills none or is not stored here', () => {
    expect(coverSrcSet(photo(600, 450))).toBe('/uploads/photos/p_cs.jpg 400w, /uploads/photos/p_m.jpg 600w');
    expect(coverSrcSet(photo(390, 300))).toBe(photoSrcSet(photo(390, 300)));
    const remote = { ...photo(2048, 1536), size_m: 'https://cdn.example/p.jpg' };
    expect(coverSrcSet(remote)).toBe(photoSrcSet(remote));
  });
});

describe('derived sizes', () => {
  it('name the card size and the crops next to the medium size, and nothing for other sizes or URLs', () => {
    expect(derivedSizeUrl('/uploads/photos/a_b_m.jpg', CARD_SIZE)).toBe('/uploads/photos/a_b_c.jpg');
    expect(derivedSizeUrl('/uploads/photos/a_b_m.jpg', COVER_CROPS[1]!)).toBe('/uploads/photos/a_b_cm.jpg');
    expect(derivedSizeUrl('/uploads/photos/a_xl.jpg', CARD_SIZE)).toBeNull();
    expect(derivedSizeUrl('/uploads/photos/a_m.png', CARD_SIZE)).toBeNull();
  });

  it('lead back to the size each is made from and to the medium size, and from nothing else', () => {
    expect(derivedSizeOf('/data/uploads/photos/a_b_c.jpg')).toEqual({ size: CARD_SIZE, source: '/data/uploads/photos/a_b_m.jpg', meanwhile: '/data/uploads/photos/a_b_m.jpg' });
    expect(derivedSizeOf('/data/uploads/photos/a_cs.jpg')).toEqual({ size: COVER_CROPS[0], source: '/data/uploads/photos/a_xl.jpg', meanwhile: '/data/uploads/photos/a_m.jpg' });
    expect(derivedSizeOf('/uploads/photos/a_m.jpg')).toBeNull();
    expect(derivedSizeOf('/uploads/photos/a_c.webp')).toBeNull();
  });

  it('are stored for photos that fill them: a crop without enlarging, the card size when smaller', () => {
    expect(hasDerivedSize({ width: 640, height: 480 }, COVER_CROPS[1]!)).toBe(true);
    expect(hasDerivedSize({ width: 2048, height: 479 }, COVER_CROPS[1]!)).toBe(false);
    expect(hasDerivedSize({ width: 401, height: 100 }, CARD_SIZE)).toBe(true);
    expect(hasDerivedSize({ width: 400, height: 300 }, CARD_SIZE)).toBe(false);
  });
});

describe('otherPhotoSizes', () => {
  it('stands in the medium size first for a missing card size, then larger ones, then the small one, the crops last', () => {
    expect(otherPhotoSizes('/uploads/photos/p_c.jpg')).toEqual([
      '/uploads/photos/p_m.jpg', '/uploads/photos/p_xl.jpg', '/uploads/photos/p_big.jpg', '/uploads/photos/p_s.jpg', '/uploads/photos/p_cs.jpg', '/uploads/photos/p_cm.jpg',
    ]);
    expect(otherPhotoSizes('/uploads/photos/p_cm.jpg')[0]).toBe('/uploads/photos/p_m.jpg');
    expect(otherPhotoSizes('/uploads/photos/p_m.jpg')[0]).toBe('/uploads/photos/p_c.jpg');
    expect(otherPhotoSizes('/uploads/avatars/u_64.jpg')).toEqual([]);
  });
});
