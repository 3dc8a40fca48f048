import { slugify } from './text/slug.ts';

/** Unit of a product's capacity. null: the product has no capacity (packages, vouchers, sets). */
export type CapacityUnit = 'g' | 'ml' | null;

/** What capacityUnit looks at; any of the fields may be missing. */
export interface CapacityProduct {
  name: string;
  slug?: string | null;
  productType?: string | null;
  categorySlugs?: readonly string[];
  giftPacking?: boolean | null;
}

const GRAM_WORDS = ['mydlo', 'mydla', 'mydel', 'soap', 'peeling-detox'];
const NO_UNIT_WORDS = ['pakowanie', 'opakowanie', 'opakowania', 'bon', 'bony', 'voucher', 'zestaw', 'zestawy', 'set'];

function containsWord(slug: string, word: string): boolean {
  return `-${slug}-`.includes(`-${word}-`);
}

/**
 * Capacity unit (spec §9): grams for soaps and "peeling detox" products; none for packages, vouchers
 * and sets (bundles and gift packing included); otherwise millilitres. Matching uses slugified name,
 * slug and category slugs, so "Mydło", "mydlo" and the "mydla" category all count.
 */
export function capacityUnit(product: CapacityProduct): CapacityUnit {
  if (product.giftPacking === true || product.productType === 'BUNDLE') return null;
  const texts = [product.name, product.slug ?? '', ...(product.categorySlugs ?? [])].map(slugify);
  const has = (words: readonly string[]) => texts.some((t) => words.some((w) => containsWord(t, w)));
  if (has(NO_UNIT_WORDS)) return null;
  if (has(GRAM_WORDS)) return 'g';
  return 'ml';
}

/** "50 ml", "100 g"; undefined when there is no unit or no capacity. */
export function formatCapacity(capacity: number | string | null | undefined, unit: CapacityUnit): string | undefined {
  if (unit === null || capacity === null || capacity === undefined || String(capacity).trim() === '') return undefined;
  return `${String(capacity).trim()} ${unit}`;
}
