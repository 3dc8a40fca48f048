import { headers } from 'next/headers';

import { NONCE_HEADER } from '../../lib/content-security-policy.ts';

/**
 * A JSON-LD block with the page's script nonce (src/proxy.ts), as every inline script of ours;
 * "<" is escaped so no text in the data can close the script element.
 */
export async function JsonLd({ data }: { data: unknown }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The canonical address with the trailing slash the spec wants (Next.js metadata would drop it). */
export function Canonical({ href }: { href: string }) {
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </>
  );
}

/** An absolute address with a trailing slash before any query. */
export function withTrailingSlash(siteUrl: string, path: string): string {
  const clean = path.replace(/\/+$/, '');
  return `${siteUrl.replace(/\/+$/, '')}${clean}/`;
}
