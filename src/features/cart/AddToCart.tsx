// A buyable product's price, quantity and "Add to cart" on its page (shown only when its brand sells it through the
// site); adding works offline, the cart being on this device.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart-limits';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/domain/page/money';
import { addToCart } from './cart-store';
import { useCartLines, useOffer } from './use-cart';
import styles from './Cart.module.css';

export function AddToCart({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const { data: offer } = useOffer(productId);
  const lines = useCartLines();
  const [quantity, setQuantity] = useState(1);
  const [full, setFull] = useState(false);
  const inputId = useId();
  if (!offer) return null;
  const inCart = lines?.find((line) => line.product_id === productId)?.quantity ?? 0;
  const add = async () => setFull(!(await addToCart(offer, quantity)));
  return (
    <div className={styles.buy} data-testid="add-to-cart">
      <strong className={styles.price} data-testid="offer-price">{formatMoney(i18n.language, offer.amount, offer.currency)}</strong>
      <label htmlFor={inputId} className={styles.quantityLabel}>{t('cart.quantity')}</label>
      <input id={inputId} className={styles.quantity} type="number" inputMode="numeric" min={1} max={MAX_LINE_QUANTITY} value={quantity}
        onChange={(event) => setQuantity(Math.min(MAX_LINE_QUANTITY, Math.max(1, Number(event.target.value) || 1)))} />
      <button type="button" className="button button-primary" onClick={() => void add()}>{t('cart.add')}</button>
      {inCart > 0 && <Link to="/cart" data-testid="in-cart">{t('cart.inCart', { count: inCart })}</Link>}
      {full && <p className="message message-warn" role="alert">{t('cart.full')}</p>}
    </div>
  );
}
