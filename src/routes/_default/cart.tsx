// /cart: the cart on this device and its checkout.
import { createFileRoute } from '@tanstack/react-router';
import { CartScreen } from '@/features/cart/CartScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/cart')({
  loader: loadScreenStrings,
  component: CartScreen,
});
