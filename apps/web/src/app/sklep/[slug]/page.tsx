import { markdownToText } from '@manufaktura/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

import { ProductListing } from '../../../components/catalog/product-listing.tsx';
import { ProductPage } from '../../../components/product-page/product-page.tsx';
import { Canonical, withTrailingSlash } from '../../../components/seo/json-ld.tsx';
import { PRODUCT_PAGE_SIZE } from '../../../constants.ts';
import { serverEnv } from '../../../env.ts';
import { getCategories, getProduct, getProductList } from '../../../lib/api/server.ts';
import type { CategoryInfo, ProductDetail } from '../../../lib/api/types.ts';
import { productPath } from '../../../lib/product-path.ts';
import { truncateDescription } from '../../../lib/text.ts';
import { catalogText } from '../../../messages/catalog.ts';
import { notFoundText } from '../../../messages/shop.ts';
import type { SearchParams } from '../listing.ts';
import { listingQuery } from '../listing.ts';

type Params = Promise<{ slug: string }>;

type Resolved =
  | { kind: 'category'; category: CategoryInfo; categories: CategoryInfo[] }
  | { kind: 'product'; product: ProductDetail }
  | null;

/** One segment, two templates: a category slug lists the category, any other slug is a product. */
const resolve = cache(async (slug: string): Promise<Resolved> => {
  const categories = await getCategories();
  const category = categories.find((item) => item.slug === slug);
  if (category) return { kind: 'category', category, categories };
  const product = await getProduct(slug);
  return product ? { kind: 'product', product } : null;
});

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  await connection();
  const resolved = await resolve((await params).slug);
  if (!resolved) return { title: notFoundText.title, robots: { index: false } };
  if (resolved.kind === 'category') {
    const { page } = await listingQuery(searchParams);
    const { category } = resolved;
    const description = truncateDescription(category.description, 160);
    return {
      title: catalogText.pageTitle(category.name, page),
      description,
      openGraph: { title: category.name, description },
    };
  }
  const { product } = resolved;
  const description = truncateDescription(markdownToText(product.description), 160);
  const image = product.images[0];
  return {
    title: product.name,
    description,
    openGraph: {
      title: product.name,
      description,
      ...(image ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
  };
}

export default async function ShopSlugPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  await connection();
  const { slug } = await params;
  const resolved = await resolve(slug);
  if (!resolved) notFound();
  const { siteUrl } = serverEnv();
  const canonical = (
    <Canonical
      href={withTrailingSlash(siteUrl, resolved.kind === 'product' ? productPath(resolved.product) : `/sklep/${slug}`)}
    />
  );

  if (resolved.kind === 'product') {
    return (
      <>
        {canonical}
        <ProductPage product={resolved.product} query={await searchParams} siteUrl={siteUrl} />
      </>
    );
  }

  const { category, categories } = resolved;
  const { sort, page } = await listingQuery(searchParams);
  const list = await getProductList({
    category: slug,
    sort,
    limit: PRODUCT_PAGE_SIZE,
    offset: (page - 1) * PRODUCT_PAGE_SIZE,
  });
  if (page > 1 && list.items.length === 0) notFound();
  return (
    <>
      {canonical}
      <ProductListing
        title={category.name}
        description={category.description}
        basePath={`/sklep/${slug}`}
        categories={categories}
        activeCategory={slug}
        page={list}
        pageNumber={page}
        sort={sort}
        crumbs={[
          { name: catalogText.shopTitle, path: '/sklep' },
          { name: category.name, path: `/sklep/${slug}` },
        ]}
        siteUrl={siteUrl}
      />
    </>
  );
}
