import { randomUUID } from 'node:crypto';

import type { DomainError, FieldError, PaymentMethodId } from '@manufaktura/core';
import {
  fail,
  initialOrderState,
  orderNumber,
  PAYMENT_METHODS,
  paymentFitsShipping,
  shippingNeedsAddress,
  shopLink,
  validateCheckout,
} from '@manufaktura/core';

import { keepCheckoutAddresses } from '../accounts/profile.ts';
import { loadCart } from '../cart/load-cart.ts';
import { referenceDataRead } from '../cart/reference-data.ts';
import {
  newOrderNoticeEmail,
  ORDER_DOCUMENT_SLUGS,
  orderConfirmationEmail,
} from '../mail/templates/order-confirmation.ts';
import { requestSubscription } from '../newsletter/subscribe.ts';
import { Refusal, refuse as refuseWith } from '../refusal.ts';
import type { CartOwner } from '../repositories/carts.ts';
import type { Repositories, RunInTransaction } from '../repositories/index.ts';
import type { OrderRow } from '../repositories/orders.ts';
import { queuedEmails } from '../repositories/outbox.ts';
import { orderAccessToken } from './access-token.ts';
import type { LegalDocumentsKept } from './legal-documents.ts';
import type { OrderSnapshot } from './snapshot.ts';

export type { OrderRow } from '../repositories/orders.ts';

export interface PlaceOrderRequest {
  /** The session placing it, and the account it is signed in to (whose cart it is). */
  owner: CartOwner;
  version: number;
  paymentMethod: PaymentMethodId | 'none';
  consents: { terms?: boolean; privacy?: boolean; newsletter?: boolean };
  wantsInvoice: boolean;
  /** A signed-in shopper keeps the order's addresses on the account. */
  saveAddress?: boolean;
  idempotencyKey: string | undefined;
  /** The client's address, kept as proof of a newsletter consent given with the order. */
  ip?: string;
}

export interface PlaceOrderContext {
  now: Date;
  secret: string;
  publicUrl: string;
  shopEmail: string;
  /** The legal documents the confirmation attaches, as last read (the app keeps them). */
  documents: LegalDocumentsKept;
  /** Called between taking the stock and writing the order; tests use it to inject a failure. */
  beforeOrderWrite?: () => Promise<void>;
}

export type PlaceOrderResult =
  | { ok: true; order: OrderRow; accessToken: string; replayed: boolean }
  | ({ ok: false; fields?: FieldError[] } & DomainError);

type Refused = DomainError & { fields?: FieldError[] };

const refuse = (...args: Parameters<typeof fail>): never => refuseWith(fail(...args));

/** Postgres' unique_violation: a concurrent request with the same key (an idempotency key, a coupon code) won. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ('code' in error ? error.code === '23505' : isUniqueViolation((error as { cause?: unknown }).cause));

/** The order's page in the shop, with the token that lets a guest see it. */
export const orderPath = (orderId: string, token: string) => `/order-confirmation?order=${orderId}&token=${token}`;

/** The order's page as a link for e-mails and the payment gateway's return. */
export const orderUrl = ({ publicUrl, secret }: { publicUrl: string; secret: string }, orderId: string) =>
  shopLink(publicUrl, orderPath(orderId, orderAccessToken(secret, orderId)));

/**
 * Places the session's cart as an order in one transaction: the checkout is
 * validated and re-priced from the database, the cart version must be the one
 * the shopper saw, stock is taken (locked rows, never below zero), the coupon
 * use counted (its row locked, so a use limit holds under concurrency), the
 * order written with its snapshot, the cart closed and the e-mails queued.
 * Any refusal or failure leaves nothing behind. The same idempotency key
 * always answers the same session with the same order, and any other session
 * with payment.idempotency.key.used.
 */
