import type { Metadata } from 'next';
import Link from 'next/link';

import { StatusPage } from '../components/layout/status-page.tsx';
import { pl } from '../messages/pl.ts';

export const metadata: Metadata = { title: pl.notFound.title, robots: { index: false } };

export default function NotFound() {
  return (
    <StatusPage status={404} title={pl.notFound.title} text={pl.notFound.text}>
      <Link href="/" className="button">
        {pl.notFound.back}
      </Link>
      <Link href="/sklep" className="button button-outline">
        {pl.notFound.shop}
      </Link>
    </StatusPage>
  );
}
