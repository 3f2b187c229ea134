// /cart: the lines on this device grouped by brand with prices and totals (change quantity, remove: offline too), the
// delivery details (kept as a draft), the paid terms to agree to, and the checkout (online only: one order per brand).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CartLineRecord } from '@/db/database';
import type { CheckoutConflict } from '@/domain/cart/cart';
import { cartTotals, DELIVERY_FIELDS, DELIVERY_LIMITS, deliveryProblems, groupCart, MAX_LINE_QUANTITY, type DeliveryDetails, type DeliveryField } from '@/domain/cart/cart-limits';
import type { PartnerOrder } from '@/domain/orders/orders';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useDraft } from '@/features/drafts/use-draft';
import { formatMoney } from '@/domain/page/money';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, ServerError } from '@/sync/transport/http';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { checkout, removeLine, setQuantity } from './cart-store';
import { useCartLines } from './use-cart';
import styles from './Cart.module.css';

const NO_DELIVERY: DeliveryDetails = { name: '', address: '', phone: '', email: '' };

function CartLine({ line }: { line: CartLineRecord }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, line.currency);
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineName}>
        <Link to={line.link as '/'}>{line.name}</Link>
        <span className={styles.unit}>{money(line.amount)}</span>
      </div>
      <div className={styles.lineControls}>
        <button type="button" className="button" aria-label={t('cart.less', { name: line.name })} disabled={line.quantity <= 1}
          onClick={() => void setQuantity(line.product_id, line.quantity - 1)}>−</button>
        <input className={styles.quantity} type="number" inputMode="numeric" min={1} max={MAX_LINE_QUANTITY} value={line.quantity}
          aria-label={t('cart.quantityOf', { name: line.name })} data-testid="line-quantity"
          onChange={(event) => void setQuantity(line.product_id, Number(event.target.value))} />
        <button type="button" className="button" aria-label={t('cart.more', { name: line.name })} disabled={line.quantity >= MAX_LINE_QUANTITY}
          onClick={() => void setQuantity(line.product_id, line.quantity + 1)}>+</button>
        <strong className={styles.lineTotal} data-testid="line-total">{money(line.amount * line.quantity)}</strong>
        <button type="button" className="button" onClick={() => void removeLine(line.product_id)}>{t('cart.remove')}</button>
      </div>
      {line.problem?.error === 'not_sold' && <p className="message message-error" role="alert" data-testid="line-problem">{t('cart.notSold')}</p>}
      {line.problem?.error === 'price_changed' && (
        <p className="message message-warn" role="alert" data-testid="line-problem">{t('cart.priceChanged', { was: money(line.problem.was), now: money(line.amount) })}</p>
      )}
    </li>
  );
}

function DeliveryForm({ value, change, problems }: { value: DeliveryDetails; change: (next: DeliveryDetails) => void; problems: Partial<Record<DeliveryField, string>> }) {
  const { t } = useTranslation();
  const input = (field: DeliveryField) => ({
    id: `delivery-${field}`, className: 'text-input', value: value[field], maxLength: DELIVERY_LIMITS[field],
    'aria-invalid': problems[field] ? true : undefined, 'aria-describedby': problems[field] ? `delivery-${field}-problem` : undefined,
    onChange: (event: { target: { value: string } }) => change({ ...value, [field]: event.target.value }),
  });
  return (
    <fieldset className={styles.delivery}>
      <legend>{t('cart.delivery')}</legend>
      {DELIVERY_FIELDS.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`delivery-${field}`}>{t(`cart.field.${field}`)}</label>
          {field === 'address'
            ? <textarea rows={3} autoComplete="street-address" {...input(field)} />
            : <input type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} autoComplete={field === 'name' ? 'name' : field === 'phone' ? 'tel' : 'email'} {...input(field)} />}
          {problems[field] && <span id={`delivery-${field}-problem`} className={styles.problem}>{problems[field]}</span>}
        </div>
      ))}
    </fieldset>
  );
}

function Ordered({ orders }: { orders: PartnerOrder[] }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="message" role="status" data-testid="checkout-done">
      <p>{t('cart.ordered', { count: orders.length })}</p>
      <ul>{orders.map((order) => <li key={order.id}>{order.brand.name}: {formatMoney(i18n.language, order.total, order.currency)}</li>)}</ul>
      {user && <Link to="/grower/$id/$tab" params={{ id: user.id, tab: 'orders' }}>{t('cart.yourOrders')}</Link>}
    </div>
  );
}

