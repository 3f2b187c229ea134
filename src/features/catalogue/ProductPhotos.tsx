// A product's photos on its page: the chosen one large (its sizes in srcset, the first loaded at once), the others as
// thumbnails to choose from.
import { useState } from 'react';
import type { ProductPhoto } from '@/domain/catalogue/product-composition';
import { photoSrcSet } from '@/domain/photo/photo-sizes';
import { useTranslation } from '@/i18n/use-translation';
import styles from './ProductComposition.module.css';

export function ProductPhotos({ photos, name }: { photos: ProductPhoto[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const photo = photos[Math.min(shown, photos.length - 1)];
  if (!photo) return null;
  return (
    <figure className={styles.gallery} data-testid="product-gallery">
      <img className={styles.large} src={photo.size_m} srcSet={photoSrcSet(photo)} sizes="(max-width: 760px) calc(100vw - 2rem), 320px"
        width={photo.width} height={photo.height} alt={t('productDetails.photoOf', { name, index: shown + 1 })}
        fetchPriority={shown === 0 ? 'high' : undefined} />
      {photos.length > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((p, index) => (
            <li key={p.id}>
              <button type="button" aria-pressed={index === shown} aria-label={t('productDetails.showPhoto', { index: index + 1 })} onClick={() => setShown(index)}>
                <img src={p.size_s} width={p.width} height={p.height} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
