import 'server-only';

import type {
  Bundle,
  Home,
  Layout,
  Order as ApiOrder,
  Page,
  PostSummary,
  ProductDetail as ApiProductDetail,
  ProductSummary,
  ShippingMethod as ApiShippingMethod,
} from '@manufaktura/contract';
import { BANNER_MAX_HOTSPOTS, formatCapacity, fromPln, markdownToText } from '@manufaktura/core';

import { sanitizeInlineHtml } from '../sanitize-html.ts';
import type {
  ContentPage,
  FeaturedProduct,
  HomeData,
  LayoutData,
  MatchBundle,
  Order,
  PostCard,
  ProductCard,
  ProductDetail,
  ShippingMethod,
} from './types.ts';

export function toShippingMethod(method: ApiShippingMethod): ShippingMethod {
  return {
    id: method.method_id,
    name: method.name,
    description: method.description,
    price: fromPln(method.price),
    cashOnDelivery: method.cash_on_delivery,
    requiresLocker: method.requires_locker,
  };
}

/** A placed order with every amount in grosze (the API sends PLN decimals), for the confirmation page. */
export function toOrder(order: ApiOrder): Order {
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      unit_price: fromPln(item.unit_price),
      discount_total: fromPln(item.discount_total),
      total: fromPln(item.total),
      tax: fromPln(item.tax),
    })),
    items_total: fromPln(order.items_total),
    discount_total: fromPln(order.discount_total),
    shipment_total: fromPln(order.shipment_total),
    tax_total: fromPln(order.tax_total),
    grand_total: fromPln(order.grand_total),
    shipping_method: { ...order.shipping_method, price: fromPln(order.shipping_method.price) },
    withdrawal: order.withdrawal && {
      ...order.withdrawal,
      refund_amount: order.withdrawal.refund_amount === null ? null : fromPln(order.withdrawal.refund_amount),
    },
  };
}

export function toProductCard(product: ProductSummary): ProductCard {
  const { PLN } = product.prices;
  return {
    id: product.product_id,
    slug: product.slug,
    name: product.name,
    // HTML from the catalog: only what the sanitizer allows reaches a page.
    nameSpan: sanitizeInlineHtml(product.name_span),
    label: product.label,
    price: fromPln(product.unit_price),
    previousPrice: product.previous_unit_price === null ? null : fromPln(product.previous_unit_price),
    onSale: product.sale,
    image: product.image,
    badges: product.badges,
    salePrice: PLN.sale_price === null ? null : fromPln(PLN.sale_price),
    saleStart: PLN.sale_price_start,
    saleEnd: PLN.sale_price_end,
    giftPacking: product.giftPacking,
    leastPrice: product.least_price === null ? null : fromPln(product.least_price),
    available: product.available,
    capacity: formatCapacity(product.capacity, product.capacity_unit) ?? null,
    type: product.type,
    category: product.categories[0]?.name ?? null,
  };
}

export function toMatchBundle(bundle: Bundle): MatchBundle {
  return { ...bundle, products: bundle.products.map(toProductCard) };
}

export function toProductDetail(product: ApiProductDetail): ProductDetail {
  return {
    ...toProductCard(product),
    description: product.description,
    details: product.details,
    howItWorks: product.custom_attributes.dlaczego_dziala,
    ingredients: product.custom_attributes.sklad,
    images: product.images.length > 0 ? product.images : product.image ? [product.image] : [],
    ean: product.ean,
    categories: product.categories,
    breadcrumbs: product.breadcrumbs,
    components: product.components.map((component) => ({
      product: toProductCard(component.product),
      quantity: component.quantity,
      unitPrice: fromPln(component.unit_price),
    })),
    bundleDiscountPercentage: product.bundleDiscountPercentage,
    related: product.related.map(toProductCard),
  };
}

export function toContentPage(page: Page): ContentPage {
  return { slug: page.slug, title: page.title, body: page.body, meta: page.meta };
}

/**
 * A product for a featured block. `detail` (the product page's data) brings the full
 * description and the gallery: the product of the month shows the gallery's last image (spec §1).
 */
export function toFeaturedProduct(
  product: ProductSummary & { description?: string },
  detail: ApiProductDetail | null,
): FeaturedProduct {
  const card = toProductCard(product);
  const image = detail?.images.at(-1) ?? card.image;
  return { ...card, image, description: markdownToText(detail?.description ?? product.description ?? '') };
}

export function toPostCard(post: PostSummary): PostCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt.excerpt,
    tags: post.tags,
    image: post.featuredImage.image,
    publishedAt: post.publishedAt,
  };
}

export function toLayout(layout: Layout): LayoutData {
  const categories = layout.categories.map(({ slug, name }) => ({ slug, name }));
  const inMenu = layout.categories.find((category) => category.inMenu);
  return {
    categories,
    menuCategory: inMenu ? { slug: inMenu.slug, name: inMenu.name } : null,
    navbarPromotion: layout.navbarPromotion && {
      html: layout.navbarPromotion.content,
      dateFrom: layout.navbarPromotion.dateFrom,
      dateTo: layout.navbarPromotion.dateTo,
    },
    promotions: layout.promotions.map((promotion) => ({
      id: promotion.ID,
      text: promotion.overrideText ?? promotion.name,
      backgroundColor: promotion.backgroundColor,
      textColor: promotion.textColor,
    })),
    company: layout.company,
    socialLinks: layout.socialLinks,
  };
}

/** `details` maps product slugs to their product-page data (description, gallery). */
export function toHome(home: Home, details: ReadonlyMap<string, ApiProductDetail>): HomeData {
  const potm = home.productOfTheMonth;
  return {
    hero: home.hero,
    productOfTheMonth: potm && toFeaturedProduct(potm, details.get(potm.slug) ?? null),
    carousels: home.categoryCarousels
      .filter((carousel) => carousel.products.length > 0)
      .map((carousel) => ({ category: carousel.category, products: carousel.products.map(toProductCard) })),
    hotspotBanner: {
      title: home.hotspotBanner.title,
      image: home.hotspotBanner.image,
      hotspots: home.hotspotBanner.hotspots.slice(0, BANNER_MAX_HOTSPOTS).map((hotspot) => ({
        x: hotspot.x,
        y: hotspot.y,
        product: toFeaturedProduct(hotspot.product, details.get(hotspot.product.slug) ?? null),
      })),
    },
    brandStory: home.brandStory,
    posts: home.posts.map(toPostCard),
    testimonials: home.testimonials,
    socialFeed: home.socialFeed,
  };
}
