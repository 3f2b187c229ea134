// A list of catalogue products (name, maker, stars, diaries), each leading to its page; over 50 rows only those near
// the screen are rendered (a window virtual list), so a long category scrolls smoothly on a phone.
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ItemStat } from '@/domain/catalogue/brand';
import type { ItemRef } from '@/domain/diary/diary';
import { productLink, type BrandPlace } from './catalogue-links';
import { ItemStatView } from './RatingStars';
import styles from './ProductRows.module.css';

export type ProductRow = ItemRef & { item_stat: ItemStat; cnt_diaries?: number };

/** Rows above this count render through the virtual list. */
export const VIRTUAL_FROM = 50;
/** A first guess of a row's height with its gap; each rendered row is measured (rows wrap on phones). */
const ROW_ESTIMATE = 84;

/** Where a product's page is: its maker's place in the catalogue. */
export type PlaceOf = (product: ProductRow) => BrandPlace;

function Row({ product, placeOf, showBrand }: { product: ProductRow; placeOf: PlaceOf; showBrand: boolean }) {
  const { t } = useTranslation();
  return (
    <Link {...productLink(placeOf(product), product.id)} className={styles.row} data-testid="product-row">
      <span className={styles.main}>
        <span className={styles.name}>{product.name}</span>
        {showBrand && product.brand_name && <span className={styles.brand}>{product.brand_name}</span>}
      </span>
      <span className={styles.side}>
        <ItemStatView stat={product.item_stat} />
        {product.cnt_diaries !== undefined && <span className={styles.brand}>{t('catalogue.diaryCount', { count: product.cnt_diaries })}</span>}
      </span>
    </Link>
  );
}

function VirtualRows({ products, placeOf, showBrand }: { products: ProductRow[]; placeOf: PlaceOf; showBrand: boolean }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({ count: products.length, estimateSize: () => ROW_ESTIMATE, overscan: 8, scrollMargin: offset });
  return (
    <ul ref={listRef} className={styles.virtual} style={{ height: virtualizer.getTotalSize() }} data-virtual="true">
      {virtualizer.getVirtualItems().map((item) => {
        const product = products[item.index]!;
        return (
          <li
            key={product.id}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.virtualItem}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <Row product={product} placeOf={placeOf} showBrand={showBrand} />
          </li>
        );
      })}
    </ul>
  );
}

export function ProductRows({ products, placeOf, showBrand = true }: { products: ProductRow[]; placeOf: PlaceOf; showBrand?: boolean }) {
  if (products.length > VIRTUAL_FROM) return <VirtualRows products={products} placeOf={placeOf} showBrand={showBrand} />;
  return (
    <ul className={styles.list}>
      {products.map((product) => (
        <li key={product.id}><Row product={product} placeOf={placeOf} showBrand={showBrand} /></li>
      ))}
    </ul>
  );
}
