// The benchmark page as production builds it (React's production build), served with the
// fixture files it fetches.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { outputDir, repoRoot } from '../server';

const distDir = path.join(outputDir, 'bench-dist');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export async function buildBenchPage(): Promise<void> {
  await build({
    configFile: false,
    root: repoRoot,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir: distDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(repoRoot, 'visual-tests/bench/page/index.html') },
    },
  });
}

/** Serves the built page and /fixtures/ from the repository; nothing else. */
export async function serveBenchPage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const base = url.startsWith('/fixtures/') ? repoRoot : distDir;
    const file = path.join(base, path.normalize(url));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Server did not listen');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
