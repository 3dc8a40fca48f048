import { shopText } from '../../messages/shop.ts';
import styles from './spinner.module.css';

/** The loading spinner (spec §2): 42 px, one turn in 0.7 s, optionally fixed at the bottom centre. */
export function Spinner({
  bottomCenter = false,
  label = shopText.spinner,
}: {
  bottomCenter?: boolean;
  label?: string;
}) {
  return (
    <span role="status" className={bottomCenter ? `${styles.spinner} ${styles.bottomCenter}` : styles.spinner}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
