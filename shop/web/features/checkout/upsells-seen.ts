// Upsell popups come once per checkout: how far a parent got through a checkout's list is kept
// for the browser session, so coming back to the same checkout does not show them again.

const key = (checkoutUuid: string) => `keepsake.upsellsSeen.${checkoutUuid}`;

/** How many of this checkout's upsell popups the parent has already passed (0 if none). */
export function upsellsSeen(checkoutUuid: string): number {
  try {
    const saved = Number(sessionStorage.getItem(key(checkoutUuid)));
    return Number.isInteger(saved) && saved > 0 ? saved : 0;
  } catch {
    return 0; // Without storage the popups show again on the next visit: nothing is lost.
  }
}

export function rememberUpsellsSeen(checkoutUuid: string, count: number): void {
  try {
    sessionStorage.setItem(key(checkoutUuid), String(count));
  } catch {
    // As above.
  }
}
