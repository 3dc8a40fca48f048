import {
  adminCategoryList,
  adminMedia,
  adminProductCreate,
  adminProductDetail,
  adminProductIdParams,
  adminProductList,
  adminProductQuery,
  adminProductUpdate,
  adminStockMovement,
  errorResponse,
} from '@manufaktura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createProduct,
  moveStock,
  toAdminMedia,
  toAdminProduct,
  toAdminProductDetail,
  updateProduct,
} from '../../admin/catalog.ts';
import { storeUpload, UPLOAD_MAX_BYTES } from '../../media/upload.ts';
import { refusable } from '../../refusal.ts';
import { changeRefusals, staffOnly } from './guard.ts';
import { productChanged } from './shop-changed.ts';

const errors = changeRefusals;

/** Movements shown with a product: the newest first. */
const MOVEMENTS_SHOWN = 30;

/**
 * The catalogue in the back office (managers and owners): products with their
 * prices, sale windows and stock; changing the prices (the price history
 * follows) and recording stock movements. The shop's public answers are
 * dropped from the API's cache at once, so the storefront reads the change.
 */
const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogStaff = staffOnly(app, 'catalog');
  const context = (request: FastifyRequest) => ({
    actor: request.staff!,
    now: app.now(),
    publicUrl: app.orderSettings.publicUrl,
  });

  async function detail(productId: string) {
    const row = await app.repositories.catalogAdmin.byId(productId);
    if (!row) return undefined;
    const [links, priceHistory, movements] = await Promise.all([
      app.repositories.catalogAdmin.links(productId),
      app.repositories.catalogAdmin.priceHistory(productId),
      app.repositories.catalogAdmin.movements(productId, MOVEMENTS_SHOWN),
    ]);
    return toAdminProductDetail({ row, links, priceHistory, movements }, app.now());
  }

  // A picture comes as its own bytes; what they are is read from them, not from the header.
  app.addContentTypeParser(
    /^(?:image\/|application\/octet-stream)/,
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop’s categories in the sidebar’s order, as the product form offers them',
        response: { 200: adminCategoryList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async () => {
      const data = await app.repositories.catalogAdmin.categories();
      return { data, total: data.length };
    },
  );

  app.post(
    '/media',
    {
      schema: {
        tags: ['admin'],
        summary: `Uploads a picture: its bytes as the body (JPEG, PNG or WebP, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, at least 320 px wide); a product's gallery, a blog post or a home page section then names it`,
        querystring: z.strictObject({
          name: z.string().max(200).default('').describe('The file’s name, for a readable key'),
        }),
        response: { 201: adminMedia, ...errors, 413: errorResponse, 415: errorResponse, 429: errorResponse },
      },
      preHandler: [catalogStaff, app.limit(['uploadsPerStaffMember'])],
    },
    async (request, reply) => {
      const { body } = request;
      if (!Buffer.isBuffer(body)) return reply.sendError('media.type.unsupported');
      const stored = await storeUpload(app.mediaDir, body, request.query.name);
      if (!stored.ok) return reply.sendError(stored.code, stored.params);
      const row = await app.transaction(async (repositories) => {
        const media = await repositories.catalogAdmin.addMedia(stored.upload, app.now());
        await repositories.staff.audit({
          staffId: request.staff!.staffId,
          staffEmail: request.staff!.email,
          at: app.now(),
          action: 'media.upload',
          entity: 'media',
          entityId: media.mediaId,
          before: null,
          after: { key: media.key, width: media.width, height: media.height, bytes: body.length },
        });
        return media;
      });
      return reply.code(201).send(toAdminMedia(row));
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Adds a product (not on sale unless published is sent); its slug is made from the name when none is given',
        body: adminProductCreate,
        response: { 201: adminProductDetail, ...errors },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const result = await refusable(() => app.transaction((r) => createProduct(r, request.body, context(request))));
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.slug);
      return reply.code(201).send((await detail(result.value.productId))!);
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products with their prices, sale windows and stock, in the shop’s order',
        querystring: adminProductQuery,
        response: { 200: adminProductList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request) => {
      const { q, limit, offset } = request.query;
      const { rows, total } = await app.repositories.catalogAdmin.page({ ...(q ? { q } : {}), limit, offset });
      const now = app.now();
      return { data: rows.map((row) => toAdminProduct(row, now)), total };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A product with its latest stock movements',
        params: adminProductIdParams,
        response: { 200: adminProductDetail, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => (await detail(request.params.id)) ?? reply.sendError('product.not.found'),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes any of a product’s fields over the version read; links sent replace the old ones',
        params: adminProductIdParams,
        body: adminProductUpdate,
        response: { 200: adminProductDetail, ...errors },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const before = await app.repositories.catalogAdmin.byId(request.params.id);
      const result = await refusable(() =>
        app.transaction((r) => updateProduct(r, request.params.id, request.body, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.slug, before?.slug);
      return (await detail(request.params.id))!;
    },
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Records a delivery, a withdrawal or a move of the product’s stock',
        params: adminProductIdParams,
        body: adminStockMovement,
        response: { 200: adminProductDetail, ...errors },
      },
      preHandler: catalogStaff,
    },
    async (request, reply) => {
      const result = await refusable(() =>
        app.transaction((r) => moveStock(r, request.params.id, request.body, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      productChanged(app, result.value.slug);
      return (await detail(request.params.id))!;
    },
  );
};

export default adminCatalogRoutes;
