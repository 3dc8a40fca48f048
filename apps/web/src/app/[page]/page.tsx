import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

import { Breadcrumbs } from '../../components/catalog/breadcrumbs.tsx';
import styles from '../../components/content/blog.module.css';
import { Markdown } from '../../components/content/markdown.tsx';
import type { InquiryKind } from '../../components/inquiries/fields.ts';
import { InquiryForm } from '../../components/inquiries/inquiry-form.tsx';
import formStyles from '../../components/inquiries/inquiry-section.module.css';
import { Canonical, withTrailingSlash } from '../../components/seo/json-ld.tsx';
import { serverEnv } from '../../env.ts';
import { getPage } from '../../lib/api/server.ts';
import { CONTENT_PAGES } from '../../lib/content-pages.ts';
import { inquiryText } from '../../messages/inquiry.ts';
import { notFoundText } from '../../messages/shop.ts';

type Params = Promise<{ page: string }>;

/** Any other address is a 404. */
const PAGES = new Set<string>(CONTENT_PAGES);

/** Other addresses of the same pages. */
const ALIASES: Record<string, string> = { b2b: 'wspolpraca-b2b' };

/** Pages that end with a form people can write to the shop with. */
const FORMS: Record<string, InquiryKind> = { kontakt: 'contact', 'wspolpraca-b2b': 'b2b' };

const load = cache(async (slug: string) => (PAGES.has(slug) ? getPage(slug) : null));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const page = await load((await params).page);
  if (!page) return { title: notFoundText.title, robots: { index: false } };
  return {
    title: page.meta.title || page.title,
    description: page.meta.description,
    robots: { index: page.meta.robots.index, follow: page.meta.robots.follow },
    openGraph: { title: page.meta.title || page.title, description: page.meta.description },
  };
}

export default async function MarkdownPage({ params }: { params: Params }) {
  await connection();
  const { page: slug } = await params;
  const alias = ALIASES[slug];
  if (alias) permanentRedirect(`/${alias}`);
  const page = await load(slug);
  if (!page) notFound();
  const { siteUrl } = serverEnv();
  const form = FORMS[page.slug];
  const canonical = page.meta.canonical
    ? withTrailingSlash(siteUrl, new URL(page.meta.canonical, siteUrl).pathname)
    : withTrailingSlash(siteUrl, `/${page.slug}`);
  return (
    <div className="container">
      <Canonical href={canonical} />
      <article className={styles.article}>
        <Breadcrumbs items={[{ name: page.title, path: `/${page.slug}` }]} siteUrl={siteUrl} />
        <header>
          <h1 className={styles.title}>{page.title}</h1>
        </header>
        <Markdown source={page.body} className={`${styles.body} ${styles.pageBody}`} />
        {form && <InquirySection kind={form} />}
      </article>
    </div>
  );
}

function InquirySection({ kind }: { kind: InquiryKind }) {
  const texts = kind === 'b2b' ? inquiryText.b2b : inquiryText.contact;
  return (
    <section id="formularz" className={formStyles.section} aria-labelledby="formularz-tytul">
      <h2 id="formularz-tytul" className={formStyles.title}>
        {texts.title}
      </h2>
      <p className={formStyles.intro}>{texts.intro}</p>
      <InquiryForm kind={kind} />
    </section>
  );
}
