// @vitest-environment node
// The banner editor's checks: what the server would refuse is found on the device, and a good form becomes the body.
import { describe, expect, it } from 'vitest';
import { bannerBody, bannerFieldsOf, toggleSection, type BannerFields } from './banner-form';

const image = { size_s: '/s.jpg', size_m: '/m.jpg', size_xl: '/xl.jpg', size_big: '/big.jpg', width: 600, height: 500 };
const good = (overrides: Partial<BannerFields> = {}): BannerFields =>
  ({ ...bannerFieldsOf(null), title: ' Bloom boost ', image_id: 'photos/abc', image, url: 'https://shop.example/bloom ', ...overrides });

describe('banner form', () => {
  it('makes the body of a good form: trimmed, days or null, the weight a number', () => {
    const result = bannerBody(good({ sections: ['nutrients'], start_date: '2026-12-01', weight: '4' }));
    expect(result).toEqual({
      body: { title: 'Bloom boost', text: '', image_id: 'photos/abc', url: 'https://shop.example/bloom', sections: ['nutrients'], start_date: '2026-12-01', end_date: null, weight: 4, enabled: true },
      image,
    });
  });

  it('names the first problem', () => {
    expect(bannerBody(good({ title: '  ' }))).toEqual({ problem: 'title' });
    expect(bannerBody(good({ image: null, image_id: '' }))).toEqual({ problem: 'image' });
    expect(bannerBody(good({ url: 'javascript:alert(1)' }))).toEqual({ problem: 'url' });
    expect(bannerBody(good({ url: 'https://' }))).toEqual({ problem: 'url' });
    expect(bannerBody(good({ start_date: '2026-02-30' }))).toEqual({ problem: 'dates' });
    expect(bannerBody(good({ start_date: '2026-12-10', end_date: '2026-12-01' }))).toEqual({ problem: 'order' });
    expect(bannerBody(good({ weight: '0' }))).toEqual({ problem: 'weight' });
    expect(bannerBody(good({ weight: '2.5' }))).toEqual({ problem: 'weight' });
  });

  it('toggles a section on and off', () => {
    const on = toggleSection(good(), 'diaries');
    expect(on.sections).toEqual(['diaries']);
    expect(toggleSection(on, 'diaries').sections).toEqual([]);
  });
});
