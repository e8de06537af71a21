import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { tKey } from '../i18n/keys';
import { paths } from '../lib/paths';
import { AccountPage } from '../features/account/AccountPage';
import { AddPictureSetPage } from '../features/entry/AddPictureSetPage';
import { FrontPage } from '../features/entry/FrontPage';
import { ContactUsPage } from '../features/pages/ContactUsPage';
import { PrivacyPolicyPage } from '../features/pages/PrivacyPolicyPage';
import { NewPictureSetPage } from '../features/picture-sets/NewPictureSetPage';
import { PictureSetPage } from '../features/picture-sets/PictureSetPage';
import { PictureSetsPage } from '../features/picture-sets/PictureSetsPage';
import { ResetPasswordPage } from '../features/password/ResetPasswordPage';
import { RequireUser } from './guards/RequireUser';
import { Layout } from './layout/Layout';
import { ComingSoon } from './pages/ComingSoon';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';

const soon = (path: string, title: Parameters<typeof ComingSoon>[0]['title']): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
});

/** Public: the front page (code, #login, login-or-register), reset password, static pages. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <FrontPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'contact-us', element: <ContactUsPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  soon('pages/:id', tKey('routes.page')),
  soon('debug', tKey('routes.debug')),
];

/** A registered user only: account, picture sets, checkout, receipt. */
const accountRoutes: RouteObject[] = [
  { path: 'new-picture-set', element: <NewPictureSetPage /> },
  { path: 'my-account', element: <AccountPage /> },
  { path: 'my-account/add-picture-set', element: <AddPictureSetPage /> },
  { path: 'my-account/picture-sets', element: <PictureSetsPage /> },
  { path: 'my-account/picture-sets/:pictureSetUuid', element: <PictureSetPage /> },
  soon('my-account/orders/:orderUuid?', tKey('routes.orders')),
  soon('my-account/contact-info', tKey('routes.contactInfo')),
  soon('my-account/communication', tKey('routes.communication')),
  soon('my-account/change-password', tKey('routes.changePassword')),
  soon('my-account/cancel-picture-packages', tKey('routes.cancelPackages')),
  soon('shopping-cart/checkout', tKey('routes.checkout')),
  soon('shopping-cart/checkout/payment/receipt/:orderUuid', tKey('routes.receipt')),
];

/** Any user, the anonymous one of a code included: products and the cart. */
const shopRoutes: RouteObject[] = [
  { path: 'products', element: <Navigate to={paths['products.list']} replace /> },
  soon('products/packages', tKey('routes.packages')),
  soon('products/packages/:packageUuid', tKey('routes.packages')),
  soon('products/digital-portraits', tKey('routes.digitalPortraits')),
  soon('products/digital-portraits/:subjectUuid', tKey('routes.digitalPortraits')),
  soon('products/catalogues', tKey('routes.catalogues')),
  soon('products/categories/:category/:subCategory?', tKey('routes.categories')),
  soon(
    'products/categories/:category/:subCategory/:productUuid/:templateUuid',
    tKey('routes.createProduct'),
  ),
  soon('products/cards', tKey('routes.cards')),
  soon('products/cards/:category', tKey('routes.cards')),
  soon('products/calendars', tKey('routes.calendars')),
  soon('products/calendars/:productUuid/:templateUuid', tKey('routes.createProduct')),
  soon('products/photogifts/:category', tKey('routes.photoGifts')),
  soon('products/:type/:category/:productUuid/:templateUuid', tKey('routes.createProduct')),
  soon('products/:type/:category?', tKey('routes.products')),
  soon('shopping-cart', tKey('routes.shoppingCart')),
  soon('shopping-cart/edit/:uuid', tKey('routes.editCartLine')),
];

/** The one route table of the shop. */
export const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireUser registered />, children: accountRoutes },
          { element: <RequireUser registered={false} />, children: shopRoutes },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTable);
}
