import type {
  CartLine as WireCartLine,
  CartPromotion as WireCartPromotion,
  CartResponse,
  Discount as WireDiscount,
  Image,
  Order as WireOrder,
  ProductSummary,
} from '@manufaktura/contract';
import type { Money } from '@manufaktura/core';

/** An image as the shop's media serves it; `imageSrcset` (@manufaktura/core) writes its srcsets. */
export type ImageData = Image;

/** What the UI needs of a product; pages never see the raw wire shape. */
export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  /** HTML subtitle from the catalog (trusted, written by the shop's staff). */
  nameSpan: string;
  label: string | null;
  /** Grosze. */
  price: number;
  /** Grosze; the regular price while the product is on sale. */
  previousPrice: number | null;
  onSale: boolean;
  image: ImageData | null;
  badges: string[];
  salePrice: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  /** Gift packing is sold only on the cart page (spec §2). */
  giftPacking: boolean;
  /** Grosze; the lowest price of the 30 days before the reduction (Omnibus), while on sale. */
  leastPrice: number | null;
  available: boolean;
  /** "50 ml", "100 g"; null when the product has no capacity. */
  capacity: string | null;
  type: string;
  /** Its first category's name (analytics reports it as the item's category); null when it has none. */
  category: string | null;
}

/** Everything the product page shows. */
export interface ProductDetail extends ProductCard {
  /** Markdown. */
  description: string;
  details: string;
  howItWorks: string;
  ingredients: string;
  images: ImageData[];
  ean: string | null;
  categories: Category[];
  breadcrumbs: { name: string; path: string }[];
  components: { product: ProductCard; quantity: number; unitPrice: number }[];
  bundleDiscountPercentage: number;
  related: ProductCard[];
}

/** A "dopasuj kosmetyk" set: the products that together answer one skin need. */
export interface MatchBundle {
  slug: string;
  /** The need, e.g. "cera sucha". */
  tag: string;
  name: string;
  description: string;
  image: ImageData | null;
  products: ProductCard[];
}

export interface ProductPage {
  items: ProductCard[];
  total: number;
  limit: number;
  offset: number;
}

export interface CategoryInfo extends Category {
  description: string;
  productCount: number;
}

export interface Post extends PostCard {
  /** Markdown. */
  body: string;
}

export interface ContentPage {
  slug: string;
  title: string;
  body: string;
  meta: {
    title: string;
    description: string;
    canonical: string | null;
    robots: { index: boolean; follow: boolean };
  };
}

export interface SearchResults {
  q: string;
  products: ProductCard[];
  posts: PostCard[];
}

/** A product with its plain-text description, for the featured blocks of the home page. */
export interface FeaturedProduct extends ProductCard {
  description: string;
}

export interface Category {
  slug: string;
  name: string;
}

export interface Company {
  name: string;
  address: string;
  zip: string;
  city: string;
  vatNo: string | null;
  mail: string | null;
  phone: string | null;
  notes: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  label: string;
}

/** A manual promotion for the top bar: staff-written HTML shown between two instants. */
export interface NavbarPromotion {
  html: string;
  /** ms since the epoch. */
  dateFrom: number;
  dateTo: number;
}

/** An automatic promotion's static line, shown until the cart tells how far the shopper is. */
export interface PromotionLine {
  id: string;
  text: string;
  backgroundColor: string;
  textColor: string;
}

/** The data of the frame around every page. */
export interface LayoutData {
  categories: Category[];
  /** The one store category in the desktop menu (spec §2). */
  menuCategory: Category | null;
  navbarPromotion: NavbarPromotion | null;
  promotions: PromotionLine[];
  company: Company | null;
  socialLinks: SocialLink[];
}

export interface PostCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: Category[];
  image: ImageData | null;
  publishedAt: string;
}

export interface Hotspot {
  /** Percent of the banner's width and height. */
  x: number;
  y: number;
  product: FeaturedProduct;
}

