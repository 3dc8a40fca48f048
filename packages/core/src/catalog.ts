import type { DomainError } from './errors.ts';
import { fail } from './errors.ts';
import type { Money } from './money.ts';
import { slugify } from './text/slug.ts';

/**
 * The rules a product must keep when the shop's staff create or change it. Each check answers
 * the first rule broken as a domain error (the API's refusal), or `undefined` when all hold.
 */

/** Longest product slug, as the shop's product addresses allow. */
export const PRODUCT_SLUG_MAX_LENGTH = 200;
/** How many of one product a bundle can hold. */
export const BUNDLE_COMPONENT_MAX_QUANTITY = 99;
/** Polish VAT rates a product may be sold at, in percent. */
export const PRODUCT_TAX_RATES = [23, 8, 5, 0] as const;

/**
 * The slug a new product gets: the one asked for, or one made from its name; both go through
 * `slugify`, so "Krem Różany" and "krem-rozany" give the same address. Undefined when nothing of
 * it can make an address (no letter or digit) or it is too long.
 */
export function productSlug(asked: string | undefined, name: string): string | undefined {
  const slug = slugify(asked?.trim() ? asked : name);
  return slug && slug.length <= PRODUCT_SLUG_MAX_LENGTH ? slug : undefined;
}

/**
 * A GTIN-8 or GTIN-13 (EAN) code: its digits, the last a check digit over the others weighted
 * 3, 1, 3, … from the right.
 */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The sale terms of a product: gross prices in grosze, and the window the sale price holds in. */
export interface SaleTerms {
  price: Money;
  salePrice: Money | null;
  start: Date | null;
  end: Date | null;
}

/**
 * A sale price is below the regular price; a window needs a sale price and both its ends, the
 * start before the end. A sale price without a window is kept for later (never shown: spec §4).
 */
export function checkSaleTerms(terms: SaleTerms): DomainError<'product.sale.invalid'> | undefined {
  const { price, salePrice, start, end } = terms;
  const windowGiven = start !== null || end !== null;
  const broken =
    (salePrice !== null && salePrice >= price) ||
    (salePrice === null && windowGiven) ||
    (windowGiven && (!start || !end || start.getTime() >= end.getTime()));
  return broken ? fail('product.sale.invalid') : undefined;
}

/** One line of a bundle: a product and how many of it. */
export interface BundleComponent {
  productId: string;
  quantity: number;
}

/**
 * What a bundle may be made of: only a BUNDLE has components; each is another product that is
 * not itself a bundle (`bundleIds`: the shop's bundles), named once, 1–99 of it.
 */
export function checkBundleComponents(
  product: { productId: string | null; type: string },
  components: readonly BundleComponent[],
  bundleIds: ReadonlySet<string>,
): DomainError<'product.components.invalid'> | undefined {
  if (components.length === 0) return undefined;
  const seen = new Set<string>();
  const broken =
    product.type !== 'BUNDLE' ||
    components.some(({ productId, quantity }) => {
      const repeated = seen.has(productId);
      seen.add(productId);
      return (
        repeated ||
        productId === product.productId ||
        bundleIds.has(productId) ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > BUNDLE_COMPONENT_MAX_QUANTITY
      );
    });
  return broken ? fail('product.components.invalid') : undefined;
}
