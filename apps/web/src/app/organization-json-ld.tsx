import { JsonLd } from '../components/seo/json-ld.tsx';
import type { LayoutData } from '../lib/api/types.ts';
import { shopText } from '../messages/shop.ts';

/** Organization structured data, on the home page only (reference feeds-and-seo.md §2). */
export function OrganizationJsonLd({ layout, siteUrl }: { layout: LayoutData | null; siteUrl: string }) {
  const company = layout?.company;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopText.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    ...(company && {
      legalName: company.name,
      ...(company.vatNo && { vatID: `PL${company.vatNo}` }),
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address,
        postalCode: company.zip,
        addressLocality: company.city,
        addressCountry: 'PL',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(company.phone && { telephone: company.phone }),
        ...(company.mail && { email: company.mail }),
        availableLanguage: 'pl',
      },
    }),
    sameAs: layout?.socialLinks.map((link) => link.url) ?? [],
  };
  return <JsonLd data={data} />;
}
