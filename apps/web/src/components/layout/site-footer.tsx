import type { Company, SocialLink } from '../../lib/api/types.ts';
import { footerText } from '../../messages/layout.ts';
import { CookieSettingsButton } from '../consent/cookie-settings-button.tsx';
import { NewsletterSection } from '../newsletter/newsletter-section.tsx';
import { SocialIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import { PaymentIcons } from './payment-icons.tsx';
import styles from './site-footer.module.css';

/**
 * The loyalty-rules link shows only when a check allows it (spec §2; the check itself is not
 * shown). Our decision until the programme has its own rules: the rules page is public.
 */
const LOYALTY_RULES_PUBLISHED = true;

interface SiteFooterProps {
  company: Company | null;
  socialLinks: SocialLink[];
  gaMeasurementId: string | null;
}

const { links } = footerText;

const MORE = [
  { href: '/blog', label: links.blog },
  { href: '/o-nas', label: links.about },
  { href: '/dopasuj-kosmetyk', label: links.match },
  { href: '/program-lojalnosciowy', label: links.loyalty },
  { href: '/warsztaty', label: links.workshops },
  { href: '/gwiazdka', label: links.christmas },
  { href: '/praca', label: links.jobs },
  { href: '/wspolpraca-b2b', label: links.b2b },
];

const INFORMATION = [
  { href: '/regulamin', label: links.terms },
  { href: '/polityka-prywatnosci', label: links.privacy },
  { href: '/dostawa-platnosci', label: links.delivery },
  { href: '/zwroty-reklmacje', label: links.returns },
  { href: '/regulamin-bonu', label: links.voucherTerms },
  { href: '/regulamin-newsletter', label: links.newsletterTerms },
  ...(LOYALTY_RULES_PUBLISHED ? [{ href: '/regulamin-program-lojalnosciowy', label: links.loyaltyTerms }] : []),
];

const SUPPORT = [
  { href: '/kontakt', label: links.contact },
  { href: '/odbior-osobisty', label: links.pickup },
  { href: '/account', label: links.account },
  { href: '/cart', label: links.cart },
];

function LinkColumn({ id, title, items }: { id: string; title: string; items: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer (spec §2): newsletter, four columns, social links, payment and delivery icons, © 2025. */
export function SiteFooter({ company, socialLinks, gaMeasurementId }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <NewsletterSection />
      <div className={`container ${styles.columns}`}>
        <LinkColumn id="footer-more" title={footerText.more} items={MORE} />
        <div className={styles.column}>
          <LinkColumn id="footer-information" title={footerText.information} items={INFORMATION} />
          <CookieSettingsButton className={styles.cookieButton} gaMeasurementId={gaMeasurementId} />
        </div>
        <LinkColumn id="footer-support" title={footerText.support} items={SUPPORT} />
        <section aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            {footerText.company}
          </h2>
          {company && (
            <address className={styles.address}>
              <strong>{company.name}</strong>
              <br />
              {company.address}
              <br />
              {company.zip} {company.city}
              {company.vatNo && (
                <>
                  <br />
                  {footerText.vat}: {company.vatNo}
                </>
              )}
              {company.mail && (
                <>
                  <br />
                  <a href={`mailto:${company.mail}`}>{company.mail}</a>
                </>
              )}
              {company.phone && (
                <>
                  <br />
                  <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
                </>
              )}
            </address>
          )}
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.social} aria-label={footerText.social}>
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                <SocialIcon network={link.network} size={22} />
              </a>
            </li>
          ))}
        </ul>
        <PaymentIcons />
        <p className={styles.copyright}>{footerText.copyright}</p>
      </div>
    </footer>
  );
}
