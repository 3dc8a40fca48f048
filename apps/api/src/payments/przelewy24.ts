import 'fastify';

import { createHash, timingSafeEqual } from 'node:crypto';

import { przelewy24Host } from '@manufaktura/core';

import type { NotifiedPayment, NotifiedRefund, PaymentGateway, PaymentRegistration, RefundOrder } from './gateway.ts';
import { BlikCodeRefused, GatewayUnavailable } from './gateway.ts';

/**
 * Przelewy24's REST API v1 (https://developers.przelewy24.pl): registering a
 * transaction, checking its status notification, verifying it and refunding.
 * Every `sign` is SHA-384 over a JSON object with exactly the documented keys
 * in the documented order (JSON.stringify keeps insertion order and escapes
 * neither `/` nor non-ASCII, as P24 expects).
 */

export interface Przelewy24Settings {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  /** The API's base, e.g. https://secure.przelewy24.pl/api/v1 (the local simulator's in development and tests). */
  apiUrl: string;
  /** Where the shopper pays: `${payUrl}/trnRequest/{token}`. */
  payUrl: string;
}

/** The shop's Przelewy24 account from its configuration; null without credentials (no online payment). */
export function przelewy24Settings(config: {
  P24_MERCHANT_ID?: number | undefined;
  P24_POS_ID?: number | undefined;
  P24_CRC?: string | undefined;
  P24_API_KEY?: string | undefined;
  P24_SANDBOX?: boolean | undefined;
  P24_URL?: string | undefined;
}): Przelewy24Settings | null {
  const { P24_MERCHANT_ID: merchantId, P24_CRC: crc, P24_API_KEY: apiKey } = config;
  if (!merchantId || !crc || !apiKey) return null;
  const host = przelewy24Host({ url: config.P24_URL, sandbox: config.P24_SANDBOX });
  return { merchantId, posId: config.P24_POS_ID ?? merchantId, crc, apiKey, apiUrl: `${host}/api/v1`, payUrl: host };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway; null when the shop has no Przelewy24 account configured. */
    przelewy24: Przelewy24 | null;
  }
}

/** How long a call to the gateway may take before the shop gives up on it. */
const GATEWAY_TIMEOUT_MS = 10_000;

export const p24Sign = (fields: Record<string, string | number>): string =>
  createHash('sha384').update(JSON.stringify(fields)).digest('hex');

