// The stored sizes of a photo (spec §3's four, and the app's own card size and cover crops): their pixels and file
// suffixes, the srcset of a photo and of a cover, and how wide the app shows photos where the first screen shows them
// (also preloaded by the server).
import type { Photo } from './photo';

export const PHOTO_SIZES = { size_s: 240, size_m: 640, size_xl: 1280, size_big: 2048 } as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;

/** How wide a photo shows at each viewport width (its `sizes` attribute), where a page's largest picture shows. */
export const PHOTO_LAYOUTS = { diaryCover: '(max-width: 800px) calc(100vw - 4rem), 420px', diaryCard: '(max-width: 600px) 50vw, 280px' } as const;

/** The pixel size of a photo stored with its longest side at most `length` (resized to fit, never enlarged). */
function sizeAt(photo: { width: number; height: number }, length: number): { width: number; height: number } {
  const scale = Math.min(1, length / Math.max(photo.width, photo.height));
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/** The srcset of a photo: each stored size with its real width (a portrait photo's sizes are narrower than their
 * longest side; a small original is never stored wider than itself), the card size among them when it is smaller
 * than size_m. */
export function photoSrcSet(photo: Pick<Photo, PhotoSizeName | 'width' | 'height'>): string {
  const candidates = (Object.keys(PHOTO_SIZES) as PhotoSizeName[]).map((size) => `${photo[size]} ${sizeAt(photo, PHOTO_SIZES[size]).width}w`);
  const card = derivedSizeUrl(photo.size_m, CARD_SIZE);
  if (card && hasDerivedSize(photo, CARD_SIZE)) candidates.splice(1, 0, `${card} ${sizeAt(photo, CARD_SIZE.width).width}w`);
  return candidates.join(', ');
}

/** The box a diary's cover shows in, on its card and on its page: its middle fills it (object-fit: cover). */
export const COVER_ASPECT = 4 / 3;

/** The width of the cover box a picture of this pixel size fills: a portrait one only its own width, a panorama only
 * what its height spans. */
const coverBoxWidth = ({ width, height }: { width: number; height: number }) => Math.min(width, Math.round(height * COVER_ASPECT));

/** The srcset of a photo shown as a cover: the cover crops it has (exactly the pixels the box shows), then the larger
 * stored sizes, each named by the width of the box it fills (the smallest of those filling the same). A photo too small
 * for a crop, or not stored here, is offered its plain sizes. */
export function coverSrcSet(photo: Pick<Photo, PhotoSizeName | 'width' | 'height'>): string {
  const crops = COVER_CROPS.filter((crop) => hasDerivedSize(photo, crop)).map((crop) => ({ url: derivedSizeUrl(photo.size_m, crop), width: crop.width }));
  if (crops.length === 0 || crops.some((crop) => crop.url === null)) return photoSrcSet(photo);
  const widest = crops[crops.length - 1]!.width;
  const larger = (Object.keys(PHOTO_SIZES) as PhotoSizeName[])
    .map((size) => ({ url: photo[size], width: coverBoxWidth(sizeAt(photo, PHOTO_SIZES[size])) }))
    .filter((size, index, sizes) => size.width > widest && sizes.findIndex((other) => other.width === size.width) === index);
  return [...crops, ...larger].map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** A size's file name ends in `_{suffix}.jpg` (server/media/image-sizes.ts). */
export const PHOTO_SUFFIX: Record<PhotoSizeName, string> = { size_s: 's', size_m: 'm', size_xl: 'xl', size_big: 'big' };

/** A size of the app's own, not in the API (spec §3 names four sizes and none of their pixels), made from a stored
 * size: `fit` inside a `width`×`height` box, or `cover` it (cropped to its middle, as the box's CSS does). */
export interface DerivedSize { suffix: string; from: string; fit: 'inside' | 'cover'; width: number; height: number }

/**
 * Between size_s and size_m, what a card of a two-column phone grid needs (about 180 px wide at 1.75–2× density) in
 * half the bytes of size_m. Its URL is size_m's with this suffix.
 */
export const CARD_SIZE: DerivedSize = { suffix: 'c', from: PHOTO_SUFFIX.size_m, fit: 'inside', width: 400, height: 400 };

/** The middle of a photo at the cover's aspect, for a phone's card (400 px) and a phone's diary page (640 px): a
 * portrait photo's size_m is 480 px wide and fills only a 480-px box, its size_xl 960 px in twice the bytes. */
export const COVER_CROPS: readonly DerivedSize[] = [
  { suffix: 'cs', from: PHOTO_SUFFIX.size_xl, fit: 'cover', width: 400, height: 300 },
  { suffix: 'cm', from: PHOTO_SUFFIX.size_xl, fit: 'cover', width: 640, height: 480 },
];

/** Every size of the app's own. A photo stored before one existed is answered with its size_m until it has been
 * written (server/http/photo-twins.ts); each is stored only for photos that fill it. */
export const DERIVED_SIZES: readonly DerivedSize[] = [CARD_SIZE, ...COVER_CROPS];

/** Whether a photo of this pixel size (its largest stored size) is stored at a derived size: the card size when larger
 * than it, a crop when it covers the crop without being enlarged. */
export function hasDerivedSize(photo: { width: number; height: number }, size: DerivedSize): boolean {
  return size.fit === 'cover'
    ? photo.width >= size.width && photo.height >= size.height
    : Math.max(photo.width, photo.height) > size.width;
}

/** Suffixes to show offline in place of a missing size, best first: the medium size saved for offline, the card size,
 * then larger, then smaller, the crops last (they show only a cover's middle). */
const STAND_IN_ORDER = [PHOTO_SUFFIX.size_m, CARD_SIZE.suffix, PHOTO_SUFFIX.size_xl, PHOTO_SUFFIX.size_big, PHOTO_SUFFIX.size_s, ...COVER_CROPS.map((crop) => crop.suffix)];
/** A photo size's JPEG file or URL, its suffix captured. */
export const SIZED_FILE = new RegExp(`_(${STAND_IN_ORDER.join('|')})\\.jpg$`);

/** The path (a file or a URL) of the size `to` of the photo whose size `from` is at `path`; null when `path` is not
 * that size. */
function swapSize(path: string, from: string, to: string): string | null {
  const match = SIZED_FILE.exec(path);
  return match?.[1] === from ? `${path.slice(0, match.index)}_${to}.jpg` : null;
}

/** The URL of a derived size of a photo from its size_m URL; null for a URL that is not a stored size. */
export const derivedSizeUrl = (sizeM: string, size: DerivedSize): string | null => swapSize(sizeM, PHOTO_SUFFIX.size_m, size.suffix);

/** For the path (a file or a URL) of a derived size: the size, the path of the size it is made from, and of size_m,
 * answered while it is not written yet; null for any other path. */
export function derivedSizeOf(path: string): { size: DerivedSize; source: string; meanwhile: string } | null {
  const suffix = SIZED_FILE.exec(path)?.[1];
  const size = DERIVED_SIZES.find((derived) => derived.suffix === suffix);
  if (!size) return null;
  return { size, source: swapSize(path, size.suffix, size.from)!, meanwhile: swapSize(path, size.suffix, PHOTO_SUFFIX.size_m)! };
}

/** The URLs of the other sizes of the photo at `url`, best stand-in first; none for a URL that is not a photo size. */
export function otherPhotoSizes(url: string): string[] {
  const match = SIZED_FILE.exec(url);
  if (!match) return [];
  const base = url.slice(0, match.index);
  return STAND_IN_ORDER.map((suffix) => `${base}_${suffix}.jpg`).filter((candidate) => candidate !== url);
}
