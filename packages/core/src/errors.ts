/**
 * The one catalogue of expected business outcomes (STYLE §7). Each dotted code is defined once,
 * with the HTTP status the API answers with. The API sends `{ errorMsgCode, params }`; the Polish
 * text lives in `messages/pl.ts`, whose type makes a missing translation a compile error.
 *
 * Exceptional faults (bugs, database down) are thrown, not listed here.
 */
export const ERROR_STATUS = {
  // Generic
  'request.invalid': 400,
  'not.found': 404,
  'request.too.large': 413,
  'unknown.error': 500,
  'service.unavailable': 503,
  'too.many.requests': 429,
  // Account and authentication
  'account.registration.token.expired': 410,
  'account.reset.password.token.invalid': 400,
  'account.already.confirmed': 409,
  'account.not.activated': 403,
  'account.not.found': 404,
  'account.not.logged.in': 401,
  'account.login.required': 401,
  'account.email.not.confirmed': 403,
  'account.invalid.credentials': 401,
  'account.invalid.facebook.user': 401,
  'account.invalid.google.user': 401,
  'account.invalid.user.id': 400,
  'token.invalid': 400,
  'email.already.registered': 409,
  'email.too.long': 400,
  'email.not.found': 404,
  'email.invalid': 400,
  'first.name.too.long': 400,
  'last.name.too.long': 400,
  'password.too.short': 400,
  'password.too.long': 400,
  'password.mismatch': 400,
  // Loyalty programme
  'loyalty.not.member': 403,
  'loyalty.not.enough.points': 422,
  'loyalty.referral.email.has.account': 409,
  'loyalty.referral.email.has.orders': 409,
  // Cart
  'cart.session.not.found': 404,
  'cart.recovery.other.account': 403,
  'cart.recovery.token.not.found': 404,
  'cart.line.not.found': 404,
  'cart.quantity.invalid': 400,
  'cart.empty': 422,
  // Coupons
  'coupon.not.yet.active': 422,
  'coupon.expired': 422,
  'coupon.min.cart.value': 422,
  'coupon.products.required': 422,
  'coupon.not.found': 404,
  'coupon.not.active': 422,
  'coupon.total.redemptions.reached': 422,
  'coupon.user.redemptions.reached': 422,
  'coupon.not.valid.for.account': 403,
  'coupon.login.required': 403,
  'coupon.not.valid.for.empty.cart': 422,
  'coupon.unknown.error': 422,
  // Free shipping
  'free.shipping.already.applied': 409,
  'free.shipping.no.shipping.method': 422,
  'free.shipping.not.for.cash.on.delivery': 422,
  // Catalogue and orders
  'order.not.found': 404,
  'order.id.invalid': 400,
  'order.transition.invalid': 409,
  'product.not.found': 404,
  'category.not.found': 404,
  'bundle.not.found': 404,
  'post.not.found': 404,
  'page.not.found': 404,
  'review.not.found': 404,
  'search.query.too.short': 400,
  'product.not.available': 409,
  'shipping.method.not.found': 404,
  'shipping.locker.invalid': 400,
  'shipping.method.last.active': 409,
  // Payment
  'payment.cart.modified': 409,
  'payment.cart.not.found': 404,
  'payment.email.missing': 400,
  'payment.parameters.missing': 400,
  'payment.unknown.error': 500,
  'payment.order.not.found': 404,
  'payment.method.invalid.for.shipping': 422,
  'payment.idempotency.key.used': 409,
  'payment.gateway.unavailable': 503,
  'payment.notification.invalid': 400,
  'payment.not.awaited': 409,
  'payment.method.unavailable': 422,
  'payment.blik.code.invalid': 400,
  'payment.blik.code.rejected': 422,
  'refund.not.paid': 409,
  'refund.amount.invalid': 422,
  'refund.refused': 409,
  // Back office
  'admin.not.signed.in': 401,
  'admin.invalid.credentials': 401,
  'admin.totp.required': 401,
  'admin.forbidden': 403,
  'admin.origin.invalid': 403,
  'admin.invitation.invalid': 400,
  'admin.staff.exists': 409,
  'admin.staff.not.found': 404,
  'admin.last.owner': 409,
  'admin.version.conflict': 409,
  'admin.totp.invalid': 400,
  'order.tracking.missing': 400,
  'order.return.state.invalid': 409,
  'order.return.empty': 400,
  'order.return.line.unknown': 400,
  'order.return.quantity.invalid': 400,
  'order.return.quantity.exceeded': 409,
  'order.withdrawal.state.invalid': 409,
  'order.withdrawal.date.invalid': 400,
  'order.withdrawal.exists': 409,
  'order.withdrawal.missing': 409,
  'order.withdrawal.closed': 409,
  'order.withdrawal.online': 409,
  'order.withdrawal.refund.recorded': 409,
  'order.withdrawal.refund.too.much': 400,
  'stock.not.enough': 409,
  'product.sale.invalid': 400,
  'product.slug.invalid': 400,
  'product.slug.taken': 409,
  'product.ean.invalid': 400,
  'product.category.unknown': 400,
  'product.image.unknown': 400,
  'product.components.invalid': 400,
  'media.type.unsupported': 415,
  'media.image.invalid': 400,
  'media.image.too.small': 400,
  'inquiry.not.found': 404,
  'inquiry.already.replied': 409,
  'outbox.email.not.found': 404,
  'outbox.email.not.failed': 409,
  'company.not.found': 404,
  'navbar.promotion.not.found': 404,
  'navbar.promotion.invalid': 400,
  'coupon.code.invalid': 400,
  'coupon.code.taken': 409,
  'coupon.value.invalid': 400,
  'coupon.dates.invalid': 400,
  'coupon.product.unknown': 400,
  'promotion.not.found': 404,
  'promotion.value.invalid': 400,
  'promotion.dates.invalid': 400,
  'promotion.product.unknown': 400,
  'post.slug.invalid': 400,
  'post.slug.taken': 409,
  'post.tags.invalid': 400,
  'post.image.unknown': 400,
  'page.canonical.invalid': 400,
  'testimonial.not.found': 404,
  'home.block.not.found': 404,
  'home.product.unknown': 400,
  'home.image.unknown': 400,
} as const satisfies Record<string, number>;

/** A dotted error code, e.g. `coupon.expired`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every error code, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Params that travel with an error code (spec §3 "Error payload"); dates are ms timestamps, amounts grosze. */
export interface ErrorParams {
  dateFrom?: number;
  dateTo?: number;
  minCartValue?: number;
  productNames?: readonly string[];
  [key: string]: unknown;
}

/** An expected business outcome returned (never thrown) by a rule. */
export interface DomainError<C extends ErrorCode = ErrorCode> {
  code: C;
  params?: ErrorParams;
}

/** Narrows an unknown string (from a response body or query string) to a known code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The HTTP status for a code; the API uses this single table instead of per-route numbers. */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Builds a returned error value; a tiny helper so rules read `return fail('coupon.expired', { dateTo })`. */
export function fail<C extends ErrorCode>(code: C, params?: ErrorParams): DomainError<C> {
  return params === undefined ? { code } : { code, params };
}
