import { adminDashboard, errorResponse } from '@manufaktura/contract';
import { DAY_MS, shopCalendarDay, startOfShopDay, toPln } from '@manufaktura/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAdminRefundOwed } from '../../wire/admin-orders.ts';
import { staffOnly } from './guard.ts';

/** At or below this many units a product shows on the start page as running out. */
const LOW_STOCK_AT_MOST = 5;

/** How many refunds owed after a withdrawal the start page names, the nearest deadline first. */
const REFUNDS_OWED_SHOWN = 20;

/**
 * The back office's start page: today's orders and takings, what waits to be
 * packed, what is running out, the unpaid orders cancelled within a day, the
 * refunds owed after withdrawals with their deadlines, and how the mail is leaving.
 */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Today’s orders and takings, orders to pack, low stock, unpaid orders about to expire, refunds owed after withdrawals, e-mails failed or waiting',
        response: { 200: adminDashboard, 401: errorResponse, 403: errorResponse },
      },
      preHandler: staffOnly(app, 'orders'),
    },
    async () => {
      const now = app.now();
      const { timeoutMs } = app.paymentExpiry;
      // Unpaid orders whose time runs out within a day were placed before this.
      const placedBefore = new Date(now.getTime() - timeoutMs + DAY_MS);
      const [orders, low, mail, owed] = await Promise.all([
        app.repositories.orders.dashboard(new Date(startOfShopDay(now.getTime())), placedBefore),
        app.repositories.stock.low(LOW_STOCK_AT_MOST, 20),
        app.repositories.outbox.backlog(),
        app.repositories.withdrawals.refundsOwed(REFUNDS_OWED_SHOWN),
      ]);
      const today = shopCalendarDay(now.getTime());
      return {
        today: { orders: orders.today.count, revenue: toPln(orders.today.revenue) },
        to_pack: orders.toPack,
        low_stock: low.map((product) => ({
          id: product.productId,
          slug: product.slug,
          name: product.name,
          stock: product.stockOnHand,
        })),
        unpaid_expiring: orders.unpaid.map((order) => ({
          id: order.orderId,
          number: order.number,
          email: order.email,
          expires_at: new Date(order.createdAt.getTime() + timeoutMs).toISOString(),
          grand_total: toPln(order.grandTotal),
        })),
        mail: {
          failed: mail.failed,
          waiting: mail.waiting,
          oldest_waiting_at: mail.oldestWaiting?.toISOString() ?? null,
        },
        refunds_owed: { total: owed.total, orders: owed.rows.map((row) => toAdminRefundOwed(row, today)) },
      };
    },
  );
};

export default adminDashboardRoutes;
