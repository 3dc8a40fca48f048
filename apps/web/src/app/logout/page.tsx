import type { Metadata } from 'next';

import styles from '../../components/account/account.module.css';
import { AccountForm } from '../../components/account/account-form.tsx';
import { signOut } from '../../components/account/actions.ts';
import { CartSync } from '../../components/account/cart-sync.tsx';
import Link from '../../components/ui/link.tsx';
import { getVisitorAccount } from '../../lib/api/account.ts';
import { accountText as text } from '../../messages/account.ts';

export const metadata: Metadata = { title: text.logoutTitle, robots: { index: false, follow: false } };

/**
 * /logout: the header's logout icon signs out first (spec §4) and comes here.
 * Reached still signed in (a plain link, without JavaScript), it offers the
 * button that signs out on the server.
 */
export default async function LogoutPage() {
  const account = await getVisitorAccount();
  return (
    <div className={`container ${styles.page} ${styles.center}`}>
      <CartSync />
      <h1>{account ? text.signOut : text.logoutTitle}</h1>
      {account ? (
        <section className={styles.panel} aria-label={text.signOut}>
          <p>{text.logoutPending}</p>
          <AccountForm id="wyloguj" action={signOut} submit={text.logoutSubmit} fields={[]} />
        </section>
      ) : (
        <>
          <p className={styles.intro}>{text.logoutDone}</p>
          <Link href="/" className="button">
            {text.backHome}
          </Link>
        </>
      )}
    </div>
  );
}
