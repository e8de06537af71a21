/**
 * The specifications' named routes. Front page, login (#login), add picture set and enter code
 * all live on the root path.
 */
export const paths = {
  frontpage: '/',
  login: '/#login',
  resetPassword: '/reset-password',
  myaccount: '/my-account',
  'myaccount.addpictureset': '/my-account/add-picture-set',
  'myaccount.picturesets': '/my-account/picture-sets',
  'myaccount.orders': '/my-account/orders',
  'myaccount.contactinfo': '/my-account/contact-info',
  'myaccount.communication': '/my-account/communication',
  'myaccount.changepassword': '/my-account/change-password',
  'myaccount.cancelpackages': '/my-account/cancel-picture-packages',
  newpictureset: '/new-picture-set',
  contactus: '/contact-us',
  privacypolicy: '/privacy-policy',
  'products.list': '/products/packages',
  'products.digitalportraits': '/products/digital-portraits',
  'products.cards': '/products/cards',
  'products.calendars': '/products/calendars',
  'products.catalogues': '/products/catalogues',
  shoppingcart: '/shopping-cart',
  checkout: '/shopping-cart/checkout',
} as const;

export function pictureSetPath(subjectUuid: string): string {
  return `${paths['myaccount.picturesets']}/${encodeURIComponent(subjectUuid)}`;
}

export function digitalPortraitsPath(subjectUuid: string): string {
  return `${paths['products.digitalportraits']}/${encodeURIComponent(subjectUuid)}`;
}
