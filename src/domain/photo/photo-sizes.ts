// The four stored sizes of a photo (spec §3): pixel length of the longest side, the file suffix of each size, the
// srcset of a photo and how wide the app shows photos where the first screen shows them (also preloaded by the server).
import type { Photo } from './photo';

export const PHOTO_SIZES = { size_s: 240, size_m: 640, size_xl: 1280, size_big: 2048 } as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;

/** How wide a photo shows at each viewport width (its `sizes` attribute), where a page's largest picture shows. */
export const PHOTO_LAYOUTS = { diaryCover: '(max-width: 800px) calc(100vw - 4rem), 420px', diaryCard: '(max-width: 600px) 50vw, 280px' } as const;

/** The srcset of a photo: each stored size with its real width (a small original is never stored wider than itself). */
export function photoSrcSet(photo: Pick<Photo, PhotoSizeName | 'width' | 'height'>): string {
  return (Object.keys(PHOTO_SIZES) as PhotoSizeName[])
    .map((size) => `${photo[size]} ${Math.min(PHOTO_SIZES[size], Math.max(photo.width, photo.height))}w`)
    .join(', ');
}

/** A size's file name ends in `_{suffix}.jpg` (server/media/image-sizes.ts). */
export const PHOTO_SUFFIX: Record<PhotoSizeName, string> = { size_s: 's', size_m: 'm', size_xl: 'xl', size_big: 'big' };

/** Sizes to show offline in place of a missing one, best first: the medium size saved for offline, then larger, then smaller. */
const STAND_IN_ORDER: PhotoSizeName[] = ['size_m', 'size_xl', 'size_big', 'size_s'];
/** A photo size's JPEG file or URL, its suffix captured. */
export const SIZED_FILE = new RegExp(`_(${Object.values(PHOTO_SUFFIX).join('|')})\\.jpg$`);

/** The URLs of the other sizes of the photo at `url`, best stand-in first; none for a URL that is not a photo size. */
export function otherPhotoSizes(url: string): string[] {
  const match = SIZED_FILE.exec(url);
  if (!match) return [];
  const base = url.slice(0, match.index);
  return STAND_IN_ORDER.map((size) => `${base}_${PHOTO_SUFFIX[size]}.jpg`).filter((candidate) => candidate !== url);
}
