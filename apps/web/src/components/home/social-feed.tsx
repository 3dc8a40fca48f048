import type { HomeData } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './social-feed.module.css';

/** The linked handle and a strip of photos, all opening the brand profile in a new tab (spec §1). */
export function SocialFeed({ feed }: { feed: HomeData['socialFeed'] }) {
  return (
    <section className={styles.section} aria-labelledby="social-title">
      <div className={`container ${styles.head}`}>
        <p className="eyebrow">{homeText.socialTitle}</p>
        <h2 id="social-title" className={styles.handle}>
          <a href={feed.url} target="_blank" rel="noopener noreferrer">
            {feed.handle}
            <span className="visually-hidden"> ({homeText.socialOpen})</span>
          </a>
        </h2>
      </div>
      <ul className={styles.photos}>
        {feed.photos.slice(0, 10).map((photo) => (
          <li key={photo.url}>
            <a href={feed.url} target="_blank" rel="noopener noreferrer" className={styles.photo}>
              <ResponsiveImage
                image={photo}
                sizes="(min-width: 1100px) 10vw, (min-width: 650px) 22vw, 42vw"
                className={styles.image}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
