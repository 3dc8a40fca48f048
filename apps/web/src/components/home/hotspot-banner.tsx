import type { HomeData } from '../../lib/api/types.ts';
import { saleFields } from '../../lib/sale-fields.ts';
import { truncateDescription } from '../../lib/text.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './hotspot-banner.module.css';
import { HotspotMap } from './hotspot-map.tsx';

/** The interactive banner: up to 5 positioned hotspots, each opening a product panel (spec §1). */
export function HotspotBanner({ banner }: { banner: HomeData['hotspotBanner'] }) {
  if (!banner.image) return null;
  // Only what a panel shows: the island's props ride in the page's hydration data.
  const hotspots = banner.hotspots.map(({ x, y, product }) => ({
    x,
    y,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      description: truncateDescription(product.description),
      sale: saleFields(product),
    },
  }));
  return (
    <section className={`container ${styles.section}`} aria-labelledby="hotspot-title">
      <h2 id="hotspot-title" className={styles.title}>
        {banner.title}
      </h2>
      <HotspotMap hotspots={hotspots}>
        <ResponsiveImage
          image={banner.image}
          sizes="(min-width: 1400px) 1320px, calc(100vw - 2.5rem)"
          className={styles.image}
        />
      </HotspotMap>
    </section>
  );
}
