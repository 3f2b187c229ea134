// The header's link to the cart with how many items it holds; nothing while the cart is empty. Loaded apart from the
// app's first load (the layout imports it lazily).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { useCartCount } from './use-cart';
import styles from './Cart.module.css';

export default function CartBadge() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <Link to="/cart" className={`button ${styles.badge}`} aria-label={`${t('nav.cart')}: ${count}`} data-testid="cart-badge" activeProps={{ 'aria-current': 'page' }}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
      </svg>
      <span data-testid="cart-count">{count}</span>
    </Link>
  );
}
