import { Navigate, createBrowserRouter } from 'react-router';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { cartQueryOptions } from '../api/cart/get-cart';
import { templateListQueryOptions } from '../api/catalogue/get-template-list';
import { requestPackageInstanceEarly } from '../api/packages/create-package-instance';
import { userQueryOptions } from '../api/session/get-user';
import { shopSettingsQueryOptions } from '../api/shop/get-shop-settings';
import { paths } from '../lib/paths';
import { readCurrentPictureSet } from '../features/catalogue/current-picture-set';
import { listTarget } from '../features/catalogue/list-target';
import { storedRecording } from '../features/debug/recording-store';
import { englishPages } from '../i18n/i18n';
import { FrontPage } from '../features/entry/FrontPage';
import { RequireUser } from './guards/RequireUser';
import { Layout } from './layout/Layout';
import { InitialLoading } from './pages/InitialLoading';
import { NotFound } from '../components/not-found/NotFound';
import { RouteError } from './pages/RouteError';

// Pages other than the front page load on first visit, keeping the first download small, and
// each waits for the other pages' English beside its code (both load at once).
const pageModules = {
  account: () =>
    import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
  addPictureSet: () =>
    import('../features/entry/AddPictureSetPage').then((m) => ({ Component: m.AddPictureSetPage })),
  contactUs: () =>
    import('../features/pages/ContactUsPage').then((m) => ({ Component: m.ContactUsPage })),
  privacyPolicy: () =>
    import('../features/pages/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
  checkout: () =>
    import('../features/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  payment: () =>
    import('../features/checkout/PaymentPage').then((m) => ({ Component: m.PaymentPage })),
  receipt: () =>
    import('../features/receipt/ReceiptPage').then((m) => ({ Component: m.ReceiptPage })),
  orders: () => import('../features/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
  newPictureSet: () =>
    import('../features/picture-sets/NewPictureSetPage').then((m) => ({
      Component: m.NewPictureSetPage,
    })),
  pictureSet: () =>
    import('./pages/PictureSetPagesWithShare').then((m) => ({
      Component: m.PictureSetPageWithShare,
    })),
  pictureSets: () =>
    import('./pages/PictureSetPagesWithShare').then((m) => ({
      Component: m.PictureSetsPageWithShare,
    })),
  contactInfo: () =>
    import('../features/my-account/ContactInfoPage').then((m) => ({
      Component: m.ContactInfoPage,
    })),
  communication: () =>
    import('../features/my-account/CommunicationPage').then((m) => ({
      Component: m.CommunicationPage,
    })),
  changePassword: () =>
    import('../features/my-account/ChangePasswordPage').then((m) => ({
      Component: m.ChangePasswordPage,
    })),
  legacyPage: () => import('../features/cms/LegacyPage').then((m) => ({ Component: m.LegacyPage })),
  debug: () => import('../features/debug/DebugPage').then((m) => ({ Component: m.DebugPage })),
  recordings: () =>
    import('../features/debug/RecordingsPage').then((m) => ({ Component: m.RecordingsPage })),
  replay: () => import('../features/debug/ReplayPage').then((m) => ({ Component: m.ReplayPage })),
  packages: () =>
    import('../features/packages/PackagesPage').then((m) => ({ Component: m.PackagesPage })),
  packageBuilder: () =>
    import('../features/packages/PackageBuilderPage').then((m) => ({
      Component: m.PackageBuilderPage,
    })),
  cancelPackages: () =>
    import('../features/packages/CancelPackagesPage').then((m) => ({
      Component: m.CancelPackagesPage,
    })),
  // The editor (engine, Konva) loads only when a design opens, never with the front page.
  createProduct: () =>
    import('../features/editor-host/CreateProductPage').then((m) => ({
      Component: m.CreateProductPage,
    })),
  editCartLine: () =>
    import('../features/editor-host/EditCartLinePage').then((m) => ({
      Component: m.EditCartLinePage,
    })),
  templateList: () =>
    import('../features/catalogue/TemplateListPage').then((m) => ({
      Component: m.TemplateListPage,
    })),
  categories: () =>
    import('../features/catalogue/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
  digitalPortraits: () =>
    import('../features/digital-portraits/DigitalPortraitsPage').then((m) => ({
      Component: m.DigitalPortraitsPage,
    })),
  digitalSubject: () =>
    import('../features/digital-portraits/DigitalSubjectPage').then((m) => ({
      Component: m.DigitalSubjectPage,
    })),
  catalogues: () =>
    import('../features/catalogues/CataloguesPage').then((m) => ({ Component: m.CataloguesPage })),
  shoppingCart: () =>
    import('../features/cart/ShoppingCartPage').then((m) => ({ Component: m.ShoppingCartPage })),
  resetPassword: () =>
    import('../features/password/ResetPasswordPage').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
};

// The studio area (staff): its pages share one chunk, loaded on the first /studio address.
const studioArea = () =>
  Promise.all([import('../features/studio/StudioArea'), englishPages()]).then(([m]) => m);

/** The studio dashboard; the server answers its calls to staff only (others see not-found). */
const studioRoute: RouteObject = {
  path: 'studio',
  lazy: () => studioArea().then((m) => ({ Component: m.StudioLayout })),
  children: [
    { index: true, lazy: () => studioArea().then((m) => ({ Component: m.JobsPage })) },
    { path: 'jobs/:jobUuid', lazy: () => studioArea().then((m) => ({ Component: m.JobPage })) },
    { path: 'import', lazy: () => studioArea().then((m) => ({ Component: m.ImportPage })) },
    { path: 'prices', lazy: () => studioArea().then((m) => ({ Component: m.PricesPage })) },
    { path: 'orders', lazy: () => studioArea().then((m) => ({ Component: m.OrdersPage })) },
    { path: '*', element: <NotFound /> },
  ],
};

const page = Object.fromEntries(
  Object.entries(pageModules).map(([name, load]) => [
    name,
    () => Promise.all([load(), englishPages()]).then(([module]) => module),
  ]),
) as Record<keyof typeof pageModules, LazyRouteFunction<RouteObject>>;

/** Public: the front page (code, #login, login-or-register), reset password, static pages. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <FrontPage /> },
  { path: 'reset-password', lazy: page.resetPassword },
  { path: 'contact-us', lazy: page.contactUs },
  { path: 'privacy-policy', lazy: page.privacyPolicy },
  { path: 'pages/:id', lazy: page.legacyPage },
  { path: 'debug', lazy: page.debug },
  // Support staff only: the server answers the recordings to staff and refuses everyone else.
  { path: 'debug/recordings', lazy: page.recordings },
  { path: 'debug/recordings/:uuid', lazy: page.replay },
];

/** A registered user only: account, picture sets, checkout, receipt. */
const accountRoutes: RouteObject[] = [
  { path: 'new-picture-set', lazy: page.newPictureSet },
  { path: 'my-account', lazy: page.account },
  { path: 'my-account/add-picture-set', lazy: page.addPictureSet },
  { path: 'my-account/picture-sets', lazy: page.pictureSets },
  { path: 'my-account/picture-sets/:pictureSetUuid', lazy: page.pictureSet },
  { path: 'my-account/orders/:orderUuid?', lazy: page.orders },
  { path: 'my-account/contact-info', lazy: page.contactInfo },
  { path: 'my-account/communication', lazy: page.communication },
  { path: 'my-account/change-password', lazy: page.changePassword },
  { path: 'my-account/cancel-picture-packages', lazy: page.cancelPackages },
  { path: 'shopping-cart/checkout', lazy: page.checkout },
  { path: 'm/shopping-cart/checkout/payment/:transactionUuid', lazy: page.payment },
  { path: 'shopping-cart/checkout/payment/receipt/:orderUuid', lazy: page.receipt },
];

/** A template list's route: its list is asked for beside the page's code, not after it. */
const templateListRoute = (queryClient: QueryClient, path: string): RouteObject => ({
  path,
  lazy: page.templateList,
  loader: ({ params, request }) => {
    const target = listTarget(new URL(request.url).pathname, params);
    const subject = readCurrentPictureSet()?.uuid ?? null;
    if (target)
      void queryClient.prefetchQuery(
        templateListQueryOptions(target.type, target.category, subject),
      );
    return null;
  },
  // A filter in the address (?pages=) asks for no new list.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
});

/** Any user, the anonymous one of a code included: products and the cart. */
const shopRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: 'products', element: <Navigate to={paths['products.list']} replace /> },
  { path: 'products/packages', lazy: page.packages },
  {
    path: 'products/packages/:packageUuid',
    lazy: page.packageBuilder,
    // The package is asked for at once, not after the sign-in check and the page's code.
    loader: ({ params, request }) => {
      const uuid = params.packageUuid;
      if (uuid && !new URL(request.url).searchParams.has('orderpart')) {
        requestPackageInstanceEarly(queryClient, uuid);
        // The thumbnails draw as their data arrives, before the page mounts (same chunk).
        void import('../features/packages/prepare-thumbnails')
          .then((m) => m.prepareThumbnails(queryClient, uuid))
          .catch(() => undefined);
      }
      return null;
    },
    shouldRevalidate: () => false,
  },
  { path: 'products/digital-portraits', lazy: page.digitalPortraits },
  { path: 'products/digital-portraits/:subjectUuid', lazy: page.digitalSubject },
  { path: 'products/catalogues', lazy: page.catalogues },
  { path: 'products/categories', lazy: page.categories },
  templateListRoute(queryClient, 'products/categories/:category/:subCategory?'),
  {
    path: 'products/categories/:category/:subCategory/:productUuid/:templateUuid',
    lazy: page.createProduct,
  },
  templateListRoute(queryClient, 'products/cards'),
  templateListRoute(queryClient, 'products/cards/:category'),
  templateListRoute(queryClient, 'products/calendars'),
  { path: 'products/calendars/:productUuid/:templateUuid', lazy: page.createProduct },
  templateListRoute(queryClient, 'products/photogifts/:category'),
  { path: 'products/:type/:category/:productUuid/:templateUuid', lazy: page.createProduct },
  { path: 'products/:type/:productUuid/:templateUuid', lazy: page.createProduct },
  templateListRoute(queryClient, 'products/:type/:category?'),
  { path: 'shopping-cart', lazy: page.shoppingCart },
  { path: 'shopping-cart/edit/:uuid', lazy: page.editCartLine },
];

/** The one route table of the shop. */
export const routeTable = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown in the frame while the first page's code loads (lazy routes on a deep link): the
        // header and promo bar show as soon as their answers arrive, not after the page's chunks.
        hydrateFallbackElement: <InitialLoading />,
        children: [
          ...publicRoutes,
          studioRoute,
          { element: <RequireUser registered />, children: accountRoutes },
          { element: <RequireUser registered={false} />, children: shopRoutes(queryClient) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  // A recording goes on after a reload; only then does its code load, beside the page.
  if (storedRecording())
    void import('../features/debug/resume').then((m) => m.resumeDebugRecording());
  // Every page's layout (header, promo bar, cart link) needs these. index.html has usually asked
  // already and main.tsx started them from its answers (app/early-answers.ts): react-query then
  // joins the fetch in flight. Without that script they start here, beside a lazy page's code.
  // Not a route loader: a loader would hold the front page back behind the first-load fallback.
  void queryClient.prefetchQuery(shopSettingsQueryOptions());
  void queryClient.prefetchQuery(userQueryOptions());
  void queryClient.prefetchQuery(cartQueryOptions());
  return createBrowserRouter(routeTable(queryClient));
}
