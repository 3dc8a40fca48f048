import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { paymentReceivedEmail } from '../mail/templates/payment.ts';
import { orderUrl } from '../orders/place-order.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import type { PaymentGateway } from './gateway.ts';
import { BlikCodeRefused, GatewayUnavailable } from './gateway.ts';
import { refundPayment } from './refunds.ts';

export interface PaymentDeps {
  repositories: Repositories;
  transaction: RunInTransaction;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

export interface PaymentContext {
  now: Date;
  secret: string;
  /** Where shoppers reach the shop; the gateway sends them back, and its notifications, there. */
  publicUrl: string;
}

/** How many minutes the gateway's payment page stays open for one attempt. */
const PAYMENT_PAGE_MINUTES = 30;

/** The address the gateway posts its notifications to (through the storefront's front door). */
export const notificationUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/api/payment/p24/notification`;

/** BLIK typed on the shop's page: the code, and the browser it was typed in. */
export interface BlikPayment {
  code: string;
  psu: { ip: string; userAgent: string };
}

export type StartedPayment =
  /** To the gateway's page; null with BLIK: the shopper confirms in the bank's app, the order's page waits. */
  | { ok: true; redirectUrl: string | null }
  | { ok: false; code: 'payment.gateway.unavailable' | 'payment.blik.code.rejected' };

/**
 * Starts paying an order online: a new attempt (its own session id at the
 * gateway, so a retry never meets the previous one), registered with the
 * gateway; the shopper pays at the address returned, or, with a BLIK code
 * typed on our page, the gateway charges it at once. The order is saved
 * before this, so a gateway that is down, or a code the bank refuses, leaves
 * it payable later.
 */
export async function startPayment(
  deps: Omit<PaymentDeps, 'transaction'>,
  order: OrderRow,
  ctx: PaymentContext,
  blik?: BlikPayment,
): Promise<StartedPayment> {
  const payment = await deps.repositories.payments.insert({
    orderId: order.orderId,
    provider: 'p24',
    sessionId: `${order.number}-${randomBytes(6).toString('hex')}`,
    amount: order.grandTotal,
    currency: order.currency,
    createdAt: ctx.now,
  });
  try {
    const { token } = await deps.gateway.register({
      sessionId: payment.sessionId,
      amount: payment.amount,
      currency: payment.currency,
      description: `Zamówienie ${order.number} – Manufaktura`,
      email: order.email,
      urlReturn: orderUrl(ctx, order.orderId),
      urlStatus: notificationUrl(ctx.publicUrl),
      timeLimit: PAYMENT_PAGE_MINUTES,
      ...(blik ? { blik: { psu: blik.psu } } : {}),
    });
    await deps.repositories.payments.setToken(payment.paymentId, token);
    if (!blik) return { ok: true, redirectUrl: deps.gateway.payUrl(token) };
    await deps.gateway.chargeByBlikCode(token, blik.code);
    return { ok: true, redirectUrl: null };
  } catch (error) {
    if (error instanceof BlikCodeRefused) {
      deps.log.info({ order: order.number }, 'The bank refused a BLIK code');
      return { ok: false, code: 'payment.blik.code.rejected' };
    }
    if (!(error instanceof GatewayUnavailable)) throw error;
    deps.log.error({ err: error, order: order.number }, 'Przelewy24 did not register the payment');
    return { ok: false, code: 'payment.gateway.unavailable' };
  }
}

export type NotificationOutcome =
  /** Paid now, or already before (a repeated notification). */
  | { outcome: 'paid' }
  /** Not ours, forged, or not matching the attempt: refused, never paid. */
  | { outcome: 'refused' }
  /** The gateway would not verify it now: it will notify again. */
  | { outcome: 'retry' };

/**
 * A payment notification from the gateway. Its sign, merchant, amount and
 * currency must match the attempt it names; then the gateway's verify call
 * confirms it, and only then is the attempt paid and the order moved to
 * paid, in one transaction, exactly once however often or in whatever order
 * notifications and returns arrive.
 */
export async function acceptNotification(
  deps: PaymentDeps,
  body: unknown,
  ctx: PaymentContext,
): Promise<NotificationOutcome> {
  const { log, gateway } = deps;
  const notification = gateway.readNotification(body);
  if (!notification) {
    log.warn('Refused a payment notification with a wrong sign or merchant');
    return { outcome: 'refused' };
  }
  const payment = await deps.repositories.payments.bySessionId(notification.sessionId);
  if (!payment || payment.amount !== notification.amount || payment.currency !== notification.currency) {
    log.warn(
      { sessionId: notification.sessionId, amount: notification.amount, currency: notification.currency },
      'Refused a payment notification that matches no payment of ours',
    );
    return { outcome: 'refused' };
  }
  if (payment.status === 'PAID') return { outcome: 'paid' };

  try {
    await gateway.verify(notification);
  } catch (error) {
    log.error({ err: error, sessionId: payment.sessionId }, 'The gateway did not verify a notified payment');
    return { outcome: 'retry' };
  }

  const unneeded = await deps.transaction(async (repositories) => {
    const locked = await repositories.payments.lockBySessionId(payment.sessionId);
    if (!locked || locked.status === 'PAID') return null;
    await repositories.payments.markPaid(locked.paymentId, notification.gatewayOrderId, ctx.now);
    const order = await repositories.orders.byId(locked.orderId);
    if (!order) return null;
    if (!(await repositories.orders.move(order.orderId, 'awaiting_payment', 'paid', ctx.now))) return order;
    await repositories.outbox.enqueue(
      [
        {
          kind: 'payment-received',
          to: order.email,
          reference: order.number,
          ...paymentReceivedEmail(order, orderUrl(ctx, order.orderId)),
        },
      ],
      ctx.now,
    );
    return null;
  });
  if (unneeded) await returnUnneededPayment(deps, unneeded, payment.paymentId, ctx);
  return { outcome: 'paid' };
}

/**
 * A payment the order no longer waits for (paid already by another attempt,
 * or cancelled for want of payment): the money is the buyer's, so it goes
 * back whole at once, and the shop is told in the log.
 */
async function returnUnneededPayment(deps: PaymentDeps, order: OrderRow, paymentId: string, ctx: PaymentContext) {
  deps.log.warn({ order: order.number, status: order.status }, 'A payment arrived for an order not awaiting one');
  const payment = await deps.repositories.payments.byId(paymentId);
  if (!payment) return;
  const refunded = await refundPayment(
    deps,
    {
      orderId: order.orderId,
      paymentId,
      amount: payment.amount,
      reason: `Zwrot wpłaty – zam. ${order.number}`,
      requestedBy: 'shop',
    },
    ctx,
  );
  if (!refunded.ok) deps.log.error({ order: order.number, code: refunded.code }, 'Could not return a payment');
}
