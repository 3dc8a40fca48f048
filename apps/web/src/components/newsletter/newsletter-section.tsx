import { newsletterText } from '../../messages/newsletter.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import styles from './newsletter-section.module.css';

/** The newsletter band at the top of the footer, on every page. */
export function NewsletterSection() {
  return (
    <section className={styles.band} aria-labelledby="newsletter-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            {newsletterText.title}
          </h2>
          <p className={styles.text}>{newsletterText.text}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
