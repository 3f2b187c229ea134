// What a page rendered on the server lists for its loader (src/app/paint-first.ts), the app's entry and module
// preloads, and the signals between the loader and the app.
export interface PageCode { entry: string; preload: string[] }

/** The id of the `<script type="application/json">` holding the list. */
export const PAGE_CODE_ID = 'gd-code';

/** Dispatched on the document by the app just before it hydrates the page: from then on React hears taps itself. */
export const HYDRATING_EVENT = 'gd-hydrating';

/** Dispatched on the document by the app once it runs in the page (`#app[data-ready]`). */
export const READY_EVENT = 'gd-ready';
