import {
  cartResponse,
  cartUpdateBody,
  errorResponse,
  recoveryTokenResponse,
  shippingMethodList,
} from '@manufaktura/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { loadCart } from '../../cart/load-cart.ts';
import { updateCart } from '../../cart/update-cart.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { toCartResponse, toShippingMethod } from '../../wire/carts.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carts',
    {
      schema: {
        tags: ['cart'],
        summary: 'The session’s cart (empty and unsaved until its first change)',
        response: { 200: cartResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = app.now();
      const session = await request.session.load();
      const cart = session ? await app.repositories.carts.findBySession(session.tokenHash) : undefined;
      return toCartResponse(await loadCart(app.repositories, cart ?? null, now, app.cartReferenceData), now);
    },
  );

  app.post(
    '/carts',
    {
      schema: {
        tags: ['cart'],
        summary: 'Changes the session’s cart: lines, coupon, shipping, checkout data, recovery',
        body: cartUpdateBody,
        response: { 200: cartResponse, ...errors },
      },
      // Coupon attempts, per stored session and per address.
      preHandler: app.limit(
        ['couponPerSession', 'couponPerAddress'],
        (request) => (request.body as { add_coupon_code?: unknown }).add_coupon_code !== undefined,
      ),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = request.body;
      if (body.useLoyaltyPoints !== undefined || body.orderAgain !== undefined) {
        return reply.sendError('account.not.logged.in');
      }

      const { tokenHash } = await request.session.persist();
      const now = app.now();
      const context = {
        transaction: app.transaction,
        repositories: app.repositories,
        reference: app.cartReferenceData,
        now,
      };
      const result = await updateCart(context, tokenHash, body);
      return result.ok ? toCartResponse(result.cart, now) : reply.sendError(result.code, result.params);
    },
  );

  app.post(
    '/carts/recovery-token',
    {
      schema: {
        tags: ['cart'],
        summary: 'A token that brings this cart back in another session (for a “finish your order” e-mail)',
        response: { 200: recoveryTokenResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const session = await request.session.load();
      const repo = app.repositories.carts;
      const cart = session ? await repo.findBySession(session.tokenHash) : undefined;
      if (!cart) return reply.sendError('cart.session.not.found');
      const recoveryToken = newToken();
      await repo.update(cart.cartId, { recoveryTokenHash: hashToken(recoveryToken) });
      return { recoveryToken, cartId: cart.cartId };
    },
  );

  app.get(
    '/shipping-methods',
    {
      config: { publicCacheSeconds: 60 },
      schema: { tags: ['cart'], summary: 'How parcels can travel, with prices', response: { 200: shippingMethodList } },
    },
    async () => ({ items: (await app.repositories.carts.shippingMethods()).map(toShippingMethod) }),
  );
};

export default cartRoutes;
