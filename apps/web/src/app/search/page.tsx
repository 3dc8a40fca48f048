import { checkSearchQuery } from '@manufaktura/core';
import type { Metadata } from 'next';
import { connection } from 'next/server';

import { PostList } from '../../components/content/post-list.tsx';
import { ProductCard } from '../../components/product/product-card.tsx';
import { TrackedProducts } from '../../components/product/tracked-products.tsx';
import { SearchField } from '../../components/search/search-field.tsx';
import styles from '../../components/search/search-page.module.css';
import { SearchTracker } from '../../components/search/search-tracker.tsx';
import Link from '../../components/ui/link.tsx';
import { productOfCard } from '../../lib/analytics.ts';
import { searchShop } from '../../lib/api/server.ts';
import { catalogText, searchText } from '../../messages/catalog.ts';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: searchText.title, robots: { index: false, follow: true } };

const SUGGESTIONS = ['mydło', 'krem', 'olej', 'hydrolat'];

/** /search?q=: products and posts for 3+ characters; the 3-letter rule below that (spec §5). */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const raw = (await searchParams).q;
  const q = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const check = checkSearchQuery(q);
  const results = check.kind === 'search' ? await searchShop(check.query) : null;
  const none = results !== null && results.products.length === 0 && results.posts.length === 0;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{results ? searchText.resultsFor(results.q) : searchText.heading}</h1>
      <SearchField key={q} q={q} />
      {results && <SearchTracker term={results.q} />}
      {check.kind === 'too-short' && (
        <p className={styles.status} role="status">
          {check.message}
        </p>
      )}
      {check.kind === 'empty' && <p className={styles.status}>{searchText.intro}</p>}
      {results && !none && (
        <p className={styles.status} role="status">
          {catalogText.count(results.products.length)}
          {results.posts.length > 0 ? `, ${results.posts.length} ${searchText.posts.toLowerCase()}` : ''}
        </p>
      )}
      {(none || check.kind === 'empty') && (
        <div className={styles.empty}>
          {none && <h2>{searchText.none(q.trim())}</h2>}
          <p>{searchText.hint}</p>
          <ul className={styles.suggestions}>
            {SUGGESTIONS.map((word) => (
              <li key={word}>
                <Link href={`/search?q=${encodeURIComponent(word)}`}>{word}</Link>
              </li>
            ))}
          </ul>
          <Link href="/sklep" className="button">
            {searchText.browse}
          </Link>
        </div>
      )}
      {results && results.products.length > 0 && (
        <section className={styles.section} aria-labelledby="wyniki-produkty">
          <h2 id="wyniki-produkty" className={styles.sectionTitle}>
            {searchText.products}
          </h2>
          <TrackedProducts
            list={{ id: 'search', name: searchText.title }}
            products={results.products.map((product, index) => productOfCard(product, index))}
          >
            <ul className={styles.grid}>
              {results.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </TrackedProducts>
        </section>
      )}
      {results && results.posts.length > 0 && (
        <section className={styles.section} aria-labelledby="wyniki-blog">
          <h2 id="wyniki-blog" className={styles.sectionTitle}>
            {searchText.posts}
          </h2>
          <PostList posts={results.posts} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
