import {
  cartResponse,
  cartUpdateBody,
  errorResponse,
  recoveryTokenResponse,
  shippingMethodList,
} from '@manufaktura/contract';
import type { DomainError } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { loadCart } from '../../cart/load-cart.ts';
import { applyCartUpdate } from '../../cart/operations.ts';
import { createCartRepository } from '../../repositories/carts.ts';
import type { CartLineRow, CartRow } from '../../repositories/carts.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { toCartResponse, toShippingMethod } from '../../wire/carts.ts';

/** Carries an expected outcome out of a transaction, rolling it back. */
class Rollback extends Error {
  readonly outcome: DomainError;
  constructor(outcome: DomainError) {
    super(outcome.code);
    this.outcome = outcome;
  }
}

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
      const cart = session ? await createCartRepository(app.db).findBySession(session.tokenHash) : undefined;
      return toCartResponse(await loadCart(app.db, cart ?? null, now, app.cartReferenceData), now);
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
      let changed: { cart: CartRow; lines: CartLineRow[] };
      try {
        changed = await app.db.transaction(async (tx) => {
          const repo = createCartRepository(tx);
          let current = (await repo.lockBySession(tokenHash)) ?? (await repo.createForSession(tokenHash));
          let recovered = false;
          if (body.recoveryToken !== undefined) {
            const found = await repo.lockByRecoveryHash(hashToken(body.recoveryToken));
            if (!found) throw new Rollback({ code: 'cart.recovery.token.not.found' });
            if (typeof found.account.accountId === 'string')
              throw new Rollback({ code: 'cart.recovery.other.account' });
            if (found.cartId !== current.cartId) {
              await repo.update(current.cartId, { sessionTokenHash: null });
              await repo.update(found.cartId, { sessionTokenHash: tokenHash });
              current = { ...found, sessionTokenHash: tokenHash };
              recovered = true;
            }
          }
          const outcome = await applyCartUpdate(tx, current, body, now, app.cartReferenceData);
          if (!outcome.ok) throw new Rollback(outcome);
          // An unchanged cart is as it was read; a changed one comes back from the version bump.
          const cart = outcome.changed || recovered ? await repo.bumpVersion(current.cartId, now) : current;
          return { cart, lines: outcome.lines };
        });
      } catch (error) {
        if (error instanceof Rollback) return reply.sendError(error.outcome.code, error.outcome.params);
        throw error;
      }
      // The lines are as the transaction left them: the answer need not read them again.
      const loaded = await loadCart(app.db, changed.cart, now, app.cartReferenceData, changed.lines);
      return toCartResponse(loaded, now);
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
      const repo = createCartRepository(app.db);
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
    async () => ({ items: (await createCartRepository(app.db).shippingMethods()).map(toShippingMethod) }),
  );
};

export default cartRoutes;
