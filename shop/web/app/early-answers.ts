import type { QueryClient } from '@tanstack/react-query';
import { cartQueryOptions, getCart } from '../api/cart/get-cart';
import { getUser, userQueryOptions } from '../api/session/get-user';
import { getShopSettings, shopSettingsQueryOptions } from '../api/shop/get-shop-settings';
import { cartAddresses } from '../../contract/addresses/cart';
import { sessionAddresses } from '../../contract/addresses/session';
import { shopAddresses } from '../../contract/addresses/shop-settings';

/**
 * The frame's answers (shop settings, user, cart) that index.html's inline script asks for while
 * the app's code downloads, so the first render need not wait a round trip for them. Keep the
 * paths there the same as these (early-answers.test.ts checks).
 */
export const earlyPaths = {
  shop: shopAddresses.settings.path,
  user: sessionAddresses.current.path,
  cart: cartAddresses.get.path,
} as const;

declare global {
  interface Window {
    /** Set by index.html: each early path's JSON answer, undefined when that call failed. */
    keepsakeEarly?: Record<string, Promise<unknown> | undefined>;
  }
}

/** The early answer to `path` if it came, else the usual call (a failed early one is asked again). */
function earlyOr<T>(asked: Promise<unknown> | undefined, call: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.resolve(asked)
      .catch(() => undefined)
      .then((answer) => (answer === undefined ? call() : (answer as T)));
}

/**
 * Starts the layout's queries from the early answers (once: a later fetch asks the server as
 * usual) and resolves when they have settled or after `waitMs`, whichever is first: the first
 * render waits for them so the header, promo bar and cart count paint once, complete, and a slow
 * answer holds it back no longer than that.
 */
export function adoptEarlyAnswers(queryClient: QueryClient, waitMs: number): Promise<void> {
  const asked = typeof window === 'undefined' ? undefined : window.keepsakeEarly;
  if (!asked) return Promise.resolve();
  delete window.keepsakeEarly;
  const userAnswer = asked[earlyPaths.user]?.then((answer) => (answer as { user?: unknown })?.user);
  const settled = Promise.allSettled([
    queryClient.prefetchQuery({
      ...shopSettingsQueryOptions(),
      queryFn: earlyOr(asked[earlyPaths.shop], getShopSettings),
    }),
    queryClient.prefetchQuery({ ...userQueryOptions(), queryFn: earlyOr(userAnswer, getUser) }),
    queryClient.prefetchQuery({
      ...cartQueryOptions(),
      queryFn: earlyOr(asked[earlyPaths.cart], getCart),
    }),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([settled.then(() => undefined), late]).finally(() => clearTimeout(timer));
}
