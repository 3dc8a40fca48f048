import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { ProductListing } from '../../components/catalog/product-listing.tsx';
import { Canonical, withTrailingSlash } from '../../components/seo/json-ld.tsx';
import { PRODUCT_PAGE_SIZE } from '../../constants.ts';
import { serverEnv } from '../../env.ts';
import { getCategories, getProductList } from '../../lib/api/server.ts';
import { catalogText } from '../../messages/catalog.ts';
import type { SearchParams } from './listing.ts';
import { listingQuery } from './listing.ts';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { page } = await listingQuery(searchParams);
  return {
    title: catalogText.pageTitle(catalogText.shopTitle, page),
    description: catalogText.shopDescription,
    openGraph: { title: catalogText.shopTitle, description: catalogText.shopDescription },
  };
}

/** /sklep: every product, sorted and paged by the query. */
export default async function ShopPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const { sort, page } = await listingQuery(searchParams);
  const [categories, list] = await Promise.all([
    getCategories(),
    getProductList({ sort, limit: PRODUCT_PAGE_SIZE, offset: (page - 1) * PRODUCT_PAGE_SIZE }),
  ]);
  if (page > 1 && list.items.length === 0) notFound();
  const { siteUrl } = serverEnv();
  return (
    <>
      <Canonical href={withTrailingSlash(siteUrl, '/sklep')} />
      <ProductListing
        title={catalogText.shopTitle}
        description={catalogText.shopDescription}
        basePath="/sklep"
        categories={categories}
        activeCategory={null}
        page={list}
        pageNumber={page}
        sort={sort}
        crumbs={[{ name: catalogText.shopTitle, path: '/sklep' }]}
        siteUrl={siteUrl}
      />
    </>
  );
}
