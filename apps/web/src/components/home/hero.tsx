import { imageSrcset } from '@manufaktura/core';

import type { HomeData } from '../../lib/api/types.ts';
import { heroText } from '../../messages/home.ts';
import Link from '../ui/link.tsx';
import styles from './hero.module.css';

/** The full-height hero: the mobile image, and the desktop one from 600 px (spec §1). It is the LCP. */
export function Hero({ hero }: { hero: HomeData['hero'] }) {
  const { mobile, desktop } = hero;
  const fallback = mobile ?? desktop;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {fallback && (
        <picture className={styles.picture}>
          {desktop && (
            <>
              <source
                media="(min-width: 600px)"
                type="image/avif"
                srcSet={imageSrcset(desktop, 'avif')}
                sizes="100vw"
              />
              <source
                media="(min-width: 600px)"
                type="image/webp"
                srcSet={imageSrcset(desktop, 'webp')}
                sizes="100vw"
              />
              <source media="(min-width: 600px)" srcSet={imageSrcset(desktop, 'jpeg')} sizes="100vw" />
            </>
          )}
          <source type="image/avif" srcSet={imageSrcset(fallback, 'avif')} sizes="100vw" />
          <source type="image/webp" srcSet={imageSrcset(fallback, 'webp')} sizes="100vw" />
          <img
            src={fallback.url}
            srcSet={imageSrcset(fallback, 'jpeg')}
            sizes="100vw"
            width={fallback.width}
            height={fallback.height}
            alt={fallback.alt}
            className={styles.image}
            style={{ backgroundColor: fallback.placeholderColor }}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </picture>
      )}
      <div className={`container ${styles.content}`}>
        <p className={styles.tagline}>{heroText.tagline}</p>
        <h1 id="hero-title" className={styles.headline}>
          {heroText.headline}
        </h1>
        <Link href="/sklep" className={`button ${styles.cta}`}>
          {heroText.cta}
        </Link>
      </div>
    </section>
  );
}
