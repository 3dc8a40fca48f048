import type { Metadata } from 'next';
import { connection } from 'next/server';

import { ConfirmWithoutScript } from '../components/account/confirm-without-script.tsx';
import { BrandStory } from '../components/home/brand-story.tsx';
import { FeaturedBlog } from '../components/home/featured-blog.tsx';
import { Hero } from '../components/home/hero.tsx';
import { HotspotBanner } from '../components/home/hotspot-banner.tsx';
import { ProductCarousel } from '../components/home/product-carousel.tsx';
import { ProductOfTheMonth } from '../components/home/product-of-the-month.tsx';
import { SocialFeed } from '../components/home/social-feed.tsx';
import { Testimonials } from '../components/home/testimonials.tsx';
import { CAROUSELS_BEFORE_BANNER, CAROUSELS_BEFORE_BRAND_STORY } from '../constants.ts';
import { serverEnv } from '../env.ts';
import { getHome, getLayoutOrNull } from '../lib/api/server.ts';
import type { HomeData } from '../lib/api/types.ts';
import { homeText } from '../messages/home.ts';
import { shopText } from '../messages/shop.ts';
import { OrganizationJsonLd } from './organization-json-ld.tsx';
import styles from './page.module.css';

export const metadata: Metadata = { title: { absolute: shopText.legalTitle } };

export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Rendered per request from cached content, so a build needs no running API.
  await connection();
  const token = (await searchParams).registration_confirmation_token;
  const confirm = typeof token === 'string' && token !== '' && <ConfirmWithoutScript token={token} />;
  const [home, layout] = await Promise.all([
    getHome().catch((error: unknown) => {
      console.error('Home page content could not be loaded', error);
      return null;
    }),
    getLayoutOrNull(),
  ]);
  const { siteUrl } = serverEnv();
  // Written out here: Next.js metadata drops the trailing slash the spec wants on canonical addresses.
  const jsonLd = (
    <>
      <link rel="canonical" href={`${siteUrl}/`} />
      <meta property="og:url" content={`${siteUrl}/`} />
      <OrganizationJsonLd layout={layout} siteUrl={siteUrl} />
    </>
  );

  if (!home) {
    return (
      <>
        {jsonLd}
        {confirm}
        <Hero hero={{ mobile: null, desktop: null }} />
        <p role="status" className={`container ${styles.unavailable}`}>
          {homeText.productsUnavailable}
        </p>
      </>
    );
  }

  const carousels = (from: number, to?: number) =>
    home.carousels.slice(from, to).map((carousel) => <ProductCarousel key={carousel.category.slug} {...carousel} />);

  return (
    <>
      {jsonLd}
      {confirm}
      <Hero hero={home.hero} />
      {carousels(0, CAROUSELS_BEFORE_BANNER)}
      <HotspotBanner banner={home.hotspotBanner} />
      <ProductOfTheMonth product={home.productOfTheMonth} />
      {carousels(CAROUSELS_BEFORE_BANNER, CAROUSELS_BEFORE_BRAND_STORY)}
      <BrandStory story={home.brandStory} />
      {carousels(CAROUSELS_BEFORE_BRAND_STORY)}
      <FeaturedBlog posts={home.posts} />
      <Testimonials testimonials={home.testimonials} image={testimonialImage(home)} />
      <SocialFeed feed={home.socialFeed} />
    </>
  );
}

/** The testimonials' picture: a photo from the workshop feed (the API has no image of its own for it). */
function testimonialImage(home: HomeData) {
  return home.socialFeed.photos[1] ?? home.brandStory.cards[0]?.image ?? null;
}
