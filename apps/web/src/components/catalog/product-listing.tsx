import { PRODUCT_PAGE_SIZE } from '../../constants.ts';
import { productOfCard } from '../../lib/analytics.ts';
import type { CategoryInfo, ProductPage } from '../../lib/api/types.ts';
import { catalogText } from '../../messages/catalog.ts';
import { ProductCard } from '../product/product-card.tsx';
import { TrackedProducts } from '../product/tracked-products.tsx';
import Link from '../ui/link.tsx';
import type { Crumb } from './breadcrumbs.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './catalog.module.css';
import { SortSelect } from './sort-select.tsx';

interface ProductListingProps {
  title: string;
  description: string;
  /** "/sklep" or "/sklep/{category}". */
  basePath: string;
  categories: CategoryInfo[];
  activeCategory: string | null;
  page: ProductPage;
  pageNumber: number;
  sort: string;
  crumbs: Crumb[];
  siteUrl: string;
}

function pageHref(basePath: string, sort: string, page: number): string {
  const query = new URLSearchParams();
  if (sort !== 'position') query.set('sort', sort);
  if (page > 1) query.set('strona', String(page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/**
 * The shop and category listings: categories (a sidebar from 1100 px, a row of links above the
 * grid below), the grid of 1, 2 or 3 columns, sorting and pagination as plain links and forms.
 */
export function ProductListing(props: ProductListingProps) {
  const { page, pageNumber, sort, basePath } = props;
  const pages = Math.max(1, Math.ceil(page.total / PRODUCT_PAGE_SIZE));
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={props.crumbs} siteUrl={props.siteUrl} />
      <header className={styles.header}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.description && <p className={styles.lead}>{props.description}</p>}
      </header>
      <div className={styles.layout}>
        <nav aria-label={catalogText.categories} className={styles.sidebar}>
          <h2 className={styles.sidebarTitle}>{catalogText.categories}</h2>
          <ul className={styles.categoryList}>
            <li>
              <Link
                href="/sklep"
                className={styles.categoryLink}
                aria-current={props.activeCategory === null ? 'page' : undefined}
              >
                {catalogText.allProducts}
              </Link>
            </li>
            {props.categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={`/sklep/${category.slug}`}
                  className={styles.categoryLink}
                  aria-current={props.activeCategory === category.slug ? 'page' : undefined}
                >
                  {category.name}
                  <span className={styles.categoryCount} aria-hidden="true">
                    {category.productCount}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.results} aria-labelledby="listing-count">
          <div className={styles.toolbar}>
            <p id="listing-count" className={styles.count}>
              {catalogText.count(page.total)}
            </p>
            <SortSelect sort={sort} />
          </div>
          {page.items.length === 0 ? (
            <p className={styles.empty}>{catalogText.empty}</p>
          ) : (
            <TrackedProducts
              list={{ id: props.activeCategory ?? 'sklep', name: props.title }}
              products={page.items.map((product, index) => productOfCard(product, page.offset + index))}
            >
              <ul className={styles.grid}>
                {page.items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} context="category" headingLevel="h2" priority={index === 0} />
                  </li>
                ))}
              </ul>
            </TrackedProducts>
          )}
          {pages > 1 && (
            <nav aria-label={catalogText.pagination} className={styles.pagination}>
              {pageNumber > 1 ? (
                <Link href={pageHref(basePath, sort, pageNumber - 1)} rel="prev" className={styles.pageStep}>
                  ← {catalogText.prev}
                </Link>
              ) : (
                <span className={styles.pageStepDisabled} aria-hidden="true">
                  ← {catalogText.prev}
                </span>
              )}
              <ol className={styles.pageList}>
                {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
                  <li key={n}>
                    <Link
                      href={pageHref(basePath, sort, n)}
                      className={styles.pageLink}
                      aria-current={n === pageNumber ? 'page' : undefined}
                      aria-label={catalogText.page(n)}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
              </ol>
              {pageNumber < pages ? (
                <Link href={pageHref(basePath, sort, pageNumber + 1)} rel="next" className={styles.pageStep}>
                  {catalogText.next} →
                </Link>
              ) : (
                <span className={styles.pageStepDisabled} aria-hidden="true">
                  {catalogText.next} →
                </span>
              )}
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}
