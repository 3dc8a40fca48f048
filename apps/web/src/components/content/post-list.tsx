import type { PostCard } from '../../lib/api/types.ts';
import Link from '../ui/link.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import styles from './post-list.module.css';

/** Blog post tiles (the home page's look): picture, title, tags, excerpt. */
export function PostList({ posts, headingLevel: Heading = 'h2' }: { posts: PostCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post) => (
        <li key={post.id}>
          <article className={styles.post}>
            <Link href={`/blog/${post.slug}`} className={styles.link}>
              <div className={styles.visual}>
                {post.image && (
                  <ResponsiveImage
                    image={{ ...post.image, alt: '' }}
                    sizes="(min-width: 980px) 420px, (min-width: 650px) 50vw, 100vw"
                    className={styles.image}
                  />
                )}
              </div>
              <Heading className={styles.title}>{post.title}</Heading>
            </Link>
            {post.tags.length > 0 && (
              <ul className={styles.tags}>
                {post.tags.slice(0, 3).map((tag) => (
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
  );
}
