import { PASSWORD_MIN_LENGTH } from '@manufaktura/core';
import type { Metadata } from 'next';

import styles from '../../components/account/account.module.css';
import { AccountForm } from '../../components/account/account-form.tsx';
import { resetPassword } from '../../components/account/actions.ts';
import { newPasswordFields } from '../../components/account/form-state.ts';
import Link from '../../components/ui/link.tsx';
import { emailedLinkToken } from '../../lib/emailed-link-token.ts';
import { accountText as text } from '../../messages/account.ts';

export const metadata: Metadata = {
  title: text.resetTitle,
  robots: { index: false, follow: false },
  alternates: { canonical: '/reset-password/' },
};

/** /reset-password?token=… from the e-mailed link: a new password, then the account, signed in. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const token = emailedLinkToken((await searchParams).token);
  return (
    <div className={`container ${styles.page} ${styles.center}`}>
      <h1>{text.resetTitle}</h1>
      {token ? (
        <section className={styles.panel} aria-label={text.resetTitle}>
          <p>{text.resetIntro}</p>
          <AccountForm
            id="nowe-haslo"
            action={resetPassword}
            submit={text.resetSubmit}
            fields={[
              { name: 'token', label: '', type: 'hidden', initial: token },
              ...newPasswordFields({
                password: text.newPassword,
                repeat: text.passwordRepeat,
                hint: text.passwordHint(PASSWORD_MIN_LENGTH),
              }),
            ]}
          />
        </section>
      ) : (
        <p role="alert">
          {text.resetMissing}{' '}
          <Link href="/login#przypomnij-haslo" className="text-link">
            {text.toLogin}
          </Link>
        </p>
      )}
    </div>
  );
}
