import { CURRENCY, PAYMENT_METHOD_IDS } from '@manufaktura/core';
import { z } from 'zod';

const pln = z.number().describe('PLN, gross');

/** The token in a guest's order link; the signed-in owner needs none. */
const orderLinkToken = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('The guest’s order link token; not needed by the signed-in owner');

export const calendarDay = z.iso.date().describe('A day, YYYY-MM-DD');

/** A withdrawal from the contract as the shopper sees it: the day it came, the refund's last day, the refund once made. */
export const orderWithdrawal = z
  .object({
    received_on: calendarDay.describe('The day the statement reached the shop'),
    refund_deadline: calendarDay.describe('The last day to return the money (upk art. 32)'),
    refunded_on: calendarDay.nullable().describe('The day the refund was recorded (shop time)'),
    refund_amount: pln.nullable().describe('PLN returned; 0 when nothing was owed'),
  })
  .meta({ id: 'OrderWithdrawal' });

export const order = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: z.string(),
    payment_method: z.string(),
    created_at: z.iso.datetime(),
    email: z.string(),
    currency: z.literal(CURRENCY),
    items: z.array(
      z.object({
        product_id: z.string(),
        slug: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        unit_price: pln,
        discount_total: pln,
        total: pln,
        tax: pln,
      }),
    ),
    items_total: pln,
    discount_total: pln,
    shipment_total: pln,
    tax_total: pln,
    grand_total: pln,
    coupon_code: z.string().nullable(),
    shipping_method: z.object({
      method_id: z.string(),
      name: z.string(),
      price: pln,
      cash_on_delivery: z.boolean(),
      attributes: z.record(z.string(), z.string()),
    }),
    billing: z.record(z.string(), z.string().nullable()),
    shipping: z.record(z.string(), z.string()).nullable(),
    invoice: z.object({ company: z.string(), nip: z.string() }).nullable(),
    comments: z.string(),
    tracking_number: z.string().nullable().describe('The parcel’s number, once the order is sent'),
    withdrawal: orderWithdrawal.nullable().describe('The shopper’s statement of withdrawal, once the shop has it'),
    withdrawal_open: z
      .boolean()
      .describe(
        'Whether the shopper may withdraw here (POST /api/orders/{id}/withdrawal): sent, or delivered at most 14 days ago, and no statement yet',
      ),
  })
  .meta({ id: 'Order' });

/** A shopper's statement of withdrawal made on the order's page. */
export const orderWithdrawalBody = z
  .strictObject({
    token: orderLinkToken,
    name: z.string().trim().min(1).max(120).describe('The name the statement is made in'),
    message: z.string().trim().max(500).default('').describe('Anything the shopper adds, e.g. which products go back'),
  })
  .meta({ id: 'OrderWithdrawalBody' });

/** A line of the signed-in shopper's order history. */
export const orderSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: z.string(),
    created_at: z.iso.datetime(),
    grand_total: pln,
    items_count: z.number().int(),
  })
  .meta({ id: 'OrderSummary' });

export const orderHistory = z
  .object({ items: z.array(orderSummary), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .meta({ id: 'OrderHistory' });

export const orderHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type OrderSummary = z.infer<typeof orderSummary>;
export type OrderHistory = z.infer<typeof orderHistory>;

/** As the shopper typed it (the API reads it with core's readBlikCode); required with payment_method blik. */
const blikCode = z.string().max(20).describe('The 6-digit code from the bank’s app, for payment_method blik');

export const placeOrderBody = z.object({
  version: z.number().int().min(0).describe('The cart version the shopper confirmed'),
  payment_method: z.enum(PAYMENT_METHOD_IDS),
  blik_code: blikCode.optional(),
  wants_invoice: z.boolean().default(false),
  save_address: z
    .boolean()
    .default(false)
    .describe('A signed-in shopper keeps the addresses of this order on the account for the next checkout'),
  consents: z.object({ terms: z.boolean(), privacy: z.boolean(), newsletter: z.boolean().default(false) }),
  idempotency_key: z.string().min(8).max(100).optional().describe('Or the Idempotency-Key header'),
});

export const zeroOrderBody = placeOrderBody.omit({ payment_method: true, blik_code: true });

export const placedOrder = z.object({
  order,
  access_token: z.string().describe('Lets a guest see the order: GET /api/orders/{id}?token='),
  redirect_url: z
    .string()
    .describe('Where the shopper goes next: the gateway’s payment page, or the confirmation page'),
});

/** Pay again for an order awaiting its payment (a new attempt at the gateway, never a new order). */
export const paymentRetryBody = z.object({
  order: z.uuid(),
  token: z.string().min(1).max(100),
  blik_code: blikCode.optional().describe('Pay with this BLIK code instead of on the gateway’s page'),
});
export const paymentRedirect = z.object({
  redirect_url: z
    .string()
    .describe('The gateway’s payment page; with a BLIK code the order’s page, which waits for the bank’s app'),
});

/** Przelewy24's notification of a successful payment, as it posts it (its `sign` is checked). */
export const p24Notification = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  originAmount: z.number().int().min(0),
  currency: z.string().min(1).max(3),
  orderId: z.number().int().min(0),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().min(1).max(200),
});
export const notificationAccepted = z.object({ status: z.literal('OK') });

/** Przelewy24's notification of a refund, as it posts it (its `sign` is checked). */
export const p24RefundNotification = z.object({
  orderId: z.number().int().min(0),
  sessionId: z.string().min(1).max(100),
  merchantId: z.number().int(),
  requestId: z.string().min(1).max(100),
  refundsUuid: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  currency: z.string().min(1).max(3),
  timestamp: z.number().int(),
  status: z.number().int(),
  sign: z.string().min(1).max(200),
});

export const orderAccessQuery = z.object({
  token: orderLinkToken,
});
export const orderParams = z.object({ id: z.uuid() });
export const paymentStatusQuery = z.object({ order: z.uuid(), token: z.string().min(1).max(100) });
export const paymentStatus = z.object({ order: z.uuid(), number: z.string(), status: z.string(), paid: z.boolean() });

export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

export const paymentMethodList = z.object({
  items: z.array(
    z.object({
      id: z.enum(PAYMENT_METHOD_IDS),
      name: z.string(),
      description: z.string(),
      paid_on_delivery: z
        .boolean()
        .describe('Paid when the parcel is collected: only with deliveries that collect it, the others only without'),
    }),
  ),
});

export type Order = z.infer<typeof order>;
export type OrderWithdrawal = z.infer<typeof orderWithdrawal>;
export type OrderWithdrawalBody = z.input<typeof orderWithdrawalBody>;
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlacedOrder = z.infer<typeof placedOrder>;
export type PaymentStatus = z.infer<typeof paymentStatus>;
export type PaymentRedirect = z.infer<typeof paymentRedirect>;
export type PaymentMethodList = z.infer<typeof paymentMethodList>;
