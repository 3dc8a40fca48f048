import { pl } from '../../messages/pl.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>{pl.footer.copyright}</p>
      </div>
    </footer>
  );
}
