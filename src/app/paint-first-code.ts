// What a page rendered on the server lists for its loader (src/app/paint-first.ts): the app's entry and module preloads.
export interface PageCode { entry: string; preload: string[] }

/** The id of the `<script type="application/json">` holding the list. */
export const PAGE_CODE_ID = 'gd-code';
