import type { Metadata } from 'next';
import { connection } from 'next/server';

import { Breadcrumbs } from '../../components/catalog/breadcrumbs.tsx';
import styles from '../../components/content/blog.module.css';
import { PostList } from '../../components/content/post-list.tsx';
import { TagList } from '../../components/content/tag-list.tsx';
import { Canonical, withTrailingSlash } from '../../components/seo/json-ld.tsx';
import Link from '../../components/ui/link.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { serverEnv } from '../../env.ts';
import { getPosts, getTags } from '../../lib/api/server.ts';
import { blogText } from '../../messages/blog.ts';

export const metadata: Metadata = {
  title: blogText.title,
  description: blogText.description,
  openGraph: { title: blogText.title, description: blogText.description },
};

/** /blog: the featured post first, then every other post, and the tags. */
export default async function BlogPage() {
  await connection();
  const [posts, tags] = await Promise.all([getPosts(), getTags()]);
  const items = posts?.items ?? [];
  const featured = items.find((post) => post.featured) ?? items[0] ?? null;
  const rest = items.filter((post) => post !== featured);
  const { siteUrl } = serverEnv();
  return (
    <div className={`container ${styles.page}`}>
      <Canonical href={withTrailingSlash(siteUrl, '/blog')} />
      <Breadcrumbs items={[{ name: blogText.title, path: '/blog' }]} siteUrl={siteUrl} />
      <header className={styles.header}>
        <h1 className={styles.title}>{blogText.title}</h1>
        <p className={styles.lead}>{blogText.description}</p>
      </header>
      <TagList tags={tags} active={null} />
      {featured && (
        <Link href={`/blog/${featured.slug}`} className={styles.featured}>
          <div className={styles.featuredVisual}>
            {featured.image && (
              <ResponsiveImage
                image={{ ...featured.image, alt: '' }}
                sizes="(min-width: 850px) 720px, 100vw"
                priority
              />
            )}
          </div>
          <div>
            <p className={styles.eyebrow}>{blogText.featured}</p>
            <h2 className={styles.featuredTitle}>{featured.title}</h2>
            <p className={styles.featuredExcerpt}>{featured.excerpt}</p>
          </div>
        </Link>
      )}
      <PostList posts={rest} />
    </div>
  );
}
