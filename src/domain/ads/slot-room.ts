// Whether a page's ad slots keep their room (an empty box of the banner's size) or stay folded.

export interface SlotRoomState {
  /** The page's section never shows ads (editors, sign-in, operators' pages). */
  adFree: boolean;
  /** Banners loaded earlier are still shown in this page's slots. */
  bannersShown: boolean;
  /** The browser believes it has a network. */
  online: boolean;
  /** The last load of banners failed (offline, refused, timed out). */
  lastLoadFailed: boolean;
}

/**
 * Slots open when banners are on their way or already there; otherwise they stay folded until a load succeeds, so a box
 * never opens and folds again around a load that is bound to fail (content jumping down and back under a tap).
 */
export const slotsKeepRoom = ({ adFree, bannersShown, online, lastLoadFailed }: SlotRoomState): boolean =>
  !adFree && (bannersShown || (online && !lastLoadFailed));
