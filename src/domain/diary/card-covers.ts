// Which diary cards' covers a list loads at once (the first screen's) and which one first (the page's largest paint).

/** Cards in the first rows (two rows on a phone, one on a laptop) load their covers at once. */
export const EAGER_COVERS = 4;

/** The first card of the first screen that has a cover: its cover is the page's largest paint, fetched first (the
 * server preloads it too); -1 when none has one. */
export const leadCoverIndex = (cards: readonly { cover: unknown }[]): number =>
  cards.slice(0, EAGER_COVERS).findIndex((card) => card.cover);
