import { formatLongDate, LOCALE, REVIEW_MAX_SCORE, UI_TEXT_PL } from '@manufaktura/core';

import { REVIEWS_PER_PAGE } from '../../constants.ts';
import type { Review, ReviewPage } from '../../lib/api/types.ts';
import { catalogText, productText } from '../../messages/catalog.ts';
import Link from '../ui/link.tsx';
import styles from './reviews.module.css';

function formatScore(score: number): string {
  return score.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Five stars filled to the score (spec §9: 5 stars); the text for screen readers says the score. */
export function Stars({ score }: { score: number }) {
  const percent = Math.max(0, Math.min(100, (score / REVIEW_MAX_SCORE) * 100));
  return (
    <span className={styles.stars} role="img" aria-label={productText.rating(formatScore(score))}>
      <span aria-hidden="true">★★★★★</span>
      <span className={styles.starsFill} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}

function ReviewItem({ review, headingLevel: Heading = 'h3' }: { review: Review; headingLevel?: 'h3' | 'h2' }) {
  return (
    <article className={styles.review}>
      <div className={styles.reviewHead}>
        <Stars score={review.score} />
        <time dateTime={review.createdAt} className={styles.date}>
          {formatLongDate(new Date(review.createdAt))}
        </time>
      </div>
      {review.title && <Heading className={styles.title}>{review.title}</Heading>}
      <p className={styles.content}>{review.content}</p>
      <p className={styles.author}>
        {review.name}
        {review.verified && <span className={styles.verified}>{UI_TEXT_PL.verifiedReviewer}</span>}
      </p>
    </article>
  );
}

interface ReviewsProps {
  reviews: ReviewPage;
  highlighted: Review | null;
  page: number;
  basePath: string;
}

/** The reviews widget: the average with 5 stars and the count, then the list; ?review_id= first. */
export function Reviews({ reviews, highlighted, page, basePath }: ReviewsProps) {
  const pages = Math.ceil(reviews.total / REVIEWS_PER_PAGE);
  return (
    <section className={styles.section} aria-labelledby="opinie" id="opinie-sekcja">
      {highlighted && (
        <div className={styles.highlighted}>
          <p className={styles.eyebrow}>{productText.highlightedReview}</p>
          <ReviewItem review={highlighted} headingLevel="h2" />
        </div>
      )}
      <div className={styles.summary}>
        <h2 id="opinie" className={styles.heading}>
          {productText.reviews}
        </h2>
        {reviews.rating && (
          <p className={styles.average}>
            <span className={styles.averageValue}>{formatScore(reviews.rating.average)}</span>
            <Stars score={reviews.rating.average} />
            <span className={styles.count}>{productText.reviewsCount(reviews.rating.count)}</span>
          </p>
        )}
      </div>
      {reviews.items.length === 0 ? (
        <p className={styles.none}>{productText.reviewsNone}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={productText.reviewsPages} className={styles.pages}>
          {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
            <Link
              key={n}
              href={n === 1 ? `${basePath}#opinie-sekcja` : `${basePath}?opinie=${n}#opinie-sekcja`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={catalogText.page(n)}
              className={styles.pageLink}
              scroll={false}
            >
              {n}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
