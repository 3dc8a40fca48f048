import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@manufaktura/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import styles from '../../components/account/account.module.css';
import { AccountForm } from '../../components/account/account-form.tsx';
import { forgotPassword, register, signIn } from '../../components/account/actions.ts';
import { FacebookSignIn } from '../../components/account/facebook-sign-in.tsx';
import { newPasswordFields } from '../../components/account/form-state.ts';
import { GoogleSignIn } from '../../components/account/google-sign-in.tsx';
import { publicEnv } from '../../env.ts';
import { getVisitorAccount } from '../../lib/api/account.ts';
import { accountText as text } from '../../messages/account.ts';

export const metadata: Metadata = {
  title: text.loginPageTitle,
  robots: { index: false, follow: true },
  alternates: { canonical: '/login/' },
};

const email = { name: 'email', label: text.email, type: 'email', autoComplete: 'email', required: true } as const;

/** /login: sign in, or register, or ask for a password reset link; a signed-in shopper goes to the account. */
export default async function LoginPage() {
  if (await getVisitorAccount()) redirect('/account');
  const { googleClientId, facebookAppId } = publicEnv();
  return (
    <div className={`container ${styles.page}`}>
      <h1>{text.loginPageTitle}</h1>
      <p className={styles.intro}>{text.loginIntro}</p>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="logowanie">
          <h2 id="logowanie">{text.loginTitle}</h2>
          <AccountForm
            id="logowanie"
            action={signIn}
            event="login"
            submit={text.signIn}
            fields={[
              { ...email, maxLength: EMAIL_MAX_LENGTH },
              {
                name: 'password',
                label: text.password,
                type: 'password',
                autoComplete: 'current-password',
                required: true,
              },
            ]}
          />
          {(googleClientId || facebookAppId) && <p className={styles.hint}>{text.orWith}</p>}
          {googleClientId && <GoogleSignIn clientId={googleClientId} />}
          {facebookAppId && <FacebookSignIn appId={facebookAppId} />}
          <details className={styles.forgot} id="przypomnij-haslo">
            <summary>{text.forgotTitle}</summary>
            <p className={styles.hint}>{text.forgotIntro}</p>
            <AccountForm id="przypomnienie" action={forgotPassword} submit={text.forgotSubmit} fields={[email]} />
          </details>
        </section>
        <section className={styles.panel} aria-labelledby="rejestracja">
          <h2 id="rejestracja">{text.registerTitle}</h2>
          <p>{text.registerIntro}</p>
          <AccountForm
            id="rejestracja"
            action={register}
            event="sign_up"
            submit={text.registerSubmit}
            fields={[
              { name: 'first_name', label: text.firstName, autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH },
              { name: 'last_name', label: text.lastName, autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH },
              { ...email, maxLength: EMAIL_MAX_LENGTH },
              ...newPasswordFields({
                password: text.password,
                repeat: text.passwordRepeat,
                hint: text.passwordHint(PASSWORD_MIN_LENGTH),
              }),
            ]}
          />
        </section>
      </div>
    </div>
  );
}