export async function placeOrder(
  { transaction, repositories }: { transaction: RunInTransaction; repositories: Repositories },
  request: PlaceOrderRequest,
  ctx: PlaceOrderContext,
): Promise<PlaceOrderResult> {
  // The key belongs to the session that first used it: anyone else presenting it learns nothing of that order.
  const replay = async (): Promise<PlaceOrderResult | undefined> => {
    if (!request.idempotencyKey) return undefined;
    const existing = await repositories.orders.byIdempotencyKey(request.idempotencyKey);
    if (!existing) return undefined;
    if (existing.sessionTokenHash !== request.owner.sessionTokenHash)
      return { ok: false, ...fail('payment.idempotency.key.used') };
    return { ok: true, order: existing, accessToken: orderAccessToken(ctx.secret, existing.orderId), replayed: true };
  };
  // A key is looked up only once the placing fails: a replay finds its cart already closed (or, if
  // the session has filled another, the key taken when the order is written), so the refusal or the
  // key's unique violation answers with the first order; a first request reads nothing for it.
  try {
    const order = await transaction((inTransaction) => placeInTransaction(inTransaction, request, ctx));
    return { ok: true, order, accessToken: orderAccessToken(ctx.secret, order.orderId), replayed: false };
  } catch (error) {
    // The key may have placed an order before, or a concurrent request with it meanwhile (its cart
    // is then gone, or its key taken): that order is the answer, for the session that placed it.
    if (error instanceof Refusal || isUniqueViolation(error)) {
      const raced = await replay();
      if (raced) return raced;
    }
    if (error instanceof Refusal) return { ok: false, ...(error.outcome as Refused) };
    throw error;
  }
}

