import type { Metadata } from 'next';
import { connection } from 'next/server';

import { Breadcrumbs } from '../../components/catalog/breadcrumbs.tsx';
import catalog from '../../components/catalog/catalog.module.css';
import styles from '../../components/match/match.module.css';
import { NeedPicker, RoutineCard } from '../../components/match/routine.tsx';
import { ProductCard } from '../../components/product/product-card.tsx';
import { Canonical, JsonLd, withTrailingSlash } from '../../components/seo/json-ld.tsx';
import { FINDER_ROUTINES } from '../../constants.ts';
import { serverEnv } from '../../env.ts';
import { getBundles, getProductList } from '../../lib/api/server.ts';
import { productPath } from '../../lib/product-path.ts';
import { matchText } from '../../messages/catalog.ts';
import type { SearchParams } from '../sklep/listing.ts';

export const metadata: Metadata = {
  title: matchText.title,
  description: matchText.metaDescription,
  openGraph: { title: matchText.title, description: matchText.metaDescription },
};

/**
 * The match-a-cosmetic finder (spec §2): pick a skin need (`?potrzeba=`, plain
 * links, so it works without JavaScript) and see the routine that answers it,
 * with prices, then the ready-made sets that cost less than their parts.
 */
export default async function MatchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const [bundles, sets, query] = await Promise.all([
    getBundles(),
    getProductList({ type: 'BUNDLE', limit: FINDER_ROUTINES, offset: 0 }),
    searchParams,
  ]);
  const need = typeof query.potrzeba === 'string' ? query.potrzeba : null;
  const current = bundles.some((bundle) => bundle.slug === need) ? need : null;
  const shown = current ? bundles.filter((bundle) => bundle.slug === current) : bundles;
  const { siteUrl } = serverEnv();
  const url = withTrailingSlash(siteUrl, '/dopasuj-kosmetyk');

  return (
    <div className={`container ${catalog.page}`}>
      <Canonical href={url} />
      <Breadcrumbs items={[{ name: matchText.title, path: '/dopasuj-kosmetyk' }]} siteUrl={siteUrl} />
      <header className={catalog.header}>
        <h1 className={catalog.title}>{matchText.title}</h1>
        <p className={catalog.lead}>{matchText.intro}</p>
      </header>

      {bundles.length === 0 ? (
        <p>{matchText.empty}</p>
      ) : (
        <>
          <NeedPicker bundles={bundles} current={current} />
          <ul className={styles.routines}>
            {shown.map((bundle, index) => (
              <li key={bundle.slug}>
                <RoutineCard bundle={bundle} priority={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}

      {sets.items.length > 0 && (
        <section className={styles.sets} aria-labelledby="zestawy">
          <h2 id="zestawy" className={styles.sectionTitle}>
            {matchText.setsTitle}
          </h2>
          <p className={styles.sectionLead}>{matchText.setsIntro}</p>
          <ul className={styles.grid}>
            {sets.items.map((set) => (
              <li key={set.id}>
                <ProductCard product={set} href={productPath(set)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: matchText.title,
          description: matchText.metaDescription,
          url,
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: bundles.map((bundle, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: bundle.name,
              url: withTrailingSlash(siteUrl, `/dopasuj-kosmetyk/${bundle.slug}`),
            })),
          },
        }}
      />
    </div>
  );
}
