import { pl } from '../../messages/pl.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import styles from './newsletter-section.module.css';

/** The newsletter band at the top of the footer, on every page. */
export function NewsletterSection() {
  return (
    <section className={styles.band} aria-labelledby="newsletter-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            {pl.newsletter.title}
          </h2>
          <p className={styles.text}>{pl.newsletter.text}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
