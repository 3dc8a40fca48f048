import type { AdminCouponCreate } from '@manufaktura/contract';
import type { DiscountType, ErrorCode } from '@manufaktura/core';
import { fromPln, toPln } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { Repositories } from '../repositories/index.ts';

/** Percent for the PERCENTAGE kinds; the FIXED kinds keep grosze. */
const inPercent = (type: DiscountType) => type === 'PERCENTAGE' || type === 'PERCENTAGE_PRODUCT';

/** The terms a coupon and an automatic promotion share, as kept. */
interface KeptTerms {
  name: string;
  discountType: DiscountType;
  value: number;
  active: boolean;
  dateFrom: Date | null;
  dateTo: Date | null;
  minCartValue: number | null;
}

/** The same terms as the back office sends them. */
type SentTerms = Pick<
  AdminCouponCreate,
  'name' | 'discount_type' | 'value' | 'active' | 'date_from' | 'date_to' | 'min_cart_value' | 'product_ids'
>;

/** The shared terms as the back office shows them: percent, or PLN for the FIXED kinds and the minimum order. */
export const shownTerms = (row: KeptTerms & { productIds: string[] }) => ({
  name: row.name,
  discount_type: row.discountType,
  value: inPercent(row.discountType) ? row.value : toPln(row.value),
  active: row.active,
  date_from: row.dateFrom?.toISOString() ?? null,
  date_to: row.dateTo?.toISOString() ?? null,
  min_cart_value: row.minCartValue === null ? null : toPln(row.minCartValue),
  product_ids: row.productIds,
});

/** The shared terms the back office sent, as they are kept: PLN in grosze, moments as dates. */
export const keptTerms = (fields: SentTerms): KeptTerms => ({
  name: fields.name,
  discountType: fields.discount_type,
  value:
    fields.discount_type === 'FREE_SHIPPING' || inPercent(fields.discount_type) ? fields.value : fromPln(fields.value),
  active: fields.active,
  dateFrom: fields.date_from === null ? null : new Date(fields.date_from),
  dateTo: fields.date_to === null ? null : new Date(fields.date_to),
  minCartValue: fields.min_cart_value === null ? null : fromPln(fields.min_cart_value),
});

/** The products a coupon or a promotion names, each once, when the shop has them all (`unknown` otherwise). */
export async function knownProducts(repositories: Repositories, ids: string[], unknown: ErrorCode): Promise<string[]> {
  const productIds = [...new Set(ids)].sort();
  if ((await repositories.catalogAdmin.productsFound(productIds)) !== productIds.length) refuse({ code: unknown });
  return productIds;
}
