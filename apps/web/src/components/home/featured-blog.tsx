import type { PostCard } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import { shopText } from '../../messages/shop.ts';
import { PostList } from '../content/post-list.tsx';
import { ArrowIcon } from '../ui/icons.tsx';
import Link from '../ui/link.tsx';
import styles from './featured-blog.module.css';

/** "blog. {product}." with the latest posts and a link to all of them (spec §1). */
export function FeaturedBlog({ posts }: { posts: PostCard[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="blog-title">
      <div className={styles.head}>
        <div>
          <h2 id="blog-title" className="section-title">
            {homeText.blogTitle(shopText.name.toLowerCase())}
          </h2>
          <p className={styles.subtitle}>{homeText.blogSubtitle}</p>
        </div>
        <Link href="/blog" className="text-link">
          {homeText.blogAll}
          <ArrowIcon size={18} />
        </Link>
      </div>
      <PostList posts={posts} headingLevel="h3" />
    </section>
  );
}
