/** A JSON-LD block; "<" is escaped so no text in the data can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
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
