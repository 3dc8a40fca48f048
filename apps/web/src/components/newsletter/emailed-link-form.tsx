'use client';

import type { Subscription } from '@manufaktura/contract';
import { UI_TEXT_PL } from '@manufaktura/core';
import { useState } from 'react';

import styles from '../../app/unsubscribe/unsubscribe.module.css';
import type { ApiResult } from '../../lib/api/client.ts';
import Link from '../ui/link.tsx';
import { Spinner } from '../ui/spinner.tsx';

type State =
  { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'invalid' } | { kind: 'failure' };

export interface EmailedLinkText {
  intro: string;
  button: string;
  working: string;
  done: (email: string) => string;
  invalid: string;
  missing: string;
  back: string;
}

/**
 * What a newsletter e-mail's link does (confirm, unsubscribe), done only when
 * its button is pressed: link scanners that open the address change nothing.
 */
export function EmailedLinkForm({
  token,
  text,
  act,
}: {
  token: string | null;
  text: EmailedLinkText;
  act: (token: string) => Promise<ApiResult<Subscription>>;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  if (!token) return <p className={styles.notice}>{text.missing}</p>;

  async function press(value: string) {
    setState({ kind: 'working' });
    const result = await act(value);
    if (result.ok) setState({ kind: 'done', email: result.data.email });
    else if (result.errorMsgCode === 'token.invalid' || result.status === 404) setState({ kind: 'invalid' });
    else setState({ kind: 'failure' });
  }

  return (
    <div className={styles.body}>
      {(state.kind === 'idle' || state.kind === 'working' || state.kind === 'failure') && (
        <>
          <p>{text.intro}</p>
          <button type="button" className="button" disabled={state.kind === 'working'} onClick={() => press(token)}>
            {text.button}
          </button>
        </>
      )}
      {state.kind === 'working' && <Spinner label={text.working} />}
      <div aria-live="polite">
        {state.kind === 'done' && <p className={styles.success}>{text.done(state.email)}</p>}
        {state.kind === 'invalid' && <p className={styles.notice}>{text.invalid}</p>}
        {state.kind === 'failure' && <p className={styles.notice}>{UI_TEXT_PL.newsletterFailure}</p>}
      </div>
      {(state.kind === 'done' || state.kind === 'invalid') && (
        <Link href="/" className="text-link">
          {text.back}
        </Link>
      )}
    </div>
  );
}
