'use client';

import { useRouter } from 'next/navigation';
import Script from 'next/script';
import { useState } from 'react';

import { signInWithFacebook } from '../../lib/cart/store.ts';
import { accountText as text } from '../../messages/account.ts';
import styles from './account.module.css';

/** The part of Facebook's JavaScript SDK this button uses (https://developers.facebook.com/docs/facebook-login/web). */
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(
    callback: (answer: { status: string; authResponse?: { userID: string; accessToken: string } }) => void,
    options: { scope: string },
  ): void;
}

const GRAPH_VERSION = 'v21.0';

/**
 * "Zaloguj przez Facebooka" (only when the shop has a Facebook app): Facebook
 * Login hands over the user id and token, the shop API checks the token with
 * Facebook and signs the session in, then the account opens.
 */
export function FacebookSignIn({ appId }: { appId: string }) {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const sdk = () => (window as unknown as { FB?: FacebookSdk }).FB;

  function start() {
    sdk()?.init({ appId, version: GRAPH_VERSION, xfbml: false, cookie: false });
    setReady(true);
  }

  function signIn() {
    sdk()?.login(
      ({ authResponse }) => {
        if (!authResponse) return;
        void signInWithFacebook(authResponse.userID, authResponse.accessToken).then((result) => {
          if (result.ok) router.push('/account');
          else setError(result.message);
        });
      },
      { scope: 'email,public_profile' },
    );
  }

  return (
    <div className={styles.social}>
      <button type="button" className="button button-outline" onClick={signIn} disabled={!ready}>
        {text.facebook}
      </button>
      {error && (
        <p role="alert" className={styles.failed}>
          {error}
        </p>
      )}
      <Script src="https://connect.facebook.net/pl_PL/sdk.js" strategy="afterInteractive" onReady={start} />
    </div>
  );
}
