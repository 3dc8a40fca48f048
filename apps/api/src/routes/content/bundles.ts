import { bundle, bundleList, errorResponse, slugParams } from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toImage } from '../../wire/content.ts';
import { toProductSummary } from '../../wire/products.ts';

const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { publicCacheSeconds: CATALOG_CACHE_SECONDS };

  async function loadBundles() {
    const now = app.now();
    const rows = await app.repositories.content.bundles();
    const products = await app.repositories.products.byIds([...new Set(rows.flatMap((row) => row.productIds))], now);
    const byId = new Map(products.map((p) => [p.productId, toProductSummary(p, now)]));
    return rows.map((row) => ({
      slug: row.slug,
      tag: row.tag,
      name: row.name,
      description: row.description,
      image: toImage(row.image),
      products: row.productIds.flatMap((id) => byId.get(id) ?? []),
    }));
  }

  app.get(
    '/bundles',
    {
      config,
      schema: { tags: ['catalog'], summary: 'The "dopasuj kosmetyk" sets', response: { 200: bundleList } },
    },
    async () => ({ items: await loadBundles() }),
  );

  app.get(
    '/bundles/:slug',
    {
      config,
      schema: {
        tags: ['catalog'],
        summary: 'One "dopasuj kosmetyk" set with its products',
        params: slugParams,
        response: { 200: bundle, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = (await loadBundles()).find((b) => b.slug === request.params.slug);
      return found ?? reply.sendError('bundle.not.found', { slug: request.params.slug });
    },
  );
};

export default bundleRoutes;
