'use client';

import { useEffect } from 'react';

import { StatusPage } from '../components/layout/status-page.tsx';
import Link from '../components/ui/link.tsx';
import { serverErrorText } from '../messages/shop.ts';

/** The 500 page for errors inside the layout. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusPage status={500} title={serverErrorText.title} text={serverErrorText.text}>
      <button type="button" className="button" onClick={reset}>
        {serverErrorText.retry}
      </button>
      <Link href="/" className="button button-outline">
        {serverErrorText.back}
      </Link>
    </StatusPage>
  );
}
