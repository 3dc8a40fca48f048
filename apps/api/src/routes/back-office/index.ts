import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyPluginAsync } from 'fastify';

/** The built back office (apps/admin, `vite build`): index.html and hashed assets. */
export const DEFAULT_BACK_OFFICE_DIR = join(import.meta.dirname, '../../../../admin/dist');

const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(js|css|svg|woff2|png)$/;
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  png: 'image/png',
};

const NOT_BUILT = `<!doctype html><html lang="pl"><meta charset="utf-8"><title>Panel sklepu</title>
<p>Panel sklepu nie został jeszcze zbudowany. Uruchom sklep przez <code>npm start</code>
albo zbuduj panel: <code>npm run build --workspace @manufaktura/admin</code>.</p></html>`;

/**
 * Serves the back office at `/admin/`: its page, never cached (a new build is
 * picked up at once), and its assets, whose names carry their content's hash,
 * cached for a year. The page's data comes from `/api/admin`.
 */
const backOfficeRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  // `/admin` and `/admin/` alike (the router ignores a trailing slash); the assets' paths are absolute.
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const page = await readFile(join(dir, 'index.html')).catch(() => null);
    return page ?? reply.code(503).send(NOT_BUILT);
  });

  app.get<{ Params: { file: string } }>('/admin/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = ASSET_NAME.exec(request.params.file);
    const data = match && (await readFile(join(dir, 'assets', request.params.file)).catch(() => null));
    if (!match || !data) return reply.sendError('not.found');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type(ASSET_TYPES[match[1]!]!)
      .send(data);
  });
};

export default backOfficeRoutes;
