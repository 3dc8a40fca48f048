import { formatMoney } from '@manufaktura/core';

import type { MatchBundle } from '../../lib/api/types.ts';
import { saleFields } from '../../lib/sale-fields.ts';
import { matchText } from '../../messages/catalog.ts';
import { SalePrice } from '../product/sale-price.tsx';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './match.module.css';

/** What the whole routine costs when each product is bought on its own, at today's prices. */
export function routineTotal(bundle: MatchBundle): number {
  return bundle.products.reduce((sum, product) => sum + product.price, 0);
}

/**
 * One skin need on the finder: the picture, what the need is, the products
 * of its routine with their prices, and a link to the routine's own page.
 */
export function RoutineCard({ bundle, priority = false }: { bundle: MatchBundle; priority?: boolean }) {
  const headingId = `rutyna-${bundle.slug}`;
  return (
    <article className={styles.routine} aria-labelledby={headingId}>
      <div className={styles.routineVisual}>
        {bundle.image && (
          <ResponsiveImage
            image={bundle.image}
            sizes="(min-width: 1100px) 520px, 100vw"
            className={styles.routineImage}
            priority={priority}
          />
        )}
      </div>
      <div className={styles.routineBody}>
        <p className={styles.tag}>
          <span className="visually-hidden">{matchText.need}: </span>
          {bundle.tag}
        </p>
        <h2 id={headingId} className={styles.routineTitle}>
          <Link href={`/dopasuj-kosmetyk/${bundle.slug}`}>{bundle.name}</Link>
        </h2>
        <p className={styles.routineText}>{bundle.description}</p>
        <ol className={styles.steps} aria-label={matchText.routineProducts}>
          {bundle.products.map((product) => (
            <li key={product.id} className={styles.step}>
              <Link href={`/sklep/${product.slug}`} className={styles.stepName}>
                {product.name}
              </Link>
              <SalePrice product={saleFields(product)} />
            </li>
          ))}
        </ol>
        <p className={styles.total}>
          {matchText.routineTotal}: <strong>{formatMoney(routineTotal(bundle))}</strong>
        </p>
        <Link href={`/dopasuj-kosmetyk/${bundle.slug}`} className={`button ${styles.cta}`}>
          {matchText.seeRoutine}
          <span className="visually-hidden">: {bundle.name}</span>
        </Link>
      </div>
    </article>
  );
}

/** The needs as links (they work without JavaScript); the chosen one is marked as current. */
export function NeedPicker({ bundles, current }: { bundles: MatchBundle[]; current: string | null }) {
  const needs: { key: string | null; label: string; href: string }[] = [
    { key: null, label: matchText.allNeeds, href: '/dopasuj-kosmetyk' },
    ...bundles.map((b) => ({ key: b.slug, label: b.tag, href: `/dopasuj-kosmetyk?potrzeba=${b.slug}` })),
  ];
  return (
    <nav className={styles.picker} aria-labelledby="potrzeby">
      <h2 id="potrzeby" className={styles.pickerTitle}>
        {matchText.needs}
      </h2>
      <ul className={styles.needs}>
        {needs.map((need) => (
          <li key={need.href}>
            <Link
              href={need.href}
              className={styles.need}
              aria-current={need.key === current ? 'page' : undefined}
              scroll={false}
            >
              {need.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
