import { blogText } from '../../messages/blog.ts';
import Link from '../ui/link.tsx';
import styles from './blog.module.css';

/** The blog's tags as links; the current one is marked. */
export function TagList({
  tags,
  active,
  showAll = true,
}: {
  tags: { name: string; slug: string }[];
  active: string | null;
  showAll?: boolean;
}) {
  return (
    <nav aria-label={blogText.tags}>
      <ul className={styles.tags}>
        {showAll && (
          <li>
            <Link href="/blog" aria-current={active === null ? 'page' : undefined}>
              {blogText.all}
            </Link>
          </li>
        )}
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link href={`/blog/${tag.slug}`} aria-current={active === tag.slug ? 'page' : undefined}>
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
