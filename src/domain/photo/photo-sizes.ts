// The stored sizes of a photo (spec §3's four, and the app's own card size): pixel length of the longest side, the file
// suffix of each size, the srcset of a photo and how wide the app shows photos where the first screen shows them (also
// preloaded by the server).
import type { Photo } from './photo';

export const PHOTO_SIZES = { size_s: 240, size_m: 640, size_xl: 1280, size_big: 2048 } as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;

/** How wide a photo shows at each viewport width (its `sizes` attribute), where a page's largest picture shows. */
export const PHOTO_LAYOUTS = { diaryCover: '(max-width: 800px) calc(100vw - 4rem), 420px', diaryCard: '(max-width: 600px) 50vw, 280px' } as const;

/** The srcset of a photo: each stored size with its real width (a small original is never stored wider than itself),
 * the card size among them when it is smaller than size_m. */
export function photoSrcSet(photo: Pick<Photo, PhotoSizeName | 'width' | 'height'>): string {
  const longest = Math.max(photo.width, photo.height);
  const candidates = (Object.keys(PHOTO_SIZES) as PhotoSizeName[]).map((size) => `${photo[size]} ${Math.min(PHOTO_SIZES[size], longest)}w`);
  const card = cardSizeOf(photo.size_m);
  if (card && longest > CARD_SIZE.length) candidates.splice(1, 0, `${card} ${CARD_SIZE.length}w`);
  return candidates.join(', ');
}

/** A size's file name ends in `_{suffix}.jpg` (server/media/image-sizes.ts). */
export const PHOTO_SUFFIX: Record<PhotoSizeName, string> = { size_s: 's', size_m: 'm', size_xl: 'xl', size_big: 'big' };

/**
 * A fifth stored size, not in the API: between size_s and size_m, what a card of a two-column phone grid needs (about
 * 180 px wide at 1.75–2× density) in half the bytes of size_m. Its URL is size_m's with this suffix; a photo stored
 * before it existed is answered with size_m until it has been written (server/http/photo-twins.ts).
 */
export const CARD_SIZE = { length: 400, suffix: 'c' } as const;

/** Suffixes to show offline in place of a missing size, best first: the medium size saved for offline, the card size,
 * then larger, then smaller. */
const STAND_IN_ORDER = [PHOTO_SUFFIX.size_m, CARD_SIZE.suffix, PHOTO_SUFFIX.size_xl, PHOTO_SUFFIX.size_big, PHOTO_SUFFIX.size_s];
/** A photo size's JPEG file or URL, its suffix captured. */
export const SIZED_FILE = new RegExp(`_(${STAND_IN_ORDER.join('|')})\\.jpg$`);

/** The path (a file or a URL) of the size `to` of the photo whose size `from` is at `path`; null when `path` is not
 * that size. */
function swapSize(path: string, from: string, to: string): string | null {
  const match = SIZED_FILE.exec(path);
  return match?.[1] === from ? `${path.slice(0, match.index)}_${to}.jpg` : null;
}

/** The card size's URL of a photo from its size_m URL; null for a URL that is not a stored size. */
export const cardSizeOf = (sizeM: string): string | null => swapSize(sizeM, PHOTO_SUFFIX.size_m, CARD_SIZE.suffix);

/** The medium size's JPEG (a file or a URL) of the photo whose card size is at `card`; null for any other path. */
export const mediumOfCard = (card: string): string | null => swapSize(card, CARD_SIZE.suffix, PHOTO_SUFFIX.size_m);

/** The URLs of the other sizes of the photo at `url`, best stand-in first; none for a URL that is not a photo size. */
export function otherPhotoSizes(url: string): string[] {
  const match = SIZED_FILE.exec(url);
  if (!match) return [];
  const base = url.slice(0, match.index);
  return STAND_IN_ORDER.map((suffix) => `${base}_${suffix}.jpg`).filter((candidate) => candidate !== url);
}
