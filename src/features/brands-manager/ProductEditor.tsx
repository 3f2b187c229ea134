// /brands-manager/products/edit/{id}: a product's name and description (id 0: a new product), saved on the device at
// once, sent when online, then back to the list; a saved product also links to its composition and keeps its photos.
// A product this device does not know is the 404 message.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { BrandProductRecord } from '@/db/database';
import { MAX_PRODUCT_DESCRIPTION, MAX_PRODUCT_NAME } from '@/domain/brand-manager/brand-manager-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { ProductPhotosEditor } from './ProductPhotosEditor';
import { useBrandProduct, useBrandProducts, useChosenBrand } from './use-brands-manager';
import { changeProduct, createProduct } from './writes';
import styles from './BrandsManager.module.css';

function ProductForm({ product }: { product: BrandProductRecord | null }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const navigate = useNavigate();
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const title = product ? t('brandsManager.products.editTitle', { name: product.name }) : t('brandsManager.products.newTitle');
  usePageTitle(title);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), description: description.trim() };
    try {
      if (product) await changeProduct(product, fields);
      else await createProduct(brand, fields);
      await navigate({ to: '/brands-manager/products' });
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="product-editor">
      <h2 id="product-editor">{title}</h2>
      <form className={styles.form} onSubmit={(event) => void save(event)} data-testid="product-form">
        <label className="field">
          {t('brandsManager.products.name')}
          <input className="text-input" required maxLength={MAX_PRODUCT_NAME} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="field">
          {t('brandsManager.products.description')}
          <textarea className="text-input" maxLength={MAX_PRODUCT_DESCRIPTION} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={name.trim() === ''}>{t('brandsManager.save')}</button>
          <Link to="/brands-manager/products" className="button">{t('brandsManager.cancel')}</Link>
          {product?.link && <a href={product.link}>{t('brandsManager.products.view')}</a>}
        </div>
        {error && <p className="message message-error" role="alert">{error}</p>}
      </form>
    </section>
  );
}

function StoredProduct({ id }: { id: number }) {
  const brand = useChosenBrand();
  // Opened from a link or a reload: the brand's products are read into the device first.
  const { refresh } = useBrandProducts(brand.id);
  const product = useBrandProduct(id);
  if (product === undefined || (product === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (product === null || product.brand_id !== brand.id) return <NotFoundMessage />;
  return (
    <>
      <ProductForm key={product.id} product={product} />
      {product.id > 0 && <ProductExtras product={product} />}
    </>
  );
}

/** What a saved product has beyond its name: its composition (its own editor) and its photos. */
function ProductExtras({ product }: { product: BrandProductRecord }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.section} aria-labelledby="product-composition">
        <h3 id="product-composition">{t('productDetails.composition')}</h3>
        <p className={styles.note}>{t('productDetails.compositionHint')}</p>
        <Link to="/brands-manager/products/edit_composition/$id" params={{ id: product.id }} className="button" data-testid="edit-composition">
          {t('productDetails.editComposition')}
        </Link>
      </section>
      <ProductPhotosEditor product={product} />
    </>
  );
}

export function ProductEditor({ id }: { id: number }) {
  return id === 0 ? <ProductForm product={null} /> : <StoredProduct id={id} />;
}
