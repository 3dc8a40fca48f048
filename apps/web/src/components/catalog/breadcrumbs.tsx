import { catalogText } from '../../messages/catalog.ts';
import { JsonLd, withTrailingSlash } from '../seo/json-ld.tsx';
import Link from '../ui/link.tsx';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** Visible breadcrumbs (the last one is the current page) plus their BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items, siteUrl }: { items: Crumb[]; siteUrl: string }) {
  const all = [{ name: catalogText.home, path: '/' }, ...items];
  return (
    <>
      <nav aria-label={catalogText.breadcrumbs} className={styles.nav}>
        <ol className={styles.list}>
          {all.map((crumb, index) => (
            <li key={crumb.path} className={styles.item}>
              {index === all.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link href={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: crumb.path === '/' ? `${siteUrl}/` : withTrailingSlash(siteUrl, crumb.path),
          })),
        }}
      />
    </>
  );
}
