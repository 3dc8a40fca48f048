import type { CartUpdateBody } from '@manufaktura/contract';
import {
  cartResponse,
  cartUpdateBody,
  errorResponse,
  recoveryTokenResponse,
  shippingMethodList,
} from '@manufaktura/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { checkoutPrefill } from '../../accounts/profile.ts';
import { signInSession, signsIn } from '../../accounts/session-sign-in.ts';
import { loadCart } from '../../cart/load-cart.ts';
import { updateCart } from '../../cart/update-cart.ts';
import { isOrderAccessToken, orderAccessToken } from '../../orders/access-token.ts';
import type { Session } from '../../plugins/app/sessions/index.ts';
import type { CartOwner } from '../../repositories/carts.ts';
import { hashToken, newToken } from '../../tokens.ts';
import type { CartNotice, CartViewer } from '../../wire/carts.ts';
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

const body = (request: FastifyRequest) => request.body as CartUpdateBody;

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The session's cart as it stands, for a guest or the signed-in account. */
  async function viewCart(session: Session, now: Date, notices: CartNotice[] = []) {
    const owner = await session.owner();
    const cart = owner ? await app.repositories.carts.findFor(owner) : undefined;
    const loaded = await loadCart(app.repositories, cart ?? null, now, app.cartReferenceData);
    const seen = await viewer(owner, notices);
    // An empty cart after an order left unpaid: the shopper may pay it, or bring it back to change it.
    const unpaid =
      owner && loaded.lines.length === 0 ? await app.repositories.orders.latestAwaitingPayment(owner) : null;
    if (unpaid) {
      const token = orderAccessToken(app.orderSettings.secret, unpaid.orderId);
      seen.unpaidOrder = { orderId: unpaid.orderId, number: unpaid.number, token };
    }
    return toCartResponse(loaded, now, seen);
  }

  /** Who the answer is for: a signed-in shopper's checkout starts from the account. */
  async function viewer(owner: CartOwner | null, notices: CartNotice[]): Promise<CartViewer> {
    if (!owner?.accountId) return { signedIn: false, notices };
    const prefill = await checkoutPrefill(app.repositories, owner.accountId);
    return { signedIn: true, notices, ...(prefill ? { prefill } : {}) };
  }

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
      return viewCart(request.session, app.now());
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
      preHandler: [
        // Coupon attempts, per stored session and per address.
        app.limit(['couponPerSession', 'couponPerAddress'], (request) => body(request).add_coupon_code !== undefined),
        // Sign-in attempts, per address and per e-mail tried: guessing passwords stops here.
        app.limit(['signInPerAddress', 'signInPerEmail'], (request) => signsIn(body(request).account)),
      ],
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { logout, account, email, ...change } = request.body;
      const now = app.now();
      const context = {
        transaction: app.transaction,
        repositories: app.repositories,
        reference: app.cartReferenceData,
        google: app.googleSignIn,
        facebook: app.facebookSignIn,
        now,
        isOrderAccessToken: (orderId: string, token: string) =>
          isOrderAccessToken(app.orderSettings.secret, orderId, token),
      };
      const notices: CartNotice[] = [];
      if (logout) await request.session.signOut();
      if (signsIn(account)) {
        const signedIn = await signInSession(context, request.session, account);
        if (!signedIn.ok) return reply.sendError(signedIn.code, signedIn.params);
        if (signedIn.merged) notices.push({ key: 'cart.merged' });
      }
      if (change.useLoyaltyPoints !== undefined && (await request.session.accountId()) === null)
        return reply.sendError('account.not.logged.in');
      const rest = Object.values(change).some((value) => value !== undefined);
      const guestEmail = email ?? account?.email;
      // Signing in or out alone changes no cart: the answer is the cart the session now has.
      if (!rest && guestEmail === undefined && (logout || signsIn(account)))
        return viewCart(request.session, now, notices);

      await request.session.persist();
      const owner = (await request.session.owner())!;
      // A signed-in shopper's orders go to the account's e-mail: a typed one is a guest's only.
      const update = owner.accountId !== null || guestEmail === undefined ? change : { ...change, email: guestEmail };
      const result = await updateCart(context, owner, update);
      if (!result.ok) return reply.sendError(result.code, result.params);
      return toCartResponse(result.cart, now, await viewer(owner, [...notices, ...result.notices]));
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
      const owner = await request.session.owner();
      const repo = app.repositories.carts;
      const cart = owner ? await repo.findFor(owner) : undefined;
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
