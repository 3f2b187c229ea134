// Partner orders as plain values (zod-free): their states, which a grower may still cancel, and the page size.

/** new: the brand has it; confirmed and shipped: the brand's steps; cancelled: by the grower while new, or the brand. */
export const PARTNER_ORDER_STATES = ['new', 'confirmed', 'shipped', 'cancelled'] as const;
export type PartnerOrderState = (typeof PARTNER_ORDER_STATES)[number];

/** A grower may cancel an order only before the brand confirmed it. */
export const canCancel = (state: PartnerOrderState) => state === 'new';

/** The states a brand's managers may move an order to from each state (an order keeps a state it is set to again). */
export const BRAND_ORDER_STEPS: Record<PartnerOrderState, readonly Exclude<PartnerOrderState, 'new'>[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

/** Orders per page of the profile's tab and the brand's list; new orders one grower may have waiting at once. */
export const PARTNER_ORDERS_PAGE_SIZE = 20;
export const MAX_PARTNER_ORDERS_PAGE_SIZE = 100;
export const MAX_NEW_PARTNER_ORDERS = 20;
