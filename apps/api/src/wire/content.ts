import type { company, page, post, postSummary, promotion } from '@manufaktura/contract';
import { tagSlug, toPln } from '@manufaktura/core';
import type { z } from 'zod';

import { imageVariants } from '../media/urls.ts';
import type { MediaRow, PageRow, PostRow, PromotionWithProducts } from '../repositories/content.ts';

type PostWithImage = PostRow & { image: MediaRow | undefined };

export const toImage = (media: MediaRow | undefined) => (media ? imageVariants(media) : null);

export const toTag = (name: string) => ({ name, slug: tagSlug(name) });

/**
 * A post's picture: its text for the blind is the one the post gives it (the
 * back office's field), else the picture's own; the storefront's <img> reads
 * only `image.alt`.
 */
function postImage(row: PostWithImage) {
  const image = toImage(row.image);
  return image && row.featuredImageTitle ? { ...image, alt: row.featuredImageTitle } : image;
}

export function toPostSummary(row: PostWithImage): z.infer<typeof postSummary> {
  return {
    id: row.postId,
    slug: row.slug,
    title: row.title,
    tags: row.tags.map(toTag),
    featuredImage: { title: row.featuredImageTitle, image: postImage(row) },
    excerpt: { excerpt: row.excerpt },
    publishedAt: row.publishedAt.toISOString(),
    featured: row.featured,
  };
}

export function toPost(row: PostWithImage): z.infer<typeof post> {
  return { ...toPostSummary(row), postBody: row.body };
}

/** Canonical URLs always end with a slash (spec §2, page metadata). */
export function withTrailingSlash(url: string): string {
  const [path = '', rest] = url.split(/(?=[?#])/, 2);
  return `${path.endsWith('/') ? path : `${path}/`}${rest ?? ''}`;
}

export function toPage(row: PageRow): z.infer<typeof page> {
  return {
    slug: row.slug,
    title: row.title,
    body: row.body,
    meta: {
      title: row.metaTitle ?? row.title,
      description: row.metaDescription,
      canonical: row.canonical ? withTrailingSlash(row.canonical) : null,
      robots: { index: row.robotsIndex, follow: row.robotsFollow },
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPromotion(row: PromotionWithProducts): z.infer<typeof promotion> {
  const fixed = row.discountType === 'FIXED' || row.discountType === 'FIXED_PRODUCT';
  return {
    ID: row.promotionId,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    value: fixed ? toPln(row.value) : row.value,
    restrictions: {
      min_cart_value: row.minCartValue === null ? null : toPln(row.minCartValue),
      products: row.products.map(({ id, name }) => ({ id, name })),
    },
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    overrideText: row.overrideText,
  };
}

export function toCompany(row: {
  name: string;
  address: string;
  zip: string;
  city: string;
  vatNo: string | null;
  mail: string | null;
  phone: string | null;
  notes: string;
}): z.infer<typeof company> {
  const { name, address, zip, city, vatNo, mail, phone, notes } = row;
  return { name, address, zip, city, vatNo, mail, phone, notes };
}
