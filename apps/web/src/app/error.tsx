'use client';

import { StatusPage } from '../components/layout/status-page.tsx';
import { useChunkRecovery } from '../components/layout/use-chunk-recovery.ts';
import Link from '../components/ui/link.tsx';
import { serverErrorText } from '../messages/shop.ts';

/**
 * The 500 page for errors inside the layout; a chunk that failed to load loads the page again
 * instead (spec §4, once per address in a short time).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useChunkRecovery(error);

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
