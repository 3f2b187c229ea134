import { describe, expect, it } from 'vitest';
import { pictureUrls, savedItemKey, urlsOnlyIn } from './saved-items';

describe('saved items', () => {
  it('keys an item by its type and id', () => {
    expect(savedItemKey('strain', 12)).toBe('strain:12');
  });

  it('finds every medium photo and avatar of an answer once, and nothing else', () => {
    const answer = {
      id: 1,
      cover: { size_s: '/uploads/a_s.jpg', size_m: '/uploads/a_m.jpg', size_xl: '/uploads/a_xl.jpg' },
      item_user: { name: 'x', avatar_small: '/uploads/u_64.jpg', avatar_little: null },
      items_week: [{ items_photo: [{ size_m: '/uploads/b_m.jpg' }, { size_m: '/uploads/a_m.jpg' }] }],
      link: '/diaries/1',
      avatar: 'https://elsewhere.example/logo.png',
      logo: { avatar: '//cdn.example/logo.png' },
    };
    expect(pictureUrls(answer)).toEqual(['/uploads/a_m.jpg', '/uploads/u_64.jpg', '/uploads/b_m.jpg']);
  });

  it('deletes only what no other saved item holds', () => {
    expect(urlsOnlyIn(['/a', '/b', '/c'], [['/b'], ['/x', '/c']])).toEqual(['/a']);
    expect(urlsOnlyIn(['/a'], [])).toEqual(['/a']);
  });
});
