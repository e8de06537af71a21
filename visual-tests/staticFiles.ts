// A tiny static file server for built pages and the gallery: GET of files under fixed roots.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** `routes`: URL prefix → directory; the first matching prefix wins. */
export async function serveFiles(
  routes: Array<[prefix: string, dir: string]>,
  port = 0,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const route = routes.find(([prefix]) => url.startsWith(prefix));
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    const [prefix, dir] = route;
    const file = path.join(dir, path.normalize(url.slice(prefix.length)));
    const target =
      existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !existsSync(target) || !statSync(target).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(target)] ?? 'application/octet-stream',
    });
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Server did not listen');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
