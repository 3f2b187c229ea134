// The banner editor's fields (kept as its draft) and how they become the banner the server stores, or what is wrong
// with them: checked on the device with the same limits as the server, so a queued save is not refused later.
import type { BrandBannerRecord } from '@/db/database';
import type { AdBanner } from '@/domain/ads/ads';
import type { BrandBannerBody } from '@/domain/brand-manager/banner';
import {
  BANNER_SECTIONS, BANNER_URL_PATTERN, isDay, MAX_BANNER_TEXT, MAX_BANNER_TITLE, MAX_BANNER_URL, MAX_BANNER_WEIGHT, MIN_BANNER_WEIGHT,
  type BannerSection,
} from '@/domain/brand-manager/banner-limits';

export interface BannerFields {
  title: string;
  text: string;
  /** The uploaded picture: its id for the save and its sizes to show. */
  image_id: string;
  image: NonNullable<AdBanner['image']> | null;
  url: string;
  sections: BannerSection[];
  /** YYYY-MM-DD, or '' for no bound. */
  start_date: string;
  end_date: string;
  weight: string;
  enabled: boolean;
}

/** The editor's fields of a stored banner, or of a new one (running from today, weight 1, on). */
export function bannerFieldsOf(banner: BrandBannerRecord | null): BannerFields {
  if (!banner) return { title: '', text: '', image_id: '', image: null, url: 'https://', sections: [], start_date: '', end_date: '', weight: '1', enabled: true };
  return {
    title: banner.title, text: banner.text, image_id: banner.image_id, image: banner.image, url: banner.url,
    sections: BANNER_SECTIONS.filter((section) => banner.sections.includes(section)),
    start_date: banner.start_date ?? '', end_date: banner.end_date ?? '', weight: String(banner.weight), enabled: banner.enabled,
  };
}

export type BannerProblem = 'title' | 'text' | 'image' | 'url' | 'dates' | 'order' | 'weight';

/** The banner to save, or the first thing wrong with the fields. */
export function bannerBody(fields: BannerFields): { body: BrandBannerBody; image: NonNullable<AdBanner['image']> } | { problem: BannerProblem } {
  const title = fields.title.trim();
  const url = fields.url.trim();
  const weight = Number(fields.weight);
  if (title === '' || title.length > MAX_BANNER_TITLE) return { problem: 'title' };
  if (fields.text.trim().length > MAX_BANNER_TEXT) return { problem: 'text' };
  if (!fields.image || fields.image_id === '') return { problem: 'image' };
  if (url.length > MAX_BANNER_URL || !BANNER_URL_PATTERN.test(url)) return { problem: 'url' };
  if ([fields.start_date, fields.end_date].some((day) => day !== '' && !isDay(day))) return { problem: 'dates' };
  if (fields.start_date !== '' && fields.end_date !== '' && fields.end_date < fields.start_date) return { problem: 'order' };
  if (!Number.isInteger(weight) || weight < MIN_BANNER_WEIGHT || weight > MAX_BANNER_WEIGHT) return { problem: 'weight' };
  return {
    body: {
      title, text: fields.text.trim(), image_id: fields.image_id, url, sections: fields.sections,
      start_date: fields.start_date || null, end_date: fields.end_date || null, weight, enabled: fields.enabled,
    },
    image: fields.image,
  };
}

/** Adds or removes a section. */
export const toggleSection = (fields: BannerFields, section: BannerSection): BannerFields =>
  ({ ...fields, sections: fields.sections.includes(section) ? fields.sections.filter((s) => s !== section) : [...fields.sections, section] });
