// The banner kinds a brand edits in the brand manager area, apart from the other banner rules: route paths check them,
// and routes' param checks ship with the first load, so this module stays tiny.

/** The banner kinds a brand books and edits in the brand manager area (button banners are the shop's, not edited here). */
export const EDITABLE_BANNER_KINDS = ['box', 'cpm', 'header'] as const;
export type EditableBannerKind = (typeof EDITABLE_BANNER_KINDS)[number];
