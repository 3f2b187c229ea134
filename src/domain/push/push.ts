// Web push subscriptions of a grower's devices: the bodies of POST and DELETE /api/push/subscriptions, and what a push carries.
import { z } from 'zod';

/** A push service's address for one device: https only, since the server posts to it. */
const endpointSchema = z.string().max(2000).url().refine((value) => value.startsWith('https://'), 'The endpoint must be an https address.');
/** A base64url key of the subscription (RFC 8291): p256dh is a 65-byte P-256 point (87 characters), auth 16 bytes (22). */
const base64Url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not a base64url key.');

/** POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64Url(86, 90), auth: base64Url(21, 26) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushEndpointSchema = z.object({ endpoint: endpointSchema });
