import { accountText as text } from '../../messages/account.ts';
import styles from './account.module.css';
import { AccountForm } from './account-form.tsx';
import { confirmAccount } from './actions.ts';

/**
 * The e-mailed confirmation link (`/?registration_confirmation_token=…`) for a browser without
 * JavaScript: the page's script confirms the account by itself (spec §4), without it the shopper
 * confirms with a button. Never on the link's GET alone: mail scanners open links too.
 */
export function ConfirmWithoutScript({ token }: { token: string }) {
  return (
    <noscript>
      <section className={`container ${styles.confirm}`} aria-labelledby="potwierdzenie-tytul">
        <h2 id="potwierdzenie-tytul">{text.confirmTitle}</h2>
        <p>{text.confirmIntro}</p>
        <AccountForm
          id="potwierdzenie"
          action={confirmAccount}
          fields={[{ name: 'token', label: '', type: 'hidden', initial: token }]}
          submit={text.confirmSubmit}
        />
      </section>
    </noscript>
  );
}
