'use client';

import { useChunkRecovery } from '../components/layout/use-chunk-recovery.ts';
import { serverErrorText } from '../messages/shop.ts';

import './globals.css';

/**
 * The last-resort 500 page, used when the root layout itself fails; a chunk that failed to load
 * loads the page again instead (spec §4, once per address in a short time).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useChunkRecovery(error);

  return (
    <html lang="pl">
      <body>
        <main className="container" style={{ paddingBlock: '4rem', textAlign: 'center' }}>
          <h1>{serverErrorText.title}</h1>
          <p>{serverErrorText.text}</p>
          <button type="button" className="button" onClick={reset}>
            {serverErrorText.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
