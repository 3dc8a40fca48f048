import type { Metadata } from 'next';

import { StatusPage } from '../components/layout/status-page.tsx';
import Link from '../components/ui/link.tsx';
import { notFoundText } from '../messages/shop.ts';

export const metadata: Metadata = { title: notFoundText.title, robots: { index: false } };

export default function NotFound() {
  return (
    <StatusPage status={404} title={notFoundText.title} text={notFoundText.text}>
      <Link href="/" className="button">
        {notFoundText.back}
      </Link>
      <Link href="/sklep" className="button button-outline">
        {notFoundText.shop}
      </Link>
    </StatusPage>
  );
}
