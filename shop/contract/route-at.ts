import type { HttpMethod } from './http';
import type { accountRoutes } from './account';
import type { cartRoutes } from './cart';
import type { cartActionRoutes } from './cart-actions';
import type { cartLineRoutes } from './cart-lines';
import type { catalogueRoutes } from './catalogue';
import type { checkoutRoutes } from './checkout';
import type { cmsRoutes } from './cms';
import type { codeRoutes } from './codes';
import type { debugRoutes } from './debug';
import type { digitalRoutes } from './digital';
import type { imageRoutes } from './images';
import type { myAccountRoutes } from './my-account';
import type { orderRoutes } from './orders';
import type { packageRoutes } from './packages';
import type { pictureSetRoutes } from './picture-sets';
import type { productRoutes } from './products';
import type { sessionRoutes } from './session';
import type { shareRoutes } from './share';
import type { shopRoutes } from './shop-settings';
import type { staffOrderRoutes } from './staff-orders';
import type { studioRoutes } from './studio';
import type { templateRoutes } from './templates';

/** Where a call goes: its method and path (each area's table is in addresses/). */
export interface Address {
  readonly method: HttpMethod;
  readonly path: string;
}

type Table = Record<string, { method: HttpMethod; path: string }>;
type RoutesOf<T extends Table> = T[keyof T];

/** Every call of the contract, as one union of route types. */
type AnyRoute =
  | RoutesOf<typeof accountRoutes>
  | RoutesOf<typeof cartRoutes>
  | RoutesOf<typeof cartActionRoutes>
  | RoutesOf<typeof cartLineRoutes>
  | RoutesOf<typeof catalogueRoutes>
  | RoutesOf<typeof checkoutRoutes>
  | RoutesOf<typeof cmsRoutes>
  | RoutesOf<typeof codeRoutes>
  | RoutesOf<typeof debugRoutes>
  | RoutesOf<typeof digitalRoutes>
  | RoutesOf<typeof imageRoutes>
  | RoutesOf<typeof myAccountRoutes>
  | RoutesOf<typeof orderRoutes>
  | RoutesOf<typeof packageRoutes>
  | RoutesOf<typeof pictureSetRoutes>
  | RoutesOf<typeof productRoutes>
  | RoutesOf<typeof sessionRoutes>
  | RoutesOf<typeof shareRoutes>
  | RoutesOf<typeof shopRoutes>
  | RoutesOf<typeof staffOrderRoutes>
  | RoutesOf<typeof studioRoutes>
  | RoutesOf<typeof templateRoutes>;

/**
 * The route at an address, found by its method and path among every call's types: the web calls
 * through addresses alone (no schema code in the browser) and still gets the route's types.
 */
export type RouteAt<A extends Address> = Extract<
  AnyRoute,
  { method: A['method']; path: A['path'] }
>;