export function CartScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('cart.title'));
  const lines = useCartLines();
  const user = useCurrentUser();
  const online = useOnline();
  const draft = useDraft<DeliveryDetails>('cart-delivery', 'device', NO_DELIVERY);
  const delivery = draft.value ?? NO_DELIVERY;
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | { error: string } | { orders: PartnerOrder[] }>('idle');

  const problems = deliveryProblems(delivery);
  const shownProblems = tried ? Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`cart.problem.${problem}`, { max: DELIVERY_LIMITS[field as DeliveryField] })])) : {};
  const blocked = lines?.some((line) => line.problem?.error === 'not_sold') ?? false;

  const send = () => {
    setTried(true);
    if (!lines?.length || Object.keys(problems).length > 0 || !agreed || blocked) return;
    setStatus('sending');
    const trimmed = Object.fromEntries(DELIVERY_FIELDS.map((field) => [field, delivery[field].trim()])) as DeliveryDetails;
    checkout(lines, trimmed).then(
      async (orders) => {
        await draft.discard();
        setAgreed(false);
        setTried(false);
        setStatus({ orders });
      },
      (error: unknown) => {
        const conflict = error instanceof ServerError && error.status === 409 ? (error.body as CheckoutConflict | null) : null;
        setStatus({ error: conflict?.error === 'not_sold' || conflict?.error === 'price_changed' ? t('cart.checkLines') : describeError(error) });
      },
    );
  };

  if (lines === undefined) return <div className="page"><div className={`skeleton ${styles.loading}`} aria-busy="true" /></div>;
  return (
    <div className={`page ${styles.page}`}>
      <h1>{t('cart.title')}</h1>
      {typeof status === 'object' && 'orders' in status && <Ordered orders={status.orders} />}
      {lines.length === 0 ? (
        <p className={styles.empty} data-testid="cart-empty">{t('cart.empty')} <Link to="/nutrients/$" params={{ _splat: '' }}>{t('cart.browse')}</Link></p>
      ) : (
        <div className={styles.layout}>
          <section aria-label={t('cart.lines')} className={styles.groups}>
            {groupCart(lines.map((line) => ({ ...line }))).map((group) => (
              <section key={`${group.brand_id}:${group.currency}`} className={styles.group} data-testid="cart-group">
                <h2 className={styles.brand}><Link to={(group.lines[0]?.brand_link ?? '/') as '/'}>{group.brand_name}</Link></h2>
                <ul className={styles.lines}>{group.lines.map((line) => <CartLine key={line.product_id} line={line} />)}</ul>
                <p className={styles.subtotal}><span>{t('cart.subtotal')}</span><strong>{formatMoney(i18n.language, group.total, group.currency)}</strong></p>
              </section>
            ))}
            <p className={styles.grandTotal} data-testid="cart-total">
              <span>{t('cart.total')}</span>
              <strong>{cartTotals(lines).map(({ currency, total }) => formatMoney(i18n.language, total, currency)).join(' + ')}</strong>
            </p>
            <p className={styles.note}>{t('cart.perBrand')}</p>
          </section>
          <section aria-label={t('cart.checkout')} className={styles.checkout}>
            {draft.value !== undefined && <DeliveryForm value={delivery} change={draft.change} problems={shownProblems} />}
            <label className={styles.agree}>
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="cart-agree" />
              <span>{t('cart.agree')} <Link to="/terms-paid" target="_blank">{t('cart.terms')}</Link></span>
            </label>
            {tried && !agreed && <span className={styles.problem}>{t('cart.agreeFirst')}</span>}
            {!online && <p className="message message-warn" role="status" data-testid="cart-offline">{t('cart.offline')}</p>}
            {user === null && <p className="message" role="status">{t('cart.signIn')} <Link to="/auth/signin">{t('cart.signInLink')}</Link></p>}
            {blocked && <p className="message message-error" role="alert">{t('cart.removeNotSold')}</p>}
            {typeof status === 'object' && 'error' in status && <p className="message message-error" role="alert" data-testid="checkout-error">{status.error}</p>}
            <button type="button" className="button button-primary" disabled={!online || !user || status === 'sending'} onClick={send} data-testid="checkout">
              {status === 'sending' ? t('cart.sending') : t('cart.order')}
            </button>
          </section>
        </div>
      )}
    </div>
  );
}
