// The preload of a page's largest photo, a diary's cover: the same srcset and sizes as the app's <img>, so the browser
// reuses it.
import type { Photo } from '../../../src/domain/photo/photo';
import { coverSrcSet, PHOTO_LAYOUTS } from '../../../src/domain/photo/photo-sizes';
import type { PageMeta } from '../html-shell';

export function preloadCover(photo: Photo, layout: keyof typeof PHOTO_LAYOUTS): NonNullable<PageMeta['preloadImage']> {
  return { href: photo.size_m, srcset: coverSrcSet(photo), sizes: PHOTO_LAYOUTS[layout] };
}
