// What a queued change writes, as a path of `kind:id` steps: the outbox indexes changes by it (later writes of one target, a diary's waiting changes).

export const diaryTarget = (diaryId: number) => `diary:${diaryId}`;
export const diaryCoverTarget = (diaryId: number) => `diary:${diaryId}/cover`;
export const weekTarget = (diaryId: number, weekId: number) => `diary:${diaryId}/week:${weekId}`;
export const followTarget = (type: string, id: number) => `follow:${type}:${id}`;
export const reviewTarget = (productId: number) => `review:product:${productId}`;
export const questionTarget = (questionId: number) => `question:${questionId}`;
export const solutionTarget = (questionId: number, solutionId: number) => `question:${questionId}/solution:${solutionId}`;
/** The asker's mark of the answer that helped: apart from the question's edits, so the two never replace each other. */
export const solutionMarkTarget = (questionId: number) => `question:${questionId}/mark`;
/**
 * A comment's writes (its create, edits and removal), nested under its thread so a refresh of the thread finds them,
 * and a reply's under its top comment, so discarding a top comment that never left takes the replies made to it along.
 */
export const commentTarget = (type: string, refId: number, commentId: number, parentId: number | null) =>
  `comments:${type}:${refId}/comment:${parentId === null ? commentId : `${parentId}/reply:${commentId}`}`;
export const commentThreadPrefix = (type: string, refId: number) => `comments:${type}:${refId}/`;
/** The comment a target of commentTarget names. */
export function commentIdOfTarget(target: string): number | null {
  const match = /\/(?:comment|reply):(-?\d+)$/.exec(target);
  return match ? Number(match[1]) : null;
}
export const likeTarget = (type: string, id: number) => `like:${type}:${id}`;
export const complainTarget = (type: string, id: number) => `complain:${type}:${id}`;
/** A grower's own account writes, nested under the account: the profile, one settings section, a block of another grower. */
export const accountPrefix = (userId: number) => `account:${userId}/`;
export const profileTarget = (userId: number) => `account:${userId}/profile`;
export const settingsTarget = (userId: number, section: string) => `account:${userId}/settings:${section}`;
export const blockTarget = (userId: number, blockedId: number) => `account:${userId}/block:${blockedId}`;
/** A grower's premium order (its temporary id until the server answers). */
export const premiumOrderTarget = (userId: number, orderId: number) => `account:${userId}/premium-order:${orderId}`;
/** An admin's change of an order (marking it paid). */
export const orderTarget = (orderId: number) => `order:${orderId}`;
/** A grower's change of their order from a partner brand (cancelling it). */
export const partnerOrderTarget = (userId: number, orderId: number) => `account:${userId}/partner-order:${orderId}`;
/** A brand manager's change of an order from a grower (confirming, shipping, cancelling it). */
export const brandOrderTarget = (brandId: number, orderId: number) => `brand:${brandId}/partner-order:${orderId}`;

/** The week id a target names ('diary:12/week:40' → 40), or null. */
export function weekIdOfTarget(target: string): number | null {
  const match = /\/week:(-?\d+)$/.exec(target);
  return match ? Number(match[1]) : null;
}
/** A grower's notifications: read and delete write them as one list, in order. */
export const notificationsTarget = (userId: number) => `notifications:${userId}`;
/** A chat room (created, renamed, its members changed), and one message written in it (under the id it has on this device). */
export const chatTarget = (roomId: number) => `chat:${roomId}`;
export const chatMessageTarget = (roomId: number, localId: number) => `chat:${roomId}/message:${localId}`;
/** A message to the site from the contact or partnership form, by the id the form gave it. */
export const contactTarget = (messageId: string) => `contact:${messageId}`;
/** A brand's own information, one of its managers, and one of its products (the brand manager area). */
export const brandTarget = (brandId: number) => `brand:${brandId}`;
export const brandManagerTarget = (brandId: number, userId: number) => `brand:${brandId}/manager:${userId}`;
export const brandProductTarget = (productId: number) => `brand-product:${productId}`;
/** A nutrient scheme of a brand (the brand manager area). */
export const brandSchemeTarget = (schemeId: number) => `brand-scheme:${schemeId}`;
export const productCompositionTarget = (productId: number) => `product-composition:${productId}`;
/** A banner of a brand, and its switch on or off (under it: a refresh keeps a banner whose writes wait by the prefix). */
export const brandBannerTarget = (bannerId: number) => `brand-banner:${bannerId}`;
export const brandBannerSwitchTarget = (bannerId: number) => `brand-banner:${bannerId}/enabled`;
/** A tester of a brand, and a newsletter of a brand (the brand manager area). */
export const brandTesterTarget = (brandId: number, userId: number) => `brand:${brandId}/tester:${userId}`;
export const brandNewsletterTarget = (newsletterId: number) => `brand-newsletter:${newsletterId}`;
/** The grower's vote in a journal poll (one per poll). */
export const journalVoteTarget = (pollId: number) => `journal-vote:${pollId}`;
/** The grower's entry (join, withdraw) or vote in one category of a giveaway; a giveaway's writes share its prefix. */
export const giveawayTarget = (giveawayId: number, categoryId?: number, what?: 'entry' | 'vote') =>
  categoryId === undefined ? `giveaway:${giveawayId}/` : `giveaway:${giveawayId}/category:${categoryId}/${what ?? ''}`;
/** The grower's vote in one category of an award (one per category). */
export const awardVoteTarget = (awardId: number, categoryId: number) => `award-vote:${awardId}/${categoryId}`;
/** A short (its create, edits and removal). */
export const shortTarget = (shortId: number) => `short:${shortId}`;
