import { randomUUID } from 'node:crypto';

import type { Money } from '@manufaktura/core';

import type { RefundRow } from '../repositories/payments.ts';
import { GatewayUnavailable } from './gateway.ts';
import type { PaymentContext, PaymentDeps } from './online-payment.ts';

/** The address the gateway posts its refund notifications to (through the storefront's front door). */
export const refundNotificationUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/payment/p24/refund-notification`;

export interface RefundRequest {
  orderId: string;
  /** Grosze to return: all that was paid, or a part. */
  amount: Money;
  /** Why, as the buyer's bank statement and the order's history show it. */
  reason: string;
  /** A member of staff, or `shop` when the shop returns a payment it cannot keep. */
  requestedBy: string;
  /** Which paid attempt to refund; by default the oldest with enough left to return. */
  paymentId?: string;
}

export type RefundOutcome =
  | { ok: true; refund: RefundRow }
  | { ok: false; code: 'refund.not.paid' | 'refund.amount.invalid' | 'refund.refused' | 'payment.gateway.unavailable' };

/**
 * Returns money to the buyer of an order paid online, whole or in parts. The
 * amount is reserved on the paid attempt first (its row locked, so two
 * refunds at once can never return more than was paid), then asked of the
 * gateway; a refusal or a gateway that cannot be reached releases it again.
 * The gateway's refund notification later confirms it.
 */
export async function refundPayment(
  deps: PaymentDeps,
  request: RefundRequest,
  ctx: PaymentContext,
): Promise<RefundOutcome> {
  const { amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, code: 'refund.amount.invalid' };

  const reserved = await deps.transaction(async (repositories) => {
    const paid = await repositories.payments.lockPaidOfOrder(request.orderId);
    if (paid.length === 0) return 'refund.not.paid' as const;
    const refundable = (payment: (typeof paid)[number]) => payment.amount - payment.refunded;
    const payment = request.paymentId
      ? paid.find((p) => p.paymentId === request.paymentId)
      : paid.find((p) => refundable(p) >= amount);
    if (!payment) return request.paymentId ? ('refund.not.paid' as const) : ('refund.amount.invalid' as const);
    if (refundable(payment) < amount || payment.gatewayOrderId === null) return 'refund.amount.invalid' as const;
    await repositories.payments.addRefunded(payment.paymentId, amount);
    const refund = await repositories.payments.insertRefund({
      paymentId: payment.paymentId,
      orderId: request.orderId,
      amount,
      reason: request.reason,
      requestId: randomUUID(),
      // P24 takes at most 35 characters here: a UUID without its dashes.
      refundsUuid: randomUUID().replaceAll('-', ''),
      requestedBy: request.requestedBy,
      createdAt: ctx.now,
    });
    return { payment: { ...payment, gatewayOrderId: payment.gatewayOrderId }, refund };
  });
  if (typeof reserved === 'string') return { ok: false, code: reserved };

  const { payment, refund } = reserved;
  try {
    await deps.gateway.refund({
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
      gatewayOrderId: payment.gatewayOrderId,
      sessionId: payment.sessionId,
      amount,
      description: request.reason.slice(0, 35),
      urlStatus: refundNotificationUrl(ctx.publicUrl),
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    deps.log.error(
      { err: error, order: request.orderId, refund: refund.refundId },
      'The gateway did not take a refund',
    );
    await deps.transaction(async (repositories) => {
      await repositories.payments.updateRefund(refund.refundId, { status: 'FAILED' });
      await repositories.payments.addRefunded(payment.paymentId, -amount);
    });
    // 400 and 409: the gateway understood and said no (e.g. the transaction cannot take this refund).
    const refused = error.status === 400 || error.status === 409;
    return { ok: false, code: refused ? 'refund.refused' : 'payment.gateway.unavailable' };
  }
  deps.log.info({ order: request.orderId, refund: refund.refundId, amount }, 'Refund requested');
  return { ok: true, refund };
}

/**
 * The gateway's word that a refund went through: signed with our CRC key and
 * naming a refund of ours with its amount and transaction; the refund is then
 * confirmed, once. A refund marked failed because the gateway could not be
 * reached, yet made after all, is confirmed and counted again.
 */
export async function acceptRefundNotification(
  deps: PaymentDeps,
  body: unknown,
  ctx: PaymentContext,
): Promise<'confirmed' | 'refused'> {
  const notification = deps.gateway.readRefundNotification(body);
  if (!notification) {
    deps.log.warn('Refused a refund notification with a wrong sign');
    return 'refused';
  }
  return deps.transaction(async (repositories) => {
    const refund = await repositories.payments.lockRefundByUuid(notification.refundsUuid);
    const payment = refund && (await repositories.payments.byId(refund.paymentId));
    if (
      !refund ||
      !payment ||
      refund.amount !== notification.amount ||
      payment.sessionId !== notification.sessionId ||
      payment.currency !== notification.currency
    ) {
      deps.log.warn({ refundsUuid: notification.refundsUuid }, 'Refused a refund notification matching no refund');
      return 'refused';
    }
    deps.log.info({ refund: refund.refundId, gatewayStatus: notification.status }, 'The gateway reported on a refund');
    if (refund.status === 'CONFIRMED') return 'confirmed';
    if (refund.status === 'FAILED') await repositories.payments.addRefunded(payment.paymentId, refund.amount);
    await repositories.payments.updateRefund(refund.refundId, {
      status: 'CONFIRMED',
      gatewayStatus: notification.status,
      confirmedAt: ctx.now,
    });
    return 'confirmed';
  });
}
