/**
 * Public API of @manufaktura/core: pure domain rules of the shop (no I/O, no clock, no framework).
 * Import from the package root: `import { formatMoney, calculateTotals } from '@manufaktura/core'`.
 */
export * from './capacity.ts';
export * from './cart/prorate.ts';
export * from './cart/reducer.ts';
export * from './cart/totals.ts';
export * from './catalog.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages/format.ts';
export * from './messages/pl.ts';
export * from './money.ts';
export * from './omnibus.ts';
export * from './orders/after-order.ts';
export * from './orders/order-number.ts';
export * from './orders/payment-methods.ts';
export * from './orders/przelewy24-host.ts';
export * from './orders/returns.ts';
export * from './orders/state-machine.ts';
export * from './prices.ts';
export * from './promotions/conditions.ts';
export * from './promotions/coupons.ts';
export * from './promotions/definitions.ts';
export * from './promotions/registry.ts';
export * from './promotions/types.ts';
export * from './session.ts';
export * from './staff/moderation.ts';
export * from './staff/outbox.ts';
export * from './staff/roles.ts';
export * from './staff/subscribers.ts';
export * from './staff/totp.ts';
export * from './stock.ts';
export * from './text/bots.ts';
export * from './text/csv.ts';
export * from './text/html.ts';
export * from './text/links.ts';
export * from './text/markdown-text.ts';
export * from './text/review.ts';
export * from './text/slug.ts';
export * from './time.ts';
export * from './validation/checkout.ts';
export * from './validation/email.ts';
export * from './validation/forms.ts';
export * from './validation/ids.ts';
export * from './validation/inquiries.ts';
export * from './validation/polish-formats.ts';
