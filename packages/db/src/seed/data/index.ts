import type { SeedShop } from '../types.ts';
import { bundles } from './bundles.ts';
import { categories } from './categories.ts';
import { coupons, shippingMethods } from './commerce.ts';
import { companies, navbarPromotion, promotions } from './company.ts';
import { home } from './home.ts';
import { pages } from './pages.ts';
import { posts } from './posts.ts';
import { products } from './products.ts';
import { reviews } from './reviews.ts';
import { testimonials } from './testimonials.ts';

export const demoShop: SeedShop = {
  categories,
  products,
  bundles,
  posts,
  pages,
  testimonials,
  companies,
  promotions,
  navbarPromotion,
  home,
  shippingMethods,
  coupons,
  reviews,
};
