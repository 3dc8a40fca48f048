import type { Database } from '../client.ts';
import {
  bundleProducts,
  bundles,
  companies,
  contentBlocks,
  couponProducts,
  coupons,
  navbarPromotions,
  pages,
  posts,
  promotionProducts,
  promotions,
  reviews,
  shippingMethods,
  testimonials,
} from '../schema/index.ts';
import { daysFrom } from './catalog.ts';
import type { WriteOriginal } from './images.ts';
import { seedImage } from './images.ts';
import type { SeedShop } from './types.ts';

/** Maps one item after another: the seed runs in one transaction, whose connection takes one query at a time. */
async function inSequence<T, R>(items: readonly T[], map: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const [index, item] of items.entries()) results.push(await map(item, index));
  return results;
}

/** The keys of the structured content blocks and the shapes stored under them. */
export const CONTENT_KEYS = {
  home: 'home',
  socialLinks: 'social-links',
} as const;

/** Inserts everything that is not the catalog itself: content, bundles, promotions, company data. */
export async function seedContent(
  db: Database,
  shop: SeedShop,
  productIds: Map<string, string>,
  writeOriginal: WriteOriginal,
  now: Date,
): Promise<void> {
  const productId = (slug: string) => {
    const id = productIds.get(slug);
    if (!id) throw new Error(`demo content refers to an unknown product: ${slug}`);
    return id;
  };

  for (const [position, bundle] of shop.bundles.entries()) {
    const imageId = await seedImage(db, writeOriginal, `bundles/${bundle.slug}`, bundle.image);
    const [row] = await db
      .insert(bundles)
      .values({
        slug: bundle.slug,
        tag: bundle.tag,
        name: bundle.name,
        description: bundle.description,
        imageId,
        position,
      })
      .returning({ bundleId: bundles.bundleId });
    await db
      .insert(bundleProducts)
      .values(
        bundle.productSlugs.map((slug, i) => ({ bundleId: row!.bundleId, productId: productId(slug), position: i })),
      );
  }

  for (const post of shop.posts) {
    const featuredImageId = await seedImage(db, writeOriginal, `posts/${post.slug}`, post.image);
    await db.insert(posts).values({
      slug: post.slug,
      title: post.title,
      tags: post.tags,
      featuredImageId,
      featuredImageTitle: post.image.title,
      excerpt: post.excerpt,
      body: post.body,
      publishedAt: daysFrom(now, -post.publishedDaysAgo),
      featured: post.featured ?? false,
    });
  }

  if (shop.pages.length > 0) {
    await db.insert(pages).values(shop.pages.map((page) => ({ ...page, updatedAt: now })));
  }
  if (shop.testimonials.length > 0) {
    await db.insert(testimonials).values(shop.testimonials.map((t, position) => ({ ...t, position })));
  }
  if (shop.companies.length > 0) {
    await db.insert(companies).values(
      shop.companies.map(({ validToDaysAgo, ...company }) => ({
        ...company,
        validTo: validToDaysAgo === undefined ? null : daysFrom(now, -validToDaysAgo),
      })),
    );
  }

  for (const [position, { productSlugs, ...promotion }] of shop.promotions.entries()) {
    const [row] = await db
      .insert(promotions)
      .values({ ...promotion, position })
      .returning({ promotionId: promotions.promotionId });
    if (productSlugs?.length) {
      await db
        .insert(promotionProducts)
        .values(productSlugs.map((slug) => ({ promotionId: row!.promotionId, productId: productId(slug) })));
    }
  }

  await db.insert(shippingMethods).values(shop.shippingMethods.map((method, position) => ({ ...method, position })));
  for (const { productSlugs, startsInDays, endsInDays, ...coupon } of shop.coupons) {
    const [row] = await db
      .insert(coupons)
      .values({
        ...coupon,
        dateFrom: startsInDays === undefined ? null : daysFrom(now, startsInDays),
        dateTo: endsInDays === undefined ? null : daysFrom(now, endsInDays),
      })
      .returning({ couponId: coupons.couponId });
    if (productSlugs?.length) {
      await db
        .insert(couponProducts)
        .values(productSlugs.map((slug) => ({ couponId: row!.couponId, productId: productId(slug) })));
    }
  }

  if (shop.reviews.length > 0) {
    await db.insert(reviews).values(
      shop.reviews.map((review) => ({
        productId: productId(review.productSlug),
        reviewerDisplayName: review.name,
        title: review.title,
        content: review.content,
        score: review.score,
        userType: review.verified ? 'VerifiedBuyer' : 'AnonymousUser',
        createdAt: daysFrom(now, -review.daysAgo),
      })),
    );
  }

  const { navbarPromotion } = shop;
  await db.insert(navbarPromotions).values({
    content: navbarPromotion.content,
    dateFrom: daysFrom(now, navbarPromotion.startsInDays),
    dateTo: daysFrom(now, navbarPromotion.endsInDays),
  });

  const { home } = shop;
  const image = (key: string, seed: Parameters<typeof seedImage>[3]) => seedImage(db, writeOriginal, key, seed);
  const homeBlock = {
    hero: {
      mobileImageId: await image('home/hero-mobile', home.hero.mobile),
      desktopImageId: await image('home/hero-desktop', home.hero.desktop),
    },
    productOfTheMonthId: productId(home.productOfTheMonthSlug),
    hotspotBanner: {
      title: home.hotspotBanner.title,
      imageId: await image('home/hotspot-banner', home.hotspotBanner.image),
      hotspots: home.hotspotBanner.hotspots.map(({ x, y, productSlug }) => ({
        x,
        y,
        productId: productId(productSlug),
      })),
    },
    brandStory: {
      title: home.brandStory.title,
      subtitle: home.brandStory.subtitle,
      cards: await inSequence(home.brandStory.cards, async (card, i) => ({
        title: card.title,
        text: card.text,
        imageId: await image(`home/brand-story-${i + 1}`, card.image),
      })),
    },
    socialFeed: {
      handle: home.socialFeed.handle,
      url: home.socialFeed.url,
      photoIds: await inSequence(home.socialFeed.photos, (photo, i) => image(`home/social-${i + 1}`, photo)),
    },
  };
  await db.insert(contentBlocks).values([
    { key: CONTENT_KEYS.home, data: homeBlock, updatedAt: now },
    { key: CONTENT_KEYS.socialLinks, data: home.socialLinks, updatedAt: now },
  ]);
}