async function placeInTransaction(
  repositories: Repositories,
  request: PlaceOrderRequest,
  ctx: PlaceOrderContext,
): Promise<OrderRow> {
  const { now } = ctx;
  const { carts, orders, outbox, stock } = repositories;
  const cart = await carts.lockFor(request.owner);
  if (!cart) return refuse('payment.cart.not.found');
  if (cart.version !== request.version) return refuse('payment.cart.modified', { version: cart.version });

  // The coupon's row is locked before its uses are counted: concurrent orders with one code count one
  // after another, so a use limit holds (on PostgreSQL each statement after the lock sees the uses committed).
  const couponId = cart.couponCode ? await carts.lockCoupon(cart.couponCode) : undefined;
  // The lines and what prices them, read afresh in one statement now that the cart is ours.
  const read = await carts.orderReads(cart.cartId, now);
  const loaded = await loadCart(repositories, cart, now, referenceDataRead(read), read.lines);
  if (loaded.lines.length === 0) return refuse('cart.empty');
  // A signed-in shopper's order goes to the account's (confirmed) e-mail, a guest's to the one typed.
  const email = request.owner.accountId
    ? ((await repositories.accounts.byId(request.owner.accountId))?.email ?? null)
    : cart.email;
  if (!email) return refuse('payment.email.missing');
  const method = loaded.shippingMethod;
  if (!method)
    return refuse('payment.parameters.missing', {
      fields: [{ field: 'shippingService', message: 'Wybierz sposób dostawy' }],
    });

  const paymentMethod = PAYMENT_METHODS.find((m) => m.id === request.paymentMethod);
  if (request.paymentMethod === 'none') {
    if (loaded.totals.grandTotal !== 0) return refuse('payment.method.invalid.for.shipping');
  } else if (!paymentMethod || !paymentFitsShipping(paymentMethod, method)) {
    return refuse('payment.method.invalid.for.shipping');
  }
  if (loaded.coupon && !loaded.coupon.ok) return refuse(loaded.coupon.code, loaded.coupon.params);
  if (method.requiresLocker && !cart.shippingAttributes.locker_code) return refuse('shipping.locker.invalid');

  const checked = validateCheckout({
    email,
    billing: cart.billing as Record<string, string>,
    shipping: cart.shipping as Record<string, string>,
    wantsInvoice: request.wantsInvoice,
    shippingNeedsAddress: shippingNeedsAddress(method),
    consents: request.consents,
  });
  if (!checked.ok)
    refuseWith({ ...fail('payment.parameters.missing', { fields: checked.errors }), fields: checked.errors });

  // One read of what the order records from outside the cart (its number, the seller, the legal
  // documents as they are now: their texts only if changed since the app kept them), then the stock
  // taken in one statement: locked rows in a fixed order, checked, the sales written only if every
  // product has enough.
  const basics = await orders.placementBasics(ORDER_DOCUMENT_SLUGS, ctx.documents.known());
  const { sequence, seller } = basics;
  const documents =
    ctx.documents.resolve(basics.documents) ?? ctx.documents.resolve(await orders.documents(ORDER_DOCUMENT_SLUGS))!;
  const number = orderNumber(now, sequence);
  const wanted = new Map<string, number>();
  for (const line of loaded.lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const { short } = await stock.take(wanted, number, now);
  if (short.length > 0) return refuse('product.not.available', { productNames: short });

  const lineTotals = new Map(loaded.totals.lines.map((line) => [line.lineId, line]));
  const snapshot: OrderSnapshot = {
    lines: loaded.lines.map((line) => {
      const priced = lineTotals.get(line.lineId)!;
      return {
        productId: line.productId,
        slug: line.product.slug,
        name: line.product.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountTotal: priced.discountTotal,
        total: priced.total,
        taxRate: line.product.taxRate,
        tax: priced.tax,
      };
    }),
    discounts: loaded.totals.discounts,
    couponCode: cart.couponCode,
    shippingMethod: {
      methodId: method.methodId,
      name: method.name,
      price: method.price,
      cashOnDelivery: method.cashOnDelivery,
      attributes: cart.shippingAttributes,
    },
    billing: checked.value.billing,
    shippingAddress: checked.value.shipping,
    invoice:
      checked.value.billing.company && checked.value.billing.nip
        ? { company: checked.value.billing.company, nip: checked.value.billing.nip }
        : null,
    comments: cart.comments,
    consents: { terms: true, privacy: true, newsletter: request.consents.newsletter === true, at: now.toISOString() },
    seller,
  };

  // The confirmation and the shop's notice are written with the order, in its statement.
  const orderId = randomUUID();
  const totals = loaded.totals;
  const mail = {
    number,
    email: checked.value.email,
    totals,
    snapshot,
    orderUrl: orderUrl(ctx, orderId),
    shopUrl: ctx.publicUrl,
    documents,
    placedAt: now,
  };
  const emails = queuedEmails([
    { kind: 'order-confirmation', to: checked.value.email, reference: number, ...orderConfirmationEmail(mail) },
    { kind: 'order-notice', to: ctx.shopEmail, reference: number, ...newOrderNoticeEmail(mail) },
  ]);

  await ctx.beforeOrderWrite?.();
  const { order, missingDocuments } = await orders.place(
    {
      orderId,
      number,
      status: initialOrderState({
        cashOnDelivery: method.cashOnDelivery,
        nothingToPay: request.paymentMethod === 'none',
      }),
      paymentMethod: request.paymentMethod,
      email: checked.value.email,
      itemsTotal: totals.itemsTotal,
      discountTotal: totals.discountTotal,
      shippingTotal: totals.shippingTotal,
      taxTotal: totals.taxTotal,
      grandTotal: totals.grandTotal,
      snapshot: snapshot as unknown as Record<string, unknown>,
      cartId: cart.cartId,
      idempotencyKey: request.idempotencyKey ?? null,
      sessionTokenHash: request.owner.sessionTokenHash,
      accountId: request.owner.accountId,
      createdAt: now,
      updatedAt: now,
    },
    snapshot.lines,
    emails,
  );
  await outbox.keepMissing(emails, missingDocuments);
  if (request.saveAddress && request.owner.accountId)
    await keepCheckoutAddresses(repositories, request.owner.accountId, checked.value, now);
  if (couponId) await carts.recordRedemption({ couponId, email: checked.value.email, orderRef: number });

  if (request.consents.newsletter) {
    await requestSubscription(
      repositories,
      { email: checked.value.email, source: 'checkout', ip: request.ip ?? null },
      { now, secret: ctx.secret, publicUrl: ctx.publicUrl },
    );
  }
  return order;
}
