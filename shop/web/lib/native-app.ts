/**
 * Keepsake's iOS and Android wrapper apps announce themselves by appending
 * `KeepsakeApp/<version>` to their web view's user agent, the way Facebook's in-app browser adds
 * `FBAN/` (e.g. `Mozilla/5.0 (iPhone; …) Mobile/15E148 KeepsakeApp/2.4.1`). The wrapper watches
 * page loads, so inside it the shop uses plain links instead of client-side navigation.
 */
const NATIVE_APP_TOKEN = /(?:^|[\s;(])KeepsakeApp\/\d/;

/** Whether the shop runs inside the native wrapper app (the browser's user agent by default). */
export function isNativeApp(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return NATIVE_APP_TOKEN.test(userAgent);
}
