// The cart's API shapes (spec §7 POST /api/partners/checkout): what a product sells for, the checkout's body and answer.
import { z } from 'zod';
import { partnerOrderSchema } from '../orders/orders';
import { DELIVERY_LIMITS, isPhone, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits';

const id = z.number().int().positive().max(2 ** 31 - 1);
const text = (max: number, empty: string) => z.string().trim().min(1, empty).max(max, `At most ${max} characters.`);

/** A price: integer minor units (cents) of a three-letter currency. */
export const amountSchema = z.number().int().min(1).max(100_000_000);
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters, such as EUR.');

/** Where and to whom the orders go. */
export const deliverySchema = z.object({
  name: text(DELIVERY_LIMITS.name, 'Write the name the parcel is addressed to.'),
  address: text(DELIVERY_LIMITS.address, 'Write the delivery address.'),
  phone: text(DELIVERY_LIMITS.phone, 'Write a phone number.').refine(isPhone, 'Write a phone number of digits, such as +49 30 1234567.'),
  email: text(DELIVERY_LIMITS.email, 'Write an e-mail address.').email('Write an e-mail address such as name@example.org.'),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** One cart line as sent: the price the grower saw, which the server compares with today's. */
export const checkoutLineSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  amount: amountSchema,
  currency: currencySchema,
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** POST /api/partners/checkout: the lines (each product once) and the delivery details; the grower agreed to the terms. */
export const checkoutInputSchema = z.object({
  lines: z.array(checkoutLineSchema).min(1, 'The cart is empty.').max(MAX_CART_LINES)
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, 'Each product may be listed once.'),
  delivery: deliverySchema,
  terms: z.literal(true, 'Agree to the terms of paid services first.'),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** 201: the orders made, one per brand (and currency). */
export const checkoutAnswerSchema = z.object({ orders: z.array(partnerOrderSchema) });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** 409 of a checkout: the line whose product is no longer sold, or sells for another price now (its new price). */
export const checkoutConflictSchema = z.object({
  error: z.enum(['not_sold', 'price_changed']),
  message: z.string(),
  product_id: z.number(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
});
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/** GET /api/partners/products/{id}: what the product sells for through the site, or null when it is not sold here. */
export const partnerOfferSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  link: z.string(),
  brand: z.object({ id: z.number(), name: z.string(), link: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
});
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;
export const partnerOfferAnswerSchema = z.object({ offer: partnerOfferSchema.nullable() });
export type PartnerOfferAnswer = z.infer<typeof partnerOfferAnswerSchema>;
