'use client';

import Link from 'next/link';
import { UI_TEXT_PL } from '@manufaktura/core';
import { useState } from 'react';

import { Spinner } from '../../components/ui/spinner.tsx';
import { shopApi } from '../../lib/api/client.ts';
import { pl } from '../../messages/pl.ts';
import styles from './unsubscribe.module.css';

type State =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'invalid' } | { kind: 'failure' };

/** Asks before unsubscribing, so link scanners that open the address change nothing. */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  if (!token) return <p className={styles.notice}>{pl.unsubscribe.missing}</p>;

  async function unsubscribe(value: string) {
    setState({ kind: 'working' });
    const result = await shopApi.unsubscribe(value);
    if (result.ok) setState({ kind: 'done', email: result.data.email });
    else if (result.errorMsgCode === 'token.invalid' || result.status === 404) setState({ kind: 'invalid' });
    else setState({ kind: 'failure' });
  }

  return (
    <div className={styles.body}>
      {(state.kind === 'idle' || state.kind === 'working' || state.kind === 'failure') && (
        <>
          <p>{pl.unsubscribe.intro}</p>
          <button
            type="button"
            className="button"
            disabled={state.kind === 'working'}
            onClick={() => unsubscribe(token)}
          >
            {pl.unsubscribe.button}
          </button>
        </>
      )}
      {state.kind === 'working' && <Spinner label={pl.unsubscribe.working} />}
      <div aria-live="polite">
        {state.kind === 'done' && <p className={styles.success}>{pl.unsubscribe.done(state.email)}</p>}
        {state.kind === 'invalid' && <p className={styles.notice}>{pl.unsubscribe.invalid}</p>}
        {state.kind === 'failure' && <p className={styles.notice}>{UI_TEXT_PL.newsletterFailure}</p>}
      </div>
      {(state.kind === 'done' || state.kind === 'invalid') && (
        <Link href="/" className="text-link">
          {pl.unsubscribe.back}
        </Link>
      )}
    </div>
  );
}
