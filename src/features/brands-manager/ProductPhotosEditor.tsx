// A saved product's photos in its editor: the first is its main one on the public page; another can be made main or
// removed, and new ones uploaded (pictures need the network; the stored list shows offline).
import { useId, useState } from 'react';
import type { BrandProductRecord } from '@/db/database';
import { MAX_PRODUCT_PHOTOS } from '@/domain/catalogue/product-composition-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useOnline } from '@/ui/use-online';
import { usePictureUpload } from '@/ui/use-picture-upload';
import { useProductDetails } from './product-details-hooks';
import { makeMainPhoto, removeProductPhoto, uploadProductPhoto } from './product-details-store';
import styles from './BrandsManager.module.css';
import photoStyles from './ProductPhotosEditor.module.css';

export function ProductPhotosEditor({ product }: { product: BrandProductRecord }) {
  const { t } = useTranslation();
  const online = useOnline();
  const inputId = useId();
  const { details } = useProductDetails(product.brand_id, product.id);
  const { state, pick } = usePictureUpload((file) => uploadProductPhoto(product.brand_id, product.id, file));
  const [error, setError] = useState<string | null>(null);
  const photos = details?.photos ?? [];
  const act = (action: Promise<void>) => action.then(() => setError(null), (failure: unknown) => setError(describeError(failure)));
  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`} data-testid="product-photos">
      <h3 id={`${inputId}-title`}>{t('productDetails.photos', { count: photos.length })}</h3>
      {photos.length > 0 && (
        <ul className={photoStyles.grid}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={photoStyles.photo} data-testid="product-photo">
              <img src={photo.size_s} width={photo.width} height={photo.height} alt={t('productDetails.photoOf', { name: product.name, index: index + 1 })} loading="lazy" />
              {index === 0
                ? <span className={photoStyles.main}>{t('productDetails.mainPhoto')}</span>
                : <button type="button" className="button" disabled={!online} onClick={() => void act(makeMainPhoto(product.id, photo.id))}>{t('productDetails.makeMain')}</button>}
              <ConfirmButton label={t('productDetails.removePhoto')} confirmLabel={t('productDetails.confirmRemovePhoto', { index: index + 1 })}
                cancelLabel={t('brandsManager.cancel')} disabled={!online} onConfirm={() => act(removeProductPhoto(product.id, photo.id))} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={inputId} className="button" aria-disabled={!online || photos.length >= MAX_PRODUCT_PHOTOS || undefined}>
          {state === 'sending' ? t('productDetails.photoSending') : t('productDetails.addPhoto')}
        </label>
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="visually-hidden"
          disabled={!online || state === 'sending' || photos.length >= MAX_PRODUCT_PHOTOS}
          onChange={(event) => { pick(event.target.files?.[0]); event.target.value = ''; }} data-testid="product-photo-input" />
        <p className={styles.note}>{online ? t('productDetails.photoHint', { max: MAX_PRODUCT_PHOTOS }) : t('productDetails.photoOffline')}</p>
      </div>
      {typeof state === 'object' && <p className="message message-error" role="alert">{state.error}</p>}
      {error && <p className="message message-error" role="alert">{error}</p>}
    </section>
  );
}
