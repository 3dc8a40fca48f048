import type { ProductSort } from '@manufaktura/contract';
import { PRODUCT_SORTS } from '@manufaktura/contract';
import { LIST_MAX_OFFSET } from '@manufaktura/core';

import { PRODUCT_PAGE_SIZE } from '../../constants.ts';

/** The last page the API can list; any page past it is as empty (and as missing) as this one. */
const MAX_PAGE = Math.floor(LIST_MAX_OFFSET / PRODUCT_PAGE_SIZE) + 1;

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?sort=` and `?strona=` of a listing; anything unknown falls back to the defaults. */
export async function listingQuery(searchParams: SearchParams): Promise<{ sort: ProductSort; page: number }> {
  const params = await searchParams;
  const rawSort = typeof params.sort === 'string' ? params.sort : '';
  const sort = (PRODUCT_SORTS as readonly string[]).includes(rawSort) ? (rawSort as ProductSort) : 'position';
  const rawPage = typeof params.strona === 'string' ? Number.parseInt(params.strona, 10) : 1;
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  return { sort, page };
}
