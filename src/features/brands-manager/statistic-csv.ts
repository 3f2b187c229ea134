// The statistics tab's CSV file, built on the device from the figures shown: a header row and one row per day, fields
// quoted as RFC 4180 says (a field holding a comma, a double quote or a line break is quoted, its quotes doubled),
// lines ended by CRLF.
import type { StatisticDay } from '@/domain/brand-manager/statistic-days';

/** One field of a CSV line. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A column of the file: its header and its value on a day. */
export interface CsvColumn { label: string; value: (day: StatisticDay) => string | number | null }

export const CSV_COLUMN_KEYS = [
  'day', 'product_views', 'weeks', 'reviews', 'rating', 'banner_views', 'banner_clicks', 'ctr', 'followers_gained', 'followers_lost',
] as const;
export type CsvColumnKey = (typeof CSV_COLUMN_KEYS)[number];

/** The value of each column on a day: the average rating with one decimal, the click-through in % with two. */
export const CSV_VALUES: Record<CsvColumnKey, CsvColumn['value']> = {
  day: (d) => d.day,
  product_views: (d) => d.product_views,
  weeks: (d) => d.weeks,
  reviews: (d) => d.reviews,
  rating: (d) => (d.reviews > 0 ? (d.rating_sum / d.reviews).toFixed(1) : null),
  banner_views: (d) => d.banner_views,
  banner_clicks: (d) => d.banner_clicks,
  ctr: (d) => (d.banner_views > 0 ? ((d.banner_clicks / d.banner_views) * 100).toFixed(2) : null),
  followers_gained: (d) => d.followers_gained,
  followers_lost: (d) => d.followers_lost,
};

/** The whole file: the header, then the days oldest first. */
export function statisticsCsv(columns: readonly CsvColumn[], days: readonly StatisticDay[]): string {
  const lines = [columns.map((c) => csvField(c.label)), ...days.map((day) => columns.map((c) => csvField(c.value(day))))];
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}
