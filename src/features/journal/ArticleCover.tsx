// An article's cover in its stored sizes: the browser picks the one its width needs.
import type { ArticleCard } from '@/domain/article/article';
import { PHOTO_SIZES } from '@/domain/photo/photo-sizes';

interface ArticleCoverProps { cover: NonNullable<ArticleCard['cover']>; alt: string; sizes: string; className?: string; eager?: boolean }

export function ArticleCover({ cover, alt, sizes, className, eager = false }: ArticleCoverProps) {
  const srcSet = (Object.keys(PHOTO_SIZES) as (keyof typeof PHOTO_SIZES)[]).map((size) => `${cover[size]} ${PHOTO_SIZES[size]}w`).join(', ');
  return (
    <img className={className} src={cover.size_m} srcSet={srcSet} sizes={sizes} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'sync' : 'async'}
      // Offline, a cover never loaded before has no copy: show the grey box, not a broken icon.
      onError={(event) => event.currentTarget.setAttribute('data-missing', '')} />
  );
}
