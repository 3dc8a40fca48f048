import type { HomeData } from '../../lib/api/types.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './brand-story.module.css';

/** "natura. to proste": four cards, a swipeable strip on small screens, four columns when wide (spec §1). */
export function BrandStory({ story }: { story: HomeData['brandStory'] }) {
  return (
    <section className={styles.section} aria-labelledby="brand-title">
      <div className={`container ${styles.head}`}>
        <h2 id="brand-title" className="section-title">
          {story.title}
        </h2>
        <p className={styles.subtitle}>{story.subtitle}</p>
      </div>
      {/* Scrollable on small screens, so it takes keyboard focus (arrow keys scroll it). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol className={styles.cards} tabIndex={0} aria-labelledby="brand-title">
        {story.cards.map((card, index) => (
          <li key={card.title} className={styles.card}>
            <div className={styles.visual}>
              {card.image && (
                <ResponsiveImage
                  image={card.image}
                  sizes="(min-width: 1200px) 300px, (min-width: 750px) 40vw, 78vw"
                  className={styles.image}
                />
              )}
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
