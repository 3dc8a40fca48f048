import { formatLongDate } from '@manufaktura/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';

import { Breadcrumbs } from '../../../components/catalog/breadcrumbs.tsx';
import styles from '../../../components/content/blog.module.css';
import { Markdown } from '../../../components/content/markdown.tsx';
import { PostList } from '../../../components/content/post-list.tsx';
import { TagList } from '../../../components/content/tag-list.tsx';
import { Canonical, JsonLd, withTrailingSlash } from '../../../components/seo/json-ld.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { serverEnv } from '../../../env.ts';
import { getPost, getPosts, getTags } from '../../../lib/api/server.ts';
import type { Post, PostCard } from '../../../lib/api/types.ts';
import { blogText } from '../../../messages/blog.ts';
import { notFoundText, shopText } from '../../../messages/shop.ts';

type Params = Promise<{ slug: string }>;

type Resolved =
  | { kind: 'tag'; tag: { name: string; slug: string }; tags: { name: string; slug: string }[]; posts: PostCard[] }
  | { kind: 'post'; post: Post }
  | null;

/** One segment, two templates: a tag slug lists the tag's posts, any other slug is a post. */
const resolve = cache(async (slug: string): Promise<Resolved> => {
  const tags = await getTags();
  const tag = tags.find((item) => item.slug === slug);
  if (tag) {
    const posts = await getPosts({ tag: slug });
    return { kind: 'tag', tag, tags, posts: posts?.items ?? [] };
  }
  const post = await getPost(slug);
  return post ? { kind: 'post', post } : null;
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const resolved = await resolve((await params).slug);
  if (!resolved) return { title: notFoundText.title, robots: { index: false } };
  if (resolved.kind === 'tag') {
    const title = blogText.tagTitle(resolved.tag.name);
    return { title, description: blogText.description, openGraph: { title, description: blogText.description } };
  }
  const { post } = resolved;
  return {
    title: post.title,
    description: post.excerpt,
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.excerpt,
      publishedTime: post.publishedAt,
      ...(post.image ? { images: [{ url: post.image.url, width: post.image.width, height: post.image.height }] } : {}),
    },
  };
}

export default async function BlogSlugPage({ params }: { params: Params }) {
  await connection();
  const { slug } = await params;
  const resolved = await resolve(slug);
  if (!resolved) notFound();
  const { siteUrl } = serverEnv();
  const url = withTrailingSlash(siteUrl, `/blog/${slug}`);

  if (resolved.kind === 'tag') {
    const { tag, tags, posts } = resolved;
    return (
      <div className={`container ${styles.page}`}>
        <Canonical href={url} />
        <Breadcrumbs
          items={[
            { name: blogText.title, path: '/blog' },
            { name: tag.name, path: `/blog/${tag.slug}` },
          ]}
          siteUrl={siteUrl}
        />
        <header className={styles.header}>
          <h1 className={styles.title}>{blogText.tagTitle(tag.name)}</h1>
        </header>
        <TagList tags={tags} active={tag.slug} />
        <PostList posts={posts} />
      </div>
    );
  }

  const { post } = resolved;
  return (
    <div className="container">
      <Canonical href={url} />
      <article className={styles.article}>
        <Breadcrumbs
          items={[
            { name: blogText.title, path: '/blog' },
            { name: post.title, path: `/blog/${post.slug}` },
          ]}
          siteUrl={siteUrl}
        />
        <header>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta}>
            {blogText.published} <time dateTime={post.publishedAt}>{formatLongDate(new Date(post.publishedAt))}</time>
          </p>
        </header>
        {post.image && (
          <div className={styles.hero}>
            <ResponsiveImage image={post.image} sizes="(min-width: 800px) 736px, 100vw" priority />
          </div>
        )}
        <Markdown source={post.body} className={styles.body} />
        {post.tags.length > 0 && (
          <div className={styles.back}>
            <TagList tags={post.tags} active={null} showAll={false} />
          </div>
        )}
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          mainEntityOfPage: url,
          ...(post.image ? { image: [new URL(post.image.url, siteUrl).toString()] } : {}),
          author: { '@type': 'Organization', name: shopText.name },
          publisher: { '@type': 'Organization', name: shopText.name, logo: `${siteUrl}/logo.svg` },
          keywords: post.tags.map((tag) => tag.name).join(', '),
        }}
      />
    </div>
  );
}
