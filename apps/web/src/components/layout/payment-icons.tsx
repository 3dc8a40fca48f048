import { footerText } from '../../messages/layout.ts';
import styles from './payment-icons.module.css';

const { icons } = footerText;

/** Card schemes, BLIK, cash on delivery, parcel locker and courier, drawn inline (spec §1). */
export function PaymentIcons() {
  return (
    <ul className={styles.icons} aria-label={footerText.payments}>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.visa}>
          <rect width="48" height="32" rx="5" fill="#fff" />
          <text
            x="24"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontWeight="700"
            fontStyle="italic"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.mastercard}>
          <rect width="48" height="32" rx="5" fill="#fff" />
          <circle cx="19.5" cy="16" r="8" fill="#eb001b" />
          <circle cx="28.5" cy="16" r="8" fill="#f79e1b" />
          <path d="M24 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.blik}>
          <rect width="48" height="32" rx="5" fill="#000" />
          <text
            x="22"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="12"
            fontWeight="700"
            fill="#fff"
          >
            blik
          </text>
          <circle cx="37" cy="11" r="3" fill="#e6007e" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.cod}>
          <rect width="48" height="32" rx="5" fill="#fff" />
          <rect x="9" y="9" width="30" height="14" rx="2" fill="none" stroke="#2a7d4f" strokeWidth="1.8" />
          <circle cx="24" cy="16" r="3.4" fill="none" stroke="#2a7d4f" strokeWidth="1.8" />
          <path d="M13 12.5v7M35 12.5v7" stroke="#2a7d4f" strokeWidth="1.8" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.locker}>
          <rect width="48" height="32" rx="5" fill="#ffcd00" />
          <g fill="none" stroke="#1d1d1b" strokeWidth="1.6">
            <rect x="13" y="6" width="22" height="20" rx="1.5" />
            <path d="M20.3 6v20M27.6 6v20M13 12.7h22M13 19.3h22" />
          </g>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" role="img" aria-label={icons.courier}>
          <rect width="48" height="32" rx="5" fill="#fff" />
          <g fill="none" stroke="#4f4b4b" strokeWidth="1.8" strokeLinejoin="round">
            <path d="M8 10h19v12H8zM27 14h6.5l4.5 4.5V22H27z" />
          </g>
          <circle cx="14" cy="23" r="2.6" fill="#fff" stroke="#4f4b4b" strokeWidth="1.8" />
          <circle cx="33" cy="23" r="2.6" fill="#fff" stroke="#4f4b4b" strokeWidth="1.8" />
        </svg>
      </li>
    </ul>
  );
}
