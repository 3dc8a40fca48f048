import { REVIEWS_PER_PAGE } from '../../constants.ts';
import { getReview, getReviews } from '../../lib/api/server.ts';
import type { ProductDetail } from '../../lib/api/types.ts';
import type { ProductViewProps } from './product-view.tsx';
import { ProductView } from './product-view.tsx';

interface ProductPageProps extends Pick<ProductViewProps, 'path' | 'crumbs'> {
  product: ProductDetail;
  /** The page's query: `opinie` pages the reviews, `review_id` shows one above them (spec §2). */
  query: Record<string, string | string[] | undefined>;
  siteUrl: string;
}

/** A product page with its reviews, wherever the product is served (/sklep or /dopasuj-kosmetyk). */
export async function ProductPage({ product, query, siteUrl, path, crumbs }: ProductPageProps) {
  const rawPage = typeof query.opinie === 'string' ? Number.parseInt(query.opinie, 10) : 1;
  const reviewsPage = Number.isSafeInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;
  const reviewId = typeof query.review_id === 'string' ? query.review_id : null;
  // Reviews are an extra: if they fail, the product page still renders without them.
  const [reviews, highlighted] = await Promise.all([
    getReviews(product.slug, { limit: REVIEWS_PER_PAGE, offset: (reviewsPage - 1) * REVIEWS_PER_PAGE }).catch(
      (error: unknown) => {
        console.error('Reviews could not be loaded', error);
        return null;
      },
    ),
    reviewId ? getReview(reviewId).catch(() => null) : Promise.resolve(null),
  ]);
  return (
    <ProductView
      product={product}
      siteUrl={siteUrl}
      reviews={reviews}
      highlightedReview={highlighted?.productId === product.id ? highlighted : null}
      reviewsPage={reviewsPage}
      {...(path ? { path } : {})}
      {...(crumbs ? { crumbs } : {})}
    />
  );
}
