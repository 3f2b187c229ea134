// A lazily loaded photo with its sizes in srcset (a cover's crops for a cover) and its box reserved (no layout shift).
import type { Photo as PhotoData } from '@/domain/photo/photo';
import { coverSrcSet, photoSrcSet } from '@/domain/photo/photo-sizes';

interface PhotoProps {
  photo: PhotoData;
  alt: string;
  /** The sizes attribute: how wide the image shows at each viewport width. */
  sizes: string;
  className?: string;
  /** On the first screen but not its largest picture: loaded at once, after the largest (low priority, and the server's
   * HTML names no preload for it that would share the first bytes with the largest). */
  eager?: boolean;
  /** The page's largest picture above the fold (its LCP): loaded at once and before other images. */
  priority?: boolean;
  /** Shown as a diary's cover, its middle filling a 4:3 box (COVER_ASPECT): offered the cover crops. */
  cover?: boolean;
}

export function Photo({ photo, alt, sizes, className, eager = false, priority = false, cover = false }: PhotoProps) {
  return (
    <img
      className={className}
      src={photo.size_m}
      srcSet={cover ? coverSrcSet(photo) : photoSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      // Every other picture stays low, even in view: a browser raises an image it finds in the viewport to high
      // priority, which then shares the first bytes with the largest picture.
      fetchPriority={priority ? 'high' : 'low'}
      // A picture of the first screen is drawn with the frame it arrives for (decoded asynchronously it came a frame or
      // more after the page's text, as a later largest paint); the others decode off the page's way.
      decoding={eager || priority ? 'sync' : 'async'}
      style={{ background: 'var(--color-border)' }}
      // Offline, a photo never loaded before has no copy: show the grey box, not a broken icon.
      onError={(event) => event.currentTarget.setAttribute('data-missing', '')}
      onLoad={(event) => event.currentTarget.removeAttribute('data-missing')}
    />
  );
}
