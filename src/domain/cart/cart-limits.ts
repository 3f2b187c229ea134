// The cart's limits and its sums as plain numbers (zod-free: the cart screen and the product page read them).

/** Different products one cart may hold, and the most of one product a line may ask for. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/** The longest delivery details the checkout accepts. */
export const DELIVERY_LIMITS = { name: 120, address: 500, phone: 40, email: 254 } as const;
export type DeliveryField = keyof typeof DELIVERY_LIMITS;
export const DELIVERY_FIELDS = Object.keys(DELIVERY_LIMITS) as DeliveryField[];

/** A phone number as people type it: digits, spaces, +, -, parentheses and dots, with 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const isPhone = (value: string) => PHONE_PATTERN.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 6 && (value.match(/[0-9]/g)?.length ?? 0) <= 20;

/** One line of a cart as its sums need it: the unit price in integer minor units of its currency. */
export interface PricedLine {
  brand_id: number;
  brand_name: string;
  amount: number;
  currency: string;
  quantity: number;
}

/** The lines of one brand in one currency: what becomes one order. */
export interface CartGroup<T extends PricedLine> {
  brand_id: number;
  brand_name: string;
  currency: string;
  lines: T[];
  total: number;
}

/** The lines grouped by brand and currency in the order they first appear, each group with its total. */
export function groupCart<T extends PricedLine>(lines: readonly T[]): CartGroup<T>[] {
  const groups = new Map<string, CartGroup<T>>();
  for (const line of lines) {
    const key = `${line.brand_id}:${line.currency}`;
    const group = groups.get(key) ?? { brand_id: line.brand_id, brand_name: line.brand_name, currency: line.currency, lines: [], total: 0 };
    group.lines.push(line);
    group.total += line.amount * line.quantity;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The cart's totals per currency (one entry for a cart in one currency). */
export function cartTotals(lines: readonly PricedLine[]): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount * line.quantity);
  return [...totals].map(([currency, total]) => ({ currency, total }));
}

/** How many items the cart holds (the header's count). */
export const cartCount = (lines: readonly Pick<PricedLine, 'quantity'>[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** A line's quantity kept between 1 and MAX_LINE_QUANTITY. */
export const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)));

/** An e-mail address as the form checks it before sending (the server checks it fully). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export type DeliveryDetails = Record<DeliveryField, string>;
export type DeliveryProblem = 'required' | 'tooLong' | 'phone' | 'email';

/** What is wrong with each delivery field before sending (none: an empty object), as the server's schema sees it. */
export function deliveryProblems(delivery: DeliveryDetails): Partial<Record<DeliveryField, DeliveryProblem>> {
  const problems: Partial<Record<DeliveryField, DeliveryProblem>> = {};
  for (const field of DELIVERY_FIELDS) {
    const value = delivery[field].trim();
    if (!value) problems[field] = 'required';
    else if (value.length > DELIVERY_LIMITS[field]) problems[field] = 'tooLong';
    else if (field === 'phone' && !isPhone(value)) problems.phone = 'phone';
    else if (field === 'email' && !isEmail(value)) problems.email = 'email';
  }
  return problems;
}
