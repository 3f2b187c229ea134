// The rules of a brand's banners: every section offered is one the app really shows ads in, the days of a period,
// the click-through rate and a banner's state on a day.
import { describe, expect, it } from 'vitest';
import { adSectionOf, IGNORED_AD_SECTIONS } from '../ads/ad-sections';
import { addDays, BANNER_SECTIONS, BANNER_URL_PATTERN, bannerState, clickThrough, daysBetween, isDay } from './banner-limits';

describe('banner rules', () => {
  it('offers only sections pages really have, none of them ad-free', () => {
    for (const section of BANNER_SECTIONS) {
      expect(adSectionOf(section === 'home' ? '/' : `/${section}`)).toBe(section);
      expect(IGNORED_AD_SECTIONS as readonly string[]).not.toContain(section);
    }
  });

  it('counts the days of a period across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('rates clicks per view in percent and has none without views', () => {
    expect(clickThrough(0, 0)).toBeNull();
    expect(clickThrough(1000, 23)).toBe(2.3);
    expect(clickThrough(3, 1)).toBe(33.3);
  });

  it('tells a banner off, scheduled, ended or running on a day', () => {
    const banner = { enabled: true, start_date: '2026-11-20', end_date: '2026-11-30' };
    expect(bannerState(banner, '2026-11-19')).toBe('scheduled');
    expect(bannerState(banner, '2026-11-20')).toBe('running');
    expect(bannerState(banner, '2026-11-30')).toBe('running');
    expect(bannerState(banner, '2026-12-01')).toBe('ended');
    expect(bannerState({ ...banner, enabled: false }, '2026-11-25')).toBe('off');
    expect(bannerState({ enabled: true, start_date: null, end_date: null }, '2030-01-01')).toBe('running');
  });

  it('takes http and https links only', () => {
    expect(BANNER_URL_PATTERN.test('https://shop.example/bloom?utm=gd')).toBe(true);
    expect(BANNER_URL_PATTERN.test('http://shop.example')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://shop.example', 'https://', '/nutrients/1', 'https://a b']) {
      expect(BANNER_URL_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
