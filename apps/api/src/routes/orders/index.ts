import {
  errorResponse,
  idempotencyHeaders,
  notificationAccepted,
  order,
  orderAccessQuery,
  orderHistory,
  orderHistoryQuery,
  orderParams,
  orderWithdrawalBody,
  p24Notification,
  p24RefundNotification,
  paymentMethodList,
  paymentRedirect,
  paymentRetryBody,
  paymentStatus,
  paymentStatusQuery,
  placedOrder,
  placeOrderBody,
  zeroOrderBody,
} from '@manufaktura/contract';
import type { PaymentMethodId } from '@manufaktura/core';
import { formatMessage, PAYMENT_METHODS, readBlikCode } from '@manufaktura/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { isOrderAccessToken } from '../../orders/access-token.ts';
import type { PlaceOrderRequest } from '../../orders/place-order.ts';
import { orderPath, placeOrder } from '../../orders/place-order.ts';
import { onlineWithdrawal, submitWithdrawal } from '../../orders/withdrawal.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import type { BlikPayment } from '../../payments/online-payment.ts';
import { acceptNotification, startPayment } from '../../payments/online-payment.ts';
import { acceptRefundNotification } from '../../payments/refunds.ts';
import { refusable } from '../../refusal.ts';
import type { CartOwner } from '../../repositories/carts.ts';
import type { OrderRow } from '../../repositories/orders.ts';
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

  /**
   * The order a request may read: with the link's token, or as the signed-in account that placed it.
   * Someone else's order is as unknown as one that does not exist.
   */
  async function orderFor(request: FastifyRequest, id: string, token: string | undefined): Promise<OrderRow | null> {
    const byLink = token !== undefined && isOrderAccessToken(app.orderSettings.secret, id, token);
    const accountId = byLink ? null : await request.session.accountId();
    if (!byLink && accountId === null) return null;
    const row = await app.repositories.orders.byId(id);
    return row && (byLink || row.accountId === accountId) ? row : null;
  }

  /** The order as its shopper reads it: its withdrawal, and whether they may withdraw on the page. */
  async function shopperView(row: OrderRow) {
    const withdrawal = await app.repositories.withdrawals.ofOrder(row.orderId);
    const open = await onlineWithdrawal(app.repositories, row, withdrawal !== undefined, app.now());
    return toOrder(row, withdrawal, open.ok);
  }

  /** Online payment is offered only with a gateway to take it. */
  const offered = (id: PaymentMethodId) =>
    PAYMENT_METHODS.some((method) => method.id === id && (method.paidOnDelivery || app.przelewy24 !== null));

  const paymentDeps = (gateway: PaymentGateway) => ({
    repositories: app.repositories,
    transaction: app.transaction,
    gateway,
    log: app.log,
  });
  const orderContext = () => ({
    now: app.now(),
    secret: app.orderSettings.secret,
    publicUrl: app.orderSettings.publicUrl,
  });

  /** A BLIK code sent with a request: absent, readable (with the browser it came from), or malformed. */
  const blikFrom = (request: FastifyRequest, typed: string | undefined): BlikPayment | null | undefined => {
    if (typed === undefined) return undefined;
    const code = readBlikCode(typed);
    return code === null ? null : { code, psu: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' } };
  };
  const blikCodeInvalid = {
    fields: [{ field: 'blik_code', message: formatMessage('payment.blik.code.invalid') }],
  };

  /**
   * Where the shopper goes after placing an order: the gateway's payment page when it waits for an
   * online payment (a first request only: a replay goes to the order, which offers to pay), else the
   * confirmation page, which also waits for a BLIK payment confirmed in the bank's app; with the
   * gateway down or the BLIK code refused, the confirmation page says so and offers to pay again.
   */
  async function nextStep(
    order: OrderRow,
    accessToken: string,
    replayed: boolean,
    blik: BlikPayment | undefined,
  ): Promise<string> {
    const confirmation = orderPath(order.orderId, accessToken);
    if (replayed || order.status !== 'awaiting_payment' || !app.przelewy24) return confirmation;
    const started = await startPayment(paymentDeps(app.przelewy24), order, orderContext(), blik);
    if (started.ok) return started.redirectUrl ?? confirmation;
    return `${confirmation}&${new URLSearchParams({ error_message: formatMessage(started.code) })}`;
  }

  const answer = async (result: Awaited<ReturnType<typeof invoke>>, blik?: BlikPayment) =>
    result.ok
      ? {
          order: toOrder(result.order),
          access_token: result.accessToken,
          redirect_url: await nextStep(result.order, result.accessToken, result.replayed, blik),
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
      items: PAYMENT_METHODS.filter((method) => offered(method.id)).map((method) => ({
        id: method.id,
        name: method.name,
        description: method.description,
        paid_on_delivery: method.paidOnDelivery,
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
      if (!offered(request.body.payment_method)) return reply.sendError('payment.method.unavailable');
      // A BLIK code goes only with BLIK, and BLIK needs one: checked before anything is ordered.
      const blik = request.body.payment_method === 'blik' ? blikFrom(request, request.body.blik_code ?? '') : undefined;
      if (blik === null) return reply.sendError('payment.blik.code.invalid', blikCodeInvalid);
      const result = await invoke(
        await request.session.owner(),
        request.body,
        request.body.payment_method,
        request.headers['idempotency-key'],
        request.ip,
      );
      return (
        (await answer(result, blik)) ??
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
        (await answer(result)) ??
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
      const row = await orderFor(request, request.params.id, request.query.token);
      return row ? shopperView(row) : reply.sendError('order.not.found');
    },
  );

  app.post(
    '/orders/:id/withdrawal',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The shopper withdraws from the contract on the order’s page: recorded as received today, the receipt e-mailed at once',
        params: orderParams,
        body: orderWithdrawalBody,
        response: { 200: order, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { id } = request.params;
      const row = await orderFor(request, id, request.body.token);
      if (!row) return reply.sendError('order.not.found');
      const result = await refusable(() =>
        app.transaction((r) => submitWithdrawal(r, id, request.body, orderContext())),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      app.outbox.kick();
      // A withdrawal leaves the order's row as it was: only its statement is new.
      return shopperView(row);
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
      const paid = await app.repositories.payments.isOrderPaid(row.orderId);
      return { order: row.orderId, number: row.number, status: row.status, paid };
    },
  );

  app.post(
    '/payment/retry',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pays again for an order awaiting its payment: a new attempt at the gateway (or with a BLIK code)',
        body: paymentRetryBody,
        response: {
          200: paymentRedirect,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          503: errorResponse,
        },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { order: id, token } = request.body;
      if (!isOrderAccessToken(app.orderSettings.secret, id, token)) return reply.sendError('payment.order.not.found');
      const blik = blikFrom(request, request.body.blik_code);
      if (blik === null) return reply.sendError('payment.blik.code.invalid', blikCodeInvalid);
      const row = await app.repositories.orders.byId(id);
      if (!row) return reply.sendError('payment.order.not.found');
      if (row.status !== 'awaiting_payment' || !app.przelewy24) return reply.sendError('payment.not.awaited');
      const started = await startPayment(paymentDeps(app.przelewy24), row, orderContext(), blik);
      if (!started.ok) return reply.sendError(started.code);
      return { redirect_url: started.redirectUrl ?? orderPath(row.orderId, token) };
    },
  );

  app.post(
    '/payment/p24/notification',
    {
      schema: {
        tags: ['orders'],
        summary: 'Przelewy24 tells of a successful payment (urlStatus); checked, verified, then the order is paid',
        body: p24Notification,
        response: { 200: notificationAccepted, 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      if (!app.przelewy24) return reply.sendError('payment.order.not.found');
      const { outcome } = await acceptNotification(
        { ...paymentDeps(app.przelewy24), log: request.log },
        request.body,
        orderContext(),
      );
      if (outcome === 'refused') return reply.sendError('payment.notification.invalid');
      if (outcome === 'retry') return reply.sendError('payment.gateway.unavailable');
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/payment/p24/refund-notification',
    {
      schema: {
        tags: ['orders'],
        summary: 'Przelewy24 tells of a refund it made; checked, then the refund is confirmed on the order',
        body: p24RefundNotification,
        response: { 200: notificationAccepted, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (!app.przelewy24) return reply.sendError('payment.order.not.found');
      const outcome = await acceptRefundNotification(
        { ...paymentDeps(app.przelewy24), log: request.log },
        request.body,
        orderContext(),
      );
      if (outcome === 'refused') return reply.sendError('payment.notification.invalid');
      return { status: 'OK' as const };
    },
  );
};

export default orderRoutes;
