import Link from 'next/link';

import type { PostCard } from '../../lib/api/types.ts';
import { pl } from '../../messages/pl.ts';
import { ArrowIcon } from '../ui/icons.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './featured-blog.module.css';

/** "blog. {product}." with the latest posts and a link to all of them (spec §1). */
export function FeaturedBlog({ posts }: { posts: PostCard[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="blog-title">
      <div className={styles.head}>
        <div>
          <h2 id="blog-title" className="section-title">
            {pl.home.blogTitle(pl.shopName.toLowerCase())}
          </h2>
          <p className={styles.subtitle}>{pl.home.blogSubtitle}</p>
        </div>
        <Link href="/blog" className="text-link">
          {pl.home.blogAll}
          <ArrowIcon size={18} />
        </Link>
      </div>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id}>
            <article className={styles.post}>
              <Link href={`/blog/${post.slug}`} className={styles.link}>
                <div className={styles.visual}>
                  {post.image && (
                    <ResponsiveImage
                      image={post.image}
                      sizes="(min-width: 980px) 420px, (min-width: 650px) 50vw, 100vw"
                      className={styles.image}
                    />
                  )}
                </div>
                <h3 className={styles.title}>{post.title}</h3>
              </Link>
              {post.tags.length > 0 && (
                <ul className={styles.tags}>
                  {post.tags.slice(0, 2).map((tag) => (
                    <li key={tag.slug}>
                      <Link href={`/blog/${tag.slug}`}>{tag.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.excerpt}>{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
