import type { DomainError } from '../errors.ts';
import { fail } from '../errors.ts';

/** Order states, in the order a normal order goes through them. */
export const ORDER_STATES = [
  'new',
  'awaiting_payment',
  'paid',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/**
 * Allowed transitions. Why each edge exists:
 * - new → confirmed skips payment for cash on delivery; new → awaiting_payment for online payment.
 * - awaiting_payment → awaiting_payment is a retried payment (new P24 session).
 * - cancelled is possible until the parcel leaves (packed), with a refund when already paid.
 * - shipped → returned covers a refused or undelivered parcel; delivered → returned the 14-day
 *   withdrawal (upk art. 27; sealed cosmetics opened after delivery excepted, checked elsewhere).
 * - cancelled and returned are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  new: ['awaiting_payment', 'confirmed', 'cancelled'],
  awaiting_payment: ['awaiting_payment', 'paid', 'cancelled'],
  paid: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** How an order's state reads to a shopper (the account's history) and to the shop's staff. */
export const ORDER_STATE_NAMES_PL: Readonly<Record<OrderState, string>> = {
  new: 'nowe',
  awaiting_payment: 'oczekuje na płatność',
  paid: 'opłacone',
  confirmed: 'przyjęte do realizacji',
  packed: 'spakowane',
  shipped: 'wysłane',
  delivered: 'dostarczone',
  cancelled: 'anulowane',
  returned: 'zwrócone',
};

/** Narrows a string from the database or a request to an order state. */
export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** States reachable in one step from `from`. */
export function nextOrderStates(from: OrderState): readonly OrderState[] {
  return ORDER_TRANSITIONS[from];
}

/** True when `from → to` is allowed. */
export function canTransitionOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** True for states with no way out (cancelled, returned). */
export function isFinalOrderState(state: OrderState): boolean {
  return ORDER_TRANSITIONS[state].length === 0;
}

/**
 * Moves an order to `to`, or returns `order.transition.invalid` with both states as params: an
 * admin clicking a stale button is an expected outcome, not a fault.
 */
export function transitionOrder(
  from: OrderState,
  to: OrderState,
): { ok: true; state: OrderState } | ({ ok: false } & DomainError<'order.transition.invalid'>) {
  return canTransitionOrder(from, to)
    ? { ok: true, state: to }
    : { ok: false, ...fail('order.transition.invalid', { from, to }) };
}

/**
 * Where a new order starts: one paid on delivery, or with nothing to pay, is confirmed at once;
 * one paid online waits for its payment.
 */
export function initialOrderState(payment: { cashOnDelivery: boolean; nothingToPay: boolean }): OrderState {
  return payment.cashOnDelivery || payment.nothingToPay ? 'confirmed' : 'awaiting_payment';
}
