/**
 * The shop API's contract: every request and answer as a zod schema, with its inferred type.
 * The API declares its routes with these schemas (and serialises answers from them); the
 * storefront's server reads answers with them, and browser code imports their types only.
 */
export * from './accounts.ts';
export * from './admin.ts';
export * from './admin-companies.ts';
export * from './admin-content.ts';
export * from './admin-coupons.ts';
export * from './admin-inquiries.ts';
export * from './admin-navbar.ts';
export * from './admin-newsletter.ts';
export * from './admin-outbox.ts';
export * from './admin-promotions.ts';
export * from './admin-returns.ts';
export * from './admin-reviews.ts';
export * from './admin-shipping.ts';
export * from './carts.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './image.ts';
export * from './inquiries.ts';
export * from './newsletter.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './reviews.ts';
