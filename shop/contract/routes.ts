import { accountRoutes } from './account';
import { cartRoutes } from './cart';
import { cartActionRoutes } from './cart-actions';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { codeRoutes } from './codes';
import { digitalRoutes } from './digital';
import { orderRoutes } from './orders';
import { packageRoutes } from './packages';
import { pictureSetRoutes } from './picture-sets';
import { sessionRoutes } from './session';
import { shopRoutes } from './shop-settings';
import { staffOrderRoutes } from './staff-orders';
import { studioRoutes } from './studio';

/** Every call by area, e.g. `routes.session.login`. */
export const routes = {
  session: sessionRoutes,
  codes: codeRoutes,
  account: accountRoutes,
  pictureSets: pictureSetRoutes,
  shop: shopRoutes,
  cart: cartRoutes,
  cartActions: cartActionRoutes,
  checkout: checkoutRoutes,
  orders: orderRoutes,
  catalogue: catalogueRoutes,
  digital: digitalRoutes,
  packages: packageRoutes,
  staffOrders: staffOrderRoutes,
  studio: studioRoutes,
} as const;

/**
 * Paths the server answers (API and legacy); every other GET navigation gets the web client.
 * Desktop `.php` pages redirect into the responsive shop.
 */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  '/ajax/',
  '/sections/',
  '/system/',
  '/templates/',
  '/dev/',
] as const;