export interface HomeData {
  hero: { mobile: ImageData | null; desktop: ImageData | null };
  productOfTheMonth: FeaturedProduct | null;
  carousels: { category: Category; products: ProductCard[] }[];
  hotspotBanner: { title: string; image: ImageData | null; hotspots: Hotspot[] };
  brandStory: { title: string; subtitle: string; cards: { title: string; text: string; image: ImageData | null }[] };
  posts: PostCard[];
  testimonials: { id: string; name: string; text: string }[];
  socialFeed: { handle: string; url: string; photos: ImageData[] };
}

/** A shop review; the text is already plain (decoded, U+FFFD removed) by the API. */
export interface Review {
  id: string;
  productId: string;
  name: string;
  title: string;
  content: string;
  score: number;
  createdAt: string;
  verified: boolean;
}

export interface ReviewPage {
  items: Review[];
  rating: { average: number; count: number } | null;
  total: number;
}

/** A way to deliver the parcel (prices in grosze). */
export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  price: number;
  cashOnDelivery: boolean;
  requiresLocker: boolean;
}

/** A way to pay; online payment joins this list with its provider. */
export interface PaymentMethod {
  id: string;
  name: string;
  description: string;
  /** Usable only with a delivery that collects the payment (cash on delivery). */
  paidOnDelivery: boolean;
}

/**
 * `T` with the amounts named by `K` in grosze. The API sends PLN decimals (spec §7); the mappers
 * (`cart-mappers.ts`, `mappers.ts`) convert them once, so every amount a page sees is grosze.
 */
type InGrosze<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Money | null : Money };

/** A discount of the cart or of one of its lines; `amount` in grosze. */
export type CartDiscount = InGrosze<WireDiscount, 'amount'>;

/** The product of a cart line, its prices in grosze (the sale window's prices stay out: the cart never needs them). */
export type CartProduct = InGrosze<
  Omit<ProductSummary, 'prices'>,
  'unit_price' | 'previous_unit_price' | 'least_price'
>;

/** A line of the cart; its unit price and total (after its discounts) in grosze. */
export type CartLine = InGrosze<Omit<WireCartLine, 'product' | 'discounts'>, 'unit_price' | 'price_total'> & {
  product: CartProduct;
  discounts: CartDiscount[];
};

/** An automatic promotion of the cart; its minimum cart value in grosze (its notification's params already are). */
export type CartPromotion = Omit<WireCartPromotion, 'restrictions'> & {
  restrictions: InGrosze<WireCartPromotion['restrictions'], 'min_cart_value'>;
};

/** The delivery chosen on the cart, its price in grosze. */
export type CartShippingMethod = InGrosze<NonNullable<CartResponse['shipping_method']>, 'price'>;

/** The shopper's cart as the storefront shows it: the API's fields (the spec's cart state), every amount in grosze. */
export type Cart = InGrosze<
  Omit<CartResponse, 'items' | 'discounts' | 'promotions' | 'shipping_method'>,
  'items_total' | 'grand_total' | 'shipment_total' | 'discount_total' | 'tax_total'
> & {
  items: CartLine[];
  discounts: CartDiscount[];
  promotions: CartPromotion[];
  shipping_method: CartShippingMethod | null;
};

/** A line of a placed order, amounts in grosze. */
export type OrderItem = InGrosze<WireOrder['items'][number], 'unit_price' | 'discount_total' | 'total' | 'tax'>;

/** A withdrawal from an order as its shopper sees it, the refund in grosze. */
export type OrderWithdrawal = InGrosze<NonNullable<WireOrder['withdrawal']>, 'refund_amount'>;

/** A placed order as the confirmation page shows it, every amount in grosze. */
export type Order = InGrosze<
  Omit<WireOrder, 'items' | 'shipping_method' | 'withdrawal'>,
  'items_total' | 'discount_total' | 'shipment_total' | 'tax_total' | 'grand_total'
> & {
  items: OrderItem[];
  shipping_method: InGrosze<WireOrder['shipping_method'], 'price'>;
  withdrawal: OrderWithdrawal | null;
};
