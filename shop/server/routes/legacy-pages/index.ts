import { Messages } from '../../../contract/errors';
import type { FastifyPluginAsync } from 'fastify';

/** Desktop `.php` pages of the old shop and where they live in the responsive shop. */
const DESKTOP_PAGES: Record<string, (query: URLSearchParams) => string> = {
  '/sections/prophoto/packages.php': () => '/products/packages',
  '/sections/prophoto/index.php': () => '/',
  '/sections/cardscalendars/create_package.php': (q) => editLine(q),
  '/sections/cardscalendars/create_product.php': (q) => editLine(q),
  '/sections/cart/shopping_cart.php': () => '/shopping-cart',
  '/sections/cart/checkout.php': () => '/shopping-cart/checkout',
  '/sections/my-account/index.php': () => '/my-account',
  '/sections/my-account/orders.php': () => '/my-account/orders',
  '/sections/my-account/picture_sets.php': () => '/my-account/picture-sets',
  '/sections/prophoto/digital_portraits.php': () => '/products/digital-portraits',
};

function editLine(query: URLSearchParams): string {
  const line = query.get('orderpart');
  return line ? `/shopping-cart/edit/${encodeURIComponent(line)}` : '/shopping-cart';
}

/**
 * One shop serves phones and desktops: GET navigations to desktop pages redirect (302) into it;
 * an unknown desktop page goes to the front page. Legacy ajax calls are separate routes.
 */
const legacyPages: FastifyPluginAsync = async (app) => {
  app.get('/sections/*', async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?');
    if (!pathname.endsWith('.php') || pathname.includes('/ajax/')) {
      return reply.code(404).send({ error: Messages.notFound });
    }
    const target = DESKTOP_PAGES[pathname];
    return reply.redirect(target ? target(new URLSearchParams(search)) : '/', 302);
  });
};

export default legacyPages;
