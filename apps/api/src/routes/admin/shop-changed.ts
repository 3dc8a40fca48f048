import type { FastifyInstance } from 'fastify';

/**
 * The shop shows a change to a product (its prices, stock, texts, reviews or
 * rating) at once: the API's cached answers go, carts read their products
 * again (their kept reference data), and the storefront drops the data and
 * pages tagged with the product, under its old slug too if it moved.
 */
export function productChanged(app: FastifyInstance, slug: string, previousSlug?: string): void {
  app.responseCache.clear();
  app.cartReferenceData.clear();
  const moved = previousSlug && previousSlug !== slug ? [`product:${previousSlug}`] : [];
  app.storefrontChanged(['products', `product:${slug}`, ...moved, 'home']);
}

/**
 * Shipping methods changed: the API's cached answers go, carts read the
 * methods again (their kept reference data), and the storefront drops its list.
 */
export function shippingChanged(app: FastifyInstance): void {
  app.responseCache.clear();
  app.cartReferenceData.clear();
  app.storefrontChanged(['shipping-methods']);
}

/**
 * What frames every page changed (company data, the top bar's promotion):
 * the API's cached answers go, and the storefront drops its layout data.
 */
export function layoutChanged(app: FastifyInstance): void {
  app.responseCache.clear();
  app.storefrontChanged(['layout']);
}

/**
 * Coupons or automatic promotions changed: the API's cached answers go, carts
 * read the promotions again (their kept reference data), and the storefront
 * drops what shows them (the top bar's promotions).
 */
export function promotionsChanged(app: FastifyInstance): void {
  app.responseCache.clear();
  app.cartReferenceData.clear();
  app.storefrontChanged(['promotions']);
}

/**
 * A blog post changed: the API's cached answers go, and the storefront drops
 * the blog's lists and tags, the post's page (under its old slug too if it
 * moved) and the home page, which lists the latest posts.
 */
export function postChanged(app: FastifyInstance, slug: string, previousSlug?: string): void {
  app.responseCache.clear();
  const moved = previousSlug && previousSlug !== slug ? [`post:${previousSlug}`] : [];
  app.storefrontChanged(['posts', `post:${slug}`, ...moved, 'home']);
}

/** An info or regulation page changed: the API's cached answers go, and the storefront drops the page. */
export function pageChanged(app: FastifyInstance, slug: string): void {
  app.responseCache.clear();
  app.storefrontChanged(['pages', `page:${slug}`]);
}

/** A section of the home page or a testimonial changed: the API's cached answers go, and the storefront drops its home page. */
export function homeChanged(app: FastifyInstance): void {
  app.responseCache.clear();
  app.storefrontChanged(['home']);
}
