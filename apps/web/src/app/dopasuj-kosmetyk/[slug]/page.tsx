import { formatMoney, markdownToText } from '@manufaktura/core';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

import { Breadcrumbs } from '../../../components/catalog/breadcrumbs.tsx';
import catalog from '../../../components/catalog/catalog.module.css';
import styles from '../../../components/match/match.module.css';
import { routineTotal } from '../../../components/match/routine.tsx';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { ProductPage } from '../../../components/product-page/product-page.tsx';
import { Canonical, JsonLd, withTrailingSlash } from '../../../components/seo/json-ld.tsx';
import Link from '../../../components/ui/link.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { serverEnv } from '../../../env.ts';
import { getBundle, getProduct } from '../../../lib/api/server.ts';
import type { MatchBundle, ProductDetail } from '../../../lib/api/types.ts';
import { productPath } from '../../../lib/product-path.ts';
import { truncateDescription } from '../../../lib/text.ts';
import { matchText } from '../../../messages/catalog.ts';
import { notFoundText } from '../../../messages/shop.ts';
import type { SearchParams } from '../../sklep/listing.ts';

type Params = Promise<{ slug: string }>;

/** A skin need's routine, or a set, voucher or other non-PRODUCT product (spec §2); PRODUCTs live under /sklep. */
const resolve = cache(async (slug: string): Promise<{ bundle: MatchBundle } | { product: ProductDetail } | null> => {
  const bundle = await getBundle(slug);
  if (bundle) return { bundle };
  const product = await getProduct(slug);
  if (!product) return null;
  if (product.type === 'PRODUCT') permanentRedirect(`/sklep/${product.slug}`);
  return { product };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const resolved = await resolve((await params).slug);
  if (!resolved) return { title: notFoundText.title, robots: { index: false } };
  const { name, description, image } =
    'bundle' in resolved
      ? resolved.bundle
      : {
          name: resolved.product.name,
          description: markdownToText(resolved.product.description),
          image: resolved.product.images[0] ?? null,
        };
  const summary = truncateDescription(description, 160);
  return {
    title: name,
    description: summary,
    openGraph: {
      title: name,
      description: summary,
      ...(image ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
  };
}

export default async function MatchSlugPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  await connection();
  const { slug } = await params;
  const resolved = await resolve(slug);
  if (!resolved) notFound();
  const { siteUrl } = serverEnv();
  const path = `/dopasuj-kosmetyk/${slug}`;

  if ('product' in resolved) {
    const { product } = resolved;
    return (
      <>
        <Canonical href={withTrailingSlash(siteUrl, productPath(product))} />
        <ProductPage
          product={product}
          query={await searchParams}
          siteUrl={siteUrl}
          path={path}
          crumbs={[
            { name: matchText.title, path: '/dopasuj-kosmetyk' },
            { name: product.name, path },
          ]}
        />
      </>
    );
  }

  const { bundle } = resolved;
  const url = withTrailingSlash(siteUrl, path);
  return (
    <div className={`container ${catalog.page}`}>
      <Canonical href={url} />
      <Breadcrumbs
        items={[
          { name: matchText.title, path: '/dopasuj-kosmetyk' },
          { name: bundle.name, path },
        ]}
        siteUrl={siteUrl}
      />
      <div className={styles.bundleTop}>
        {bundle.image && (
          <ResponsiveImage
            image={bundle.image}
            sizes="(min-width: 800px) 50vw, 100vw"
            className={styles.bundleImage}
            priority
          />
        )}
        <header>
          <p className={styles.tag}>
            <span className="visually-hidden">{matchText.need}: </span>
            {bundle.tag}
          </p>
          <h1 className={catalog.title}>{bundle.name}</h1>
          <p className={catalog.lead}>{bundle.description}</p>
          <p className={catalog.lead}>
            {matchText.routine(bundle.products.length)}. {matchText.routineTotal}:{' '}
            <strong>{formatMoney(routineTotal(bundle))}</strong>
          </p>
        </header>
      </div>

      <section aria-labelledby="w-rutynie">
        <h2 id="w-rutynie" className={styles.sectionTitle}>
          {matchText.routineProducts}
        </h2>
        <ul className={styles.grid}>
          {bundle.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} context="category" />
            </li>
          ))}
        </ul>
      </section>

      <Link href="/dopasuj-kosmetyk" className={styles.back}>
        {matchText.backToFinder}
      </Link>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: bundle.name,
          description: bundle.description,
          url,
          itemListElement: bundle.products.map((product, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: product.name,
            url: withTrailingSlash(siteUrl, productPath(product)),
          })),
        }}
      />
    </div>
  );
}
