import { describe, expect, it } from 'vitest';
import { cardSizeOf, mediumOfCard, otherPhotoSizes, photoSrcSet } from './photo-sizes';

const photo = (width: number, height: number) => ({
  size_s: '/uploads/photos/p_s.jpg', size_m: '/uploads/photos/p_m.jpg', size_xl: '/uploads/photos/p_xl.jpg', size_big: '/uploads/photos/p_big.jpg', width, height,
});

describe('photoSrcSet', () => {
  it('offers the card size between the small and the medium size', () => {
    expect(photoSrcSet(photo(2048, 1536))).toBe(
      '/uploads/photos/p_s.jpg 240w, /uploads/photos/p_c.jpg 400w, /uploads/photos/p_m.jpg 640w, /uploads/photos/p_xl.jpg 1280w, /uploads/photos/p_big.jpg 2048w',
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

describe('cardSizeOf', () => {
  it('names the card size next to the medium size, and nothing for other sizes or URLs', () => {
    expect(cardSizeOf('/uploads/photos/a_b_m.jpg')).toBe('/uploads/photos/a_b_c.jpg');
    expect(cardSizeOf('/uploads/photos/a_xl.jpg')).toBeNull();
    expect(cardSizeOf('/uploads/photos/a_m.png')).toBeNull();
  });

  it('leads back from the card size to the medium size, and from nothing else', () => {
    expect(mediumOfCard('/data/uploads/photos/a_b_c.jpg')).toBe('/data/uploads/photos/a_b_m.jpg');
    expect(mediumOfCard('/uploads/photos/a_m.jpg')).toBeNull();
  });
});

describe('otherPhotoSizes', () => {
  it('stands in the medium size first for a missing card size, then larger ones, then the small one', () => {
    expect(otherPhotoSizes('/uploads/photos/p_c.jpg')).toEqual([
      '/uploads/photos/p_m.jpg', '/uploads/photos/p_xl.jpg', '/uploads/photos/p_big.jpg', '/uploads/photos/p_s.jpg',
    ]);
    expect(otherPhotoSizes('/uploads/photos/p_m.jpg')[0]).toBe('/uploads/photos/p_c.jpg');
    expect(otherPhotoSizes('/uploads/avatars/u_64.jpg')).toEqual([]);
  });
});
