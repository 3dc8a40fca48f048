'use client';

import { useRouter } from 'next/navigation';
import Script from 'next/script';
import { useRef, useState } from 'react';

import { signInWithGoogle } from '../../lib/cart/store.ts';
import styles from './account.module.css';

/** The part of Google Identity Services this button uses (https://developers.google.com/identity/gsi/web). */
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (answer: { credential: string }) => void;
        ux_mode: 'popup';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/**
 * "Sign in with Google" (only when the shop has a client id): Google's own
 * button; the ID token it hands over goes to the shop API, which checks it
 * and signs the session in, then the account opens.
 */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const button = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();

  async function signIn({ credential }: { credential: string }) {
    const result = await signInWithGoogle(credential);
    if (result.ok) router.push('/account');
    else setError(result.message);
  }

  function render() {
    const google = (window as unknown as { google?: GoogleIdentityServices }).google;
    if (!google || !button.current) return;
    google.accounts.id.initialize({ client_id: clientId, callback: (answer) => void signIn(answer), ux_mode: 'popup' });
    google.accounts.id.renderButton(button.current, {
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      locale: 'pl',
      width: 280,
    });
  }

  return (
    <div className={styles.social}>
      <div ref={button} />
      {error && (
        <p role="alert" className={styles.failed}>
          {error}
        </p>
      )}
      <Script src="https://accounts.google.com/gsi/client" strategy="afterInteractive" onReady={render} />
    </div>
  );
}