/** A status notification, as P24 posts it to `urlStatus` (only for successful payments). */
export interface P24Notification {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

/** The sign of a notification, recomputed over its fields and our CRC key. */
export function notificationSign(n: Omit<P24Notification, 'sign'>, crc: string): string {
  return p24Sign({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    crc,
  });
}

/** A refund's notification, as P24 posts it to the refund's `urlStatus`. */
export interface P24RefundNotification {
  orderId: number;
  sessionId: string;
  merchantId: number;
  requestId: string;
  refundsUuid: string;
  amount: number;
  currency: string;
  timestamp: number;
  /** 0 or 1; which one means done is not documented, so it is kept as it came. */
  status: number;
  sign: string;
}

/** The sign of a refund notification, recomputed over its fields and our CRC key. */
export function refundNotificationSign(n: Omit<P24RefundNotification, 'sign'>, crc: string): string {
  return p24Sign({
    orderId: n.orderId,
    sessionId: n.sessionId,
    refundsUuid: n.refundsUuid,
    merchantId: n.merchantId,
    amount: n.amount,
    currency: n.currency,
    status: n.status,
    crc,
  });
}

/** Compares two hex signs in constant time. */
export function sameSign(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** P24's channel for BLIK alone (its documented bitmask). */
export const BLIK_CHANNEL = 8192;

/** Przelewy24 as the shop's payment gateway (`gateway.ts`). */
export function createPrzelewy24(settings: Przelewy24Settings, fetchImpl: typeof fetch = fetch) {
  const auth = `Basic ${Buffer.from(`${settings.posId}:${settings.apiKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailable(`Przelewy24 ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      throw new GatewayUnavailable(
        `Przelewy24 ${path} answered ${response.status}: ${JSON.stringify(answer)}`,
        response.status,
      );
    }
    return answer;
  }

  const gateway = {
    settings,

    /** Registers a transaction; the shopper pays at `payUrl(token)`, or with BLIK typed on our page. */
    async register(request: PaymentRegistration): Promise<{ token: string }> {
      const sign = p24Sign({
        sessionId: request.sessionId,
        merchantId: settings.merchantId,
        amount: request.amount,
        currency: request.currency,
        crc: settings.crc,
      });
      const psu = request.blik?.psu;
      const answer = (await call('POST', '/transaction/register', {
        merchantId: settings.merchantId,
        posId: settings.posId,
        sessionId: request.sessionId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        email: request.email,
        country: 'PL',
        language: 'pl',
        urlReturn: request.urlReturn,
        urlStatus: request.urlStatus,
        ...(request.timeLimit === undefined ? {} : { timeLimit: request.timeLimit }),
        ...(psu ? { channel: BLIK_CHANNEL, additional: { PSU: { IP: psu.ip, userAgent: psu.userAgent } } } : {}),
        encoding: 'UTF-8',
        sign,
      })) as { data?: { token?: unknown } } | null;
      const token = answer?.data?.token;
      if (typeof token !== 'string' || token === '') throw new GatewayUnavailable('Przelewy24 gave no token');
      return { token };
    },

    payUrl: (token: string) => `${settings.payUrl}/trnRequest/${encodeURIComponent(token)}`,

    /**
     * BLIK typed on our page: charges the registered transaction with the shopper's 6-digit code.
     * The shopper then confirms in the bank's app and the usual notification follows.
     */
    async chargeByBlikCode(token: string, blikCode: string): Promise<void> {
      try {
        await call('POST', '/paymentMethod/blik/chargeByCode', { token, blikCode });
      } catch (error) {
        if (error instanceof GatewayUnavailable && error.status === 400) throw new BlikCodeRefused(error.message);
        throw error;
      }
    },

    /** A notification signed with our CRC key and naming our merchant and point of sale; else null. */
    readNotification(body: unknown): NotifiedPayment | null {
      const notification = body as P24Notification;
      const genuine =
        notification.merchantId === settings.merchantId &&
        notification.posId === settings.posId &&
        sameSign(notification.sign, notificationSign(notification, settings.crc));
      if (!genuine) return null;
      const { sessionId, amount, currency, orderId } = notification;
      return { sessionId, amount, currency, gatewayOrderId: orderId };
    },

    /** Confirms a notified payment; only after this does the money count (and reach the shop). */
    async verify(payment: NotifiedPayment): Promise<void> {
      const sign = p24Sign({
        sessionId: payment.sessionId,
        orderId: payment.gatewayOrderId,
        amount: payment.amount,
        currency: payment.currency,
        crc: settings.crc,
      });
      const answer = (await call('PUT', '/transaction/verify', {
        merchantId: settings.merchantId,
        posId: settings.posId,
        sessionId: payment.sessionId,
        amount: payment.amount,
        currency: payment.currency,
        orderId: payment.gatewayOrderId,
        sign,
      })) as { data?: { status?: unknown } } | null;
      if (answer?.data?.status !== 'success') throw new GatewayUnavailable('Przelewy24 did not verify the payment');
    },

    /** Returns part or all of a paid transaction to the buyer (the request carries no sign). */
    async refund(refund: RefundOrder): Promise<void> {
      await call('POST', '/transaction/refund', {
        requestId: refund.requestId,
        refundsUuid: refund.refundsUuid,
        urlStatus: refund.urlStatus,
        refunds: [
          {
            orderId: refund.gatewayOrderId,
            sessionId: refund.sessionId,
            amount: refund.amount,
            description: refund.description,
          },
        ],
      });
    },

    /** A refund notification signed with our CRC key and naming our merchant; else null. */
    readRefundNotification(body: unknown): NotifiedRefund | null {
      const notification = body as P24RefundNotification;
      const genuine =
        notification.merchantId === settings.merchantId &&
        sameSign(notification.sign, refundNotificationSign(notification, settings.crc));
      if (!genuine) return null;
      const { refundsUuid, sessionId, amount, currency, status } = notification;
      return { refundsUuid, sessionId, amount, currency, status };
    },
  };
  return gateway satisfies PaymentGateway;
}

export type Przelewy24 = ReturnType<typeof createPrzelewy24>;
