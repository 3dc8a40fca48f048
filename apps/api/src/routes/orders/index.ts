import {
  errorResponse,
  idempotencyHeaders,
  order,
  orderAccessQuery,
  orderHistory,
  orderHistoryQuery,
  orderParams,
  paymentMethodList,
  paymentStatus,
  paymentStatusQuery,
  placedOrder,
  placeOrderBody,
  zeroOrderBody,
} from '@manufaktura/contract';
import { PAYMENT_METHODS } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { isOrderAccessToken } from '../../orders/access-token.ts';
import type { PlaceOrderRequest } from '../../orders/place-order.ts';
import { placeOrder } from '../../orders/place-order.ts';
import type { CartOwner } from '../../repositories/carts.ts';
import { toOrder, toOrderSummary } from '../../wire/orders.ts';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };

type OrderBody = z.infer<typeof zeroOrderBody>;

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Order attempts, per address and per the e-mail and phone in the cart: both ways of paying share them. */
  const limited = app.limit(['ordersPerAddress', 'ordersPerEmail', 'ordersPerPhone']);

  /** Places the session's cart; the answer carries the guest's order link. */
  async function invoke(
    owner: CartOwner | null,
    body: OrderBody,
    paymentMethod: PlaceOrderRequest['paymentMethod'],
    idempotencyHeader: string | undefined,
    ip: string,
  ) {
    if (!owner) return { ok: false as const, code: 'payment.cart.not.found' as const };
    const result = await placeOrder(
      app,
      {
        owner,
        version: body.version,
        paymentMethod,
        consents: body.consents,
        wantsInvoice: body.wants_invoice,
        saveAddress: body.save_address,
        idempotencyKey: idempotencyHeader ?? body.idempotency_key,
        ip,
      },
      { ...app.orderSettings, now: app.now() },
    );
    if (result.ok && !result.replayed) app.outbox.kick();
    return result;
  }

  const answer = (result: Awaited<ReturnType<typeof invoke>>) =>
    result.ok
      ? {
          order: toOrder(result.order),
          access_token: result.accessToken,
          redirect_url: `/order-confirmation?order=${result.order.orderId}&token=${result.accessToken}`,
        }
      : undefined;

  app.get(
    '/payment-methods',
    {
      config: { publicCacheSeconds: 60 },
      schema: {
        tags: ['orders'],
        summary: 'How a shopper can pay, and with which deliveries',
        response: { 200: paymentMethodList },
      },
    },
    async () => ({
      items: PAYMENT_METHODS.map((method) => ({
        id: method.id,
        name: method.name,
        description: method.description,
        needs_cash_on_delivery_shipping: method.needsCashOnDeliveryShipping,
      })),
    }),
  );

  app.post(
    '/payment/invoke',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places the cart as an order (cash on delivery now; online payment joins here)',
        body: placeOrderBody,
        headers: idempotencyHeaders,
        response: { 200: placedOrder, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await invoke(
        await request.session.owner(),
        request.body,
        request.body.payment_method,
        request.headers['idempotency-key'],
        request.ip,
      );
      return (
        answer(result) ??
        reply.sendError(result.ok ? 'unknown.error' : result.code, result.ok ? undefined : result.params)
      );
    },
  );

  app.post(
    '/payment/zeroinvoke',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places a cart whose total is 0 zł (nothing to pay)',
        body: zeroOrderBody,
        headers: idempotencyHeaders,
        response: { 200: placedOrder, ...errors },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await invoke(
        await request.session.owner(),
        request.body,
        'none',
        request.headers['idempotency-key'],
        request.ip,
      );
      return (
        answer(result) ??
        reply.sendError(result.ok ? 'unknown.error' : result.code, result.ok ? undefined : result.params)
      );
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in shopper’s orders, newest first',
        querystring: orderHistoryQuery,
        response: { 200: orderHistory, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const accountId = await request.session.accountId();
      if (accountId === null) return reply.sendError('account.not.logged.in');
      const { limit, offset } = request.query;
      const page = await app.repositories.accounts.orderHistory(accountId, limit, offset);
      return { items: page.items.map(toOrderSummary), total: page.total, limit, offset };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order, for the signed-in account that placed it or the guest holding its link token',
        params: orderParams,
        querystring: orderAccessQuery,
        response: { 200: order, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { id } = request.params;
      const { token } = request.query;
      const byLink = token !== undefined && isOrderAccessToken(app.orderSettings.secret, id, token);
      const accountId = byLink ? null : await request.session.accountId();
      if (!byLink && accountId === null) return reply.sendError('order.not.found');
      const row = await app.repositories.orders.byId(id);
      // Someone else's order is as unknown as one that does not exist.
      if (!row || (!byLink && row.accountId !== accountId)) return reply.sendError('order.not.found');
      return toOrder(row);
    },
  );

  app.get(
    '/payment/status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Where an order’s payment stands',
        querystring: paymentStatusQuery,
        response: { 200: paymentStatus, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { order: id, token } = request.query;
      if (!isOrderAccessToken(app.orderSettings.secret, id, token)) return reply.sendError('payment.order.not.found');
      const row = await app.repositories.orders.byId(id);
      if (!row) return reply.sendError('payment.order.not.found');
      return { order: row.orderId, number: row.number, status: row.status, paid: row.status === 'paid' };
    },
  );
};

export default orderRoutes;
