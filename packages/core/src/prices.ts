import { interpolate } from './messages/format.ts';
import { UI_TEXT_PL } from './messages/pl.ts';
import type { Money } from './money.ts';
import { divideRounded, formatMoney } from './money.ts';
import type { DateInput } from './time.ts';
import { isWithinWindow, toMs } from './time.ts';

/** prices.PLN of a product (spec §3); amounts in grosze. */
export interface ProductPrices {
  non_sale_price: Money;
  sale_price?: Money | null;
  sale_price_start?: DateInput | null;
  sale_price_end?: DateInput | null;
}

/**
 * A product is on sale only when sale_price, sale_price_start and sale_price_end all exist and
 * `now` is strictly between start and end (spec §4). At exactly start or end it is NOT on sale.
 * `now` is an argument because the storefront takes the time only after mount (hydration safety).
 */
export function isOnSale(prices: ProductPrices, now: Date | number): boolean {
  const from = toMs(prices.sale_price_start);
  const to = toMs(prices.sale_price_end);
  // A sale needs a price and both ends: a window open on one side is no sale.
  if (prices.sale_price === null || prices.sale_price === undefined) return false;
  if (from === undefined || to === undefined) return false;
  return isWithinWindow({ from, to }, now);
}

/** The price the customer pays now: the sale price inside the sale window, else the regular price. */
export function effectivePrice(prices: ProductPrices, now: Date | number): Money {
  return isOnSale(prices, now) ? (prices.sale_price as Money) : prices.non_sale_price;
}

/**
 * Badges shown on a product tile: the label (NEW → "NOWOŚĆ!", BESTSELLER and anything else as is)
 * followed by "PROMOCJA" when on sale. Empty labels produce no badge.
 */
export function productBadges(label: string | null | undefined, onSale: boolean): string[] {
  const badges: string[] = [];
  const trimmed = label?.trim();
  if (trimmed) badges.push(trimmed === 'NEW' ? UI_TEXT_PL.badgeNew : trimmed);
  if (onSale) badges.push(UI_TEXT_PL.badgeSale);
  return badges;
}

/** Where a price block is rendered; the Omnibus notice is only for product and category pages. */
export type PriceContext = 'product' | 'category' | 'home' | 'cart' | 'search' | 'other';

/** Inputs of the price block (spec §3 "Price display inputs"). */
export interface PriceDisplayInput {
  price?: Money | null;
  sale?: boolean | null;
  sale_price?: Money | null;
  least_price?: Money | null;
}

/** What the price block shows, already formatted. `null` means render nothing. */
export interface PriceDisplay {
  /** The regular price; crossed out when `salePrice` is present. */
  regular: string;
  salePrice?: string;
  /** "Najniższa cena z 30 dni przed obniżką: 59,99 zł". */
  lowestPriceNotice?: string;
}

function present(value: Money | null | undefined): value is Money {
  return value !== null && value !== undefined;
}

/**
 * Price-display rules of spec §4: nothing without a price; the sale price only with the sale
 * flag and a sale price; the lowest-30-days notice only on product and category pages and only
 * when sale flag, sale price and least price are all present (Omnibus, reference §2).
 */
export function priceDisplay(input: PriceDisplayInput, context: PriceContext): PriceDisplay | null {
  if (!present(input.price)) return null;
  const display: PriceDisplay = { regular: formatMoney(input.price) };
  const onSale = input.sale === true && present(input.sale_price);
  if (onSale) display.salePrice = formatMoney(input.sale_price as Money);
  if (onSale && present(input.least_price) && (context === 'product' || context === 'category')) {
    display.lowestPriceNotice = interpolate(UI_TEXT_PL.lowestPrice30Days, { price: input.least_price });
  }
  return display;
}

/**
 * Price of one component inside a bundle: unit price × (1 − bundleDiscountPercentage), where the
 * percentage is a fraction (0.15 = 15 %, as the spec's formula implies). Rounded half away from zero.
 */
export function bundleComponentPrice(unitPrice: Money, bundleDiscountPercentage: number): Money {
  if (!(bundleDiscountPercentage >= 0 && bundleDiscountPercentage <= 1)) {
    throw new RangeError(`bundleDiscountPercentage must be a fraction 0..1, got ${bundleDiscountPercentage}`);
  }
  const keptBp = 10_000 - Math.round(bundleDiscountPercentage * 10_000);
  return divideRounded(unitPrice * keptBp, 10_000);
}

/**
 * Discount in whole percent for a "-X %" badge, computed against the Omnibus reference price
 * (the 30-day lowest), never against the catalogue price (reference §2). 0 when not a reduction.
 */
export function discountPercent(currentPrice: Money, referencePrice: Money): number {
  if (referencePrice <= 0 || currentPrice >= referencePrice) return 0;
  return Math.floor(((referencePrice - currentPrice) * 100) / referencePrice);
}
