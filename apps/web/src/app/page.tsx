import Link from 'next/link';
import { connection } from 'next/server';

import { ProductCard } from '../components/product/product-card.tsx';
import { getProducts } from '../lib/api/server.ts';
import type { ProductCard as ProductCardData } from '../lib/api/types.ts';
import { pl } from '../messages/pl.ts';
import styles from './page.module.css';

export default async function HomePage() {
  // Rendered per request from cached catalog data, so a build needs no running API.
  await connection();
  let products: ProductCardData[] | null = null;
  try {
    products = await getProducts({ limit: 12 });
  } catch (error) {
    console.error('Home page products could not be loaded', error);
  }

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.tagline}>{pl.hero.tagline}</p>
          <h1 id="hero-title" className={styles.headline}>
            {pl.hero.headline}
          </h1>
          <Link href="/sklep" className="button">
            {pl.hero.cta}
          </Link>
        </div>
      </section>

      <section className={`container ${styles.products}`} aria-labelledby="products-title">
        <h2 id="products-title">{pl.home.productsHeading}</h2>
        {products === null ? (
          <p role="status">{pl.home.productsUnavailable}</p>
        ) : products.length === 0 ? (
          <p>{pl.home.productsEmpty}</p>
        ) : (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
