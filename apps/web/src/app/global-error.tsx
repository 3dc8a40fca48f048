'use client';

import { serverErrorText } from '../messages/shop.ts';

import './globals.css';

/** The last-resort 500 page, used when the root layout itself fails. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
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
