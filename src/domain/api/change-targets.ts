// What a queued change writes, as a path of `kind:id` steps: the outbox indexes changes by it (later writes of one target, a diary's waiting changes).

export const diaryTarget = (diaryId: number) => `diary:${diaryId}`;
export const diaryCoverTarget = (diaryId: number) => `diary:${diaryId}/cover`;
export const weekTarget = (diaryId: number, weekId: number) => `diary:${diaryId}/week:${weekId}`;
export const followTarget = (type: string, id: number) => `follow:${type}:${id}`;
export const reviewTarget = (productId: number) => `review:product:${productId}`;

/** The week id a target names ('diary:12/week:40' → 40), or null. */
export function weekIdOfTarget(target: string): number | null {
  const match = /\/week:(-?\d+)$/.exec(target);
  return match ? Number(match[1]) : null;
}
