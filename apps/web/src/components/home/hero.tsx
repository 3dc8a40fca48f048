import type { HomeData } from '../../lib/api/types.ts';
import { heroText } from '../../messages/home.ts';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './hero.module.css';

/** The full-height hero: the mobile image, and the desktop one from 600 px (spec §1). It is the LCP. */
export function Hero({ hero }: { hero: HomeData['hero'] }) {
  const { mobile, desktop } = hero;
  const fallback = mobile ?? desktop;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {fallback && (
        <ResponsiveImage
          image={fallback}
          art={desktop ? { media: '(min-width: 600px)', image: desktop } : undefined}
          sizes="100vw"
          priority
          className={styles.image}
          pictureClassName={styles.picture}
        />
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
