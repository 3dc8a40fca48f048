import {
  adminOrder,
  adminOrderIdParams,
  adminOrderList,
  adminOrderNote,
  adminOrderQuery,
  adminOrderTransition,
  adminRefundBody,
  adminReturnBody,
  adminWithdrawalBody,
  adminWithdrawalRefundBody,
  errorResponse,
} from '@manufaktura/contract';
import { fromPln, shopCalendarDay } from '@manufaktura/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { moveOrder, noteOrder } from '../../admin/orders.ts';
import { recordReturn } from '../../admin/returns.ts';
import { correctWithdrawal, recordWithdrawal, recordWithdrawalRefund } from '../../admin/withdrawals.ts';
import { refundPayment } from '../../payments/refunds.ts';
import { refusable } from '../../refusal.ts';
import type { Repositories } from '../../repositories/index.ts';
import { toAdminOrder, toAdminOrderSummary } from '../../wire/admin-orders.ts';
import { staffOnly } from './guard.ts';
import { productChanged } from './shop-changed.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  503: errorResponse,
};

/**
 * Orders in the back office: the list, an order with where it may go next,
 * moving it on (packing, shipping with the parcel's number, cancelling with
 * the stock put back), the staff's note, refunds of online payments,
 * returns (goods sent back, fit ones put back on sale), and withdrawal
 * statements with the refund each is owed within 14 days.
 * Packers, managers and owners alike (the `orders` area).
 */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersStaff = staffOnly(app, 'orders');
  const context = (request: FastifyRequest) => ({
    actor: request.staff!,
    now: app.now(),
    publicUrl: app.orderSettings.publicUrl,
    secret: app.orderSettings.secret,
  });

  async function view(orderId: string) {
    const row = await app.repositories.orders.byId(orderId);
    if (!row) return undefined;
    const [paid, refunds, lines, returns, withdrawal] = await Promise.all([
      app.repositories.payments.isOrderPaid(orderId),
      app.repositories.payments.refundsOfOrder(orderId),
      app.repositories.returns.lines(orderId),
      app.repositories.returns.ofOrder(orderId),
      app.repositories.withdrawals.ofOrder(orderId),
    ]);
    return toAdminOrder(row, paid, refunds, { lines, returns }, withdrawal, shopCalendarDay(app.now().getTime()));
  }

  /**
   * Runs a change of an order in one transaction and answers the order read
   * again, or the change's Polish refusal. The e-mails it queued go out now;
   * `then` runs after the commit with what the change returned.
   */
  async function changeOrder<T>(
    orderId: string,
    reply: FastifyReply,
    change: (repositories: Repositories) => Promise<T>,
    then: (value: T) => void = () => {},
  ) {
    const result = await refusable(() => app.transaction(change));
    if (!result.ok) return reply.sendError(result.code, result.params);
    then(result.value);
    app.outbox.kick();
    return (await view(orderId))!;
  }

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders, newest first: by state, or by part of the number or e-mail; or those owed a refund, the nearest deadline first',
        querystring: adminOrderQuery,
        response: { 200: adminOrderList, 401: errorResponse, 403: errorResponse },
      },
      preHandler: ordersStaff,
    },
    async (request) => {
      const { status, q, refund, limit, offset } = request.query;
      const { rows, total } = await app.repositories.orders.page({
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
        refundOwed: refund === 'owed',
        limit,
        offset,
      });
      return { data: rows.map(toAdminOrderSummary), total };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'An order with its lines, addresses, where it may go next, parcel, note and refunds',
        params: adminOrderIdParams,
        response: { 200: adminOrder, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) => (await view(request.params.id)) ?? reply.sendError('order.not.found'),
  );

  app.post(
    '/orders/:id/transition',
    {
      schema: {
        tags: ['admin'],
        summary: 'Moves the order on by the state machine (shipping needs the tracking number)',
        params: adminOrderIdParams,
        body: adminOrderTransition,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) =>
      changeOrder(request.params.id, reply, (r) => moveOrder(r, request.params.id, request.body, context(request))),
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'The staff’s note on the order',
        params: adminOrderIdParams,
        body: adminOrderNote,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) => {
      const result = await refusable(() =>
        app.transaction((r) => noteOrder(r, request.params.id, request.body.staff_note, context(request))),
      );
      if (!result.ok) return reply.sendError(result.code, result.params);
      return (await view(request.params.id))!;
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Records goods sent back: units fit for sale go back to stock; all of the order back makes it returned',
        params: adminOrderIdParams,
        body: adminReturnBody,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) =>
      changeOrder(
        request.params.id,
        reply,
        (r) => recordReturn(r, request.params.id, request.body, context(request)),
        ({ restocked }) => {
          for (const slug of restocked) productChanged(app, slug);
        },
      ),
  );

  app.post(
    '/orders/:id/withdrawal',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Records the shopper’s statement of withdrawal and the day it came: the shopper is sent a receipt with the refund’s last day',
        params: adminOrderIdParams,
        body: adminWithdrawalBody,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) =>
      changeOrder(request.params.id, reply, (r) =>
        recordWithdrawal(r, request.params.id, request.body, context(request)),
      ),
  );

  app.patch(
    '/orders/:id/withdrawal',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Corrects the day or note of a statement the staff recorded, while its refund is owed: a new day moves the refund’s last day and the shopper is sent the receipt again',
        params: adminOrderIdParams,
        body: adminWithdrawalBody,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) =>
      changeOrder(request.params.id, reply, (r) =>
        correctWithdrawal(r, request.params.id, request.body, context(request)),
      ),
  );

  app.post(
    '/orders/:id/withdrawal/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Records the money returned after the withdrawal (online or by transfer): no longer owed',
        params: adminOrderIdParams,
        body: adminWithdrawalRefundBody,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) =>
      changeOrder(request.params.id, reply, (r) =>
        recordWithdrawalRefund(r, request.params.id, request.body, context(request)),
      ),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Returns money paid online, whole or in part, through the payment gateway',
        params: adminOrderIdParams,
        body: adminRefundBody,
        response: { 200: adminOrder, ...errors },
      },
      preHandler: ordersStaff,
    },
    async (request, reply) => {
      const gateway = app.przelewy24;
      const order = await app.repositories.orders.byId(request.params.id);
      if (!order) return reply.sendError('order.not.found');
      if (!gateway) return reply.sendError('refund.not.paid');
      const member = request.staff!;
      const refunded = await refundPayment(
        { repositories: app.repositories, transaction: app.transaction, gateway, log: request.log },
        {
          orderId: order.orderId,
          amount: fromPln(request.body.amount),
          reason: request.body.reason,
          requestedBy: member.email,
        },
        { now: app.now(), secret: app.orderSettings.secret, publicUrl: app.orderSettings.publicUrl },
      );
      if (!refunded.ok) return reply.sendError(refunded.code);
      await app.repositories.staff.audit({
        staffId: member.staffId,
        staffEmail: member.email,
        at: app.now(),
        action: 'order.refund',
        entity: 'order',
        entityId: order.orderId,
        before: null,
        after: { amount: request.body.amount, reason: request.body.reason, refund_id: refunded.refund.refundId },
      });
      return (await view(order.orderId))!;
    },
  );
};

export default adminOrderRoutes;
