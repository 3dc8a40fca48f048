import type { Home } from '@manufaktura/contract';
import { storedHome } from '@manufaktura/contract';
import { CONTENT_KEYS } from '@manufaktura/db';
import type { z } from 'zod';

import { CAROUSEL_SIZE, HOME_POSTS } from '../constants.ts';
import type { Repositories } from '../repositories/index.ts';
import { toImage, toPostSummary } from '../wire/content.ts';
import { toProductSummary } from '../wire/products.ts';

/**
 * The home page in one answer: the staff's home block (hero, product of the
 * month, hotspot banner, brand story, social feed) with the products, posts,
 * images and testimonials it names, and a carousel per category with products.
 * A block that is missing or malformed is reported, not guessed.
 */
export async function homePage(
  repositories: Repositories,
  now: Date,
): Promise<{ ok: true; home: Home } | { ok: false; issues: z.core.$ZodIssue[] }> {
  const { content, products } = repositories;
  const stored = storedHome.safeParse(await content.block(CONTENT_KEYS.home));
  if (!stored.success) return { ok: false, issues: stored.error.issues };
  const block = stored.data;
  const [categories, posts, testimonials] = await Promise.all([
    products.categories(),
    content.posts({ limit: 12, offset: 0, now }),
    content.testimonials(),
  ]);
  const carouselCategories = categories.filter((c) => c.productCount > 0);
  const [featuredProducts, carousels, media] = await Promise.all([
    products.byIds([block.productOfTheMonthId, ...block.hotspotBanner.hotspots.map((h) => h.productId)], now),
    Promise.all(
      carouselCategories.map((category) =>
        products.list({
          category: category.slug,
          sort: 'position',
          limit: CAROUSEL_SIZE,
          offset: 0,
          now,
        }),
      ),
    ),
    content.mediaByIds([
      block.hero.mobileImageId,
      block.hero.desktopImageId,
      block.hotspotBanner.imageId,
      ...block.brandStory.cards.map((card) => card.imageId),
      ...block.socialFeed.photoIds,
    ]),
  ]);
  const productById = new Map(featuredProducts.map((p) => [p.productId, p]));
  const productOfTheMonth = productById.get(block.productOfTheMonthId);
  const image = (id: string | null) => toImage(id === null ? undefined : media.get(id));
  const featuredFirst = [...posts.items].sort((a, b) => Number(b.featured) - Number(a.featured));

  const home: Home = {
    hero: { mobile: image(block.hero.mobileImageId), desktop: image(block.hero.desktopImageId) },
    productOfTheMonth: productOfTheMonth
      ? { ...toProductSummary(productOfTheMonth, now), description: productOfTheMonth.description }
      : null,
    categoryCarousels: carouselCategories.map((category, i) => ({
      category: { slug: category.slug, name: category.name },
      products: carousels[i]!.items.map((p) => toProductSummary(p, now)),
    })),
    hotspotBanner: {
      title: block.hotspotBanner.title,
      image: image(block.hotspotBanner.imageId),
      hotspots: block.hotspotBanner.hotspots.flatMap(({ x, y, productId }) => {
        const product = productById.get(productId);
        return product ? [{ x, y, product: toProductSummary(product, now) }] : [];
      }),
    },
    brandStory: {
      title: block.brandStory.title,
      subtitle: block.brandStory.subtitle,
      cards: block.brandStory.cards.map((card) => ({
        title: card.title,
        text: card.text,
        image: image(card.imageId),
      })),
    },
    posts: featuredFirst.slice(0, HOME_POSTS).map(toPostSummary),
    testimonials: testimonials.map((t) => ({ id: t.testimonialId, name: t.name, text: t.text })),
    socialFeed: {
      handle: block.socialFeed.handle,
      url: block.socialFeed.url,
      photos: block.socialFeed.photoIds.flatMap((id) => image(id) ?? []),
    },
  };
  return { ok: true, home };
}
