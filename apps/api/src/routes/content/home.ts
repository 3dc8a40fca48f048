import { errorResponse, home, storedHome } from '@manufaktura/contract';
import { CONTENT_KEYS } from '@manufaktura/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toImage, toPostSummary } from '../../wire/content.ts';
import { toProductSummary } from '../../wire/products.ts';
import { CATALOG_CACHE_SECONDS } from '../cache.ts';

/** Products per category carousel on the home page. */
const CAROUSEL_SIZE = 8;
/** Posts in the home page's blog block: the featured one first, then the newest. */
const HOME_POSTS = 3;

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'Every section of the home page in one answer',
        response: { 200: home, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const stored = storedHome.safeParse(await app.contentRepository.block(CONTENT_KEYS.home));
      if (!stored.success) {
        request.log.error({ issues: stored.error.issues }, 'home content block is missing or malformed');
        return reply.sendError('service.unavailable');
      }
      const block = stored.data;
      const [categories, posts, testimonials] = await Promise.all([
        app.productRepository.categories(),
        app.contentRepository.posts({ limit: 12, offset: 0, now }),
        app.contentRepository.testimonials(),
      ]);
      const carouselCategories = categories.filter((c) => c.productCount > 0);
      const [featuredProducts, carousels, media] = await Promise.all([
        app.productRepository.byIds(
          [block.productOfTheMonthId, ...block.hotspotBanner.hotspots.map((h) => h.productId)],
          now,
        ),
        Promise.all(
          carouselCategories.map((category) =>
            app.productRepository.list({
              category: category.slug,
              sort: 'position',
              limit: CAROUSEL_SIZE,
              offset: 0,
              now,
            }),
          ),
        ),
        app.contentRepository.mediaByIds([
          block.hero.mobileImageId,
          block.hero.desktopImageId,
          block.hotspotBanner.imageId,
          ...block.brandStory.cards.map((card) => card.imageId),
          ...block.socialFeed.photoIds,
        ]),
      ]);
      const productById = new Map(featuredProducts.map((p) => [p.productId, p]));
      const productOfTheMonth = productById.get(block.productOfTheMonthId);
      const image = (id: string) => toImage(media.get(id));
      const featuredFirst = [...posts.items].sort((a, b) => Number(b.featured) - Number(a.featured));

      return {
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
    },
  );
};

export default homeRoutes;
