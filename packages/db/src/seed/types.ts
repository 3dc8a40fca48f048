/**
 * The shape of the demo shop's content. The data files in `data/` are typed
 * by these interfaces; `seedDemoShop` writes them into an empty database.
 * Money is gross grosze; times are days relative to the moment of seeding.
 */

/** How a demo picture is drawn (generated as SVG by `art/`, never downloaded). */
export interface ArtSpec {
  /** What the picture shows. `scene` is a still life for blog, banners and the home page. */
  shape: 'jar' | 'bottle' | 'dropper' | 'soap' | 'tube' | 'box' | 'voucher' | 'scene';
  /** The plant or ingredient drawn beside the product. */
  botanical:
    | 'lavender'
    | 'rose'
    | 'hemp'
    | 'chamomile'
    | 'sea-buckthorn'
    | 'calendula'
    | 'mint'
    | 'clay'
    | 'charcoal'
    | 'oat'
    | 'citrus'
    | 'pine';
  /** The product's main colour, hex (#rrggbb). */
  color: string;
  /** A word or two printed on the product's label (optional). */
  label?: string;
  /** Varies the composition between pictures of the same product. */
  variant?: number;
  /** Aspect of the picture; square by default. */
  aspect?: 'square' | 'portrait' | 'landscape' | 'wide';
}

export interface SeedImage {
  /** Polish alt text describing the picture. */
  alt: string;
  art: ArtSpec;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  position: number;
  /** Shown in the desktop menu (exactly one category has this). */
  inMenu?: boolean;
}

/** A past period of the regular or promotional price, for the Omnibus history. */
export interface SeedPricePeriod {
  price: number;
  /** The period began this many days before seeding and lasted until the next one began. */
  fromDaysAgo: number;
  isPromo?: boolean;
}

export interface SeedProduct {
  slug: string;
  name: string;
  /** HTML subtitle (plain text is fine). */
  nameSpan: string;
  /** Markdown. */
  description: string;
  /** Markdown: how to use, storage, volume, made in. */
  details: string;
  label: 'NEW' | 'BESTSELLER' | null | (string & {});
  type: 'PRODUCT' | 'BUNDLE' | 'GIFT_CARD';
  /** Regular gross price in grosze. */
  price: number;
  /** A sale window relative to seeding: negative start = already running; both negative = past. */
  sale?: { price: number; startsInDays: number; endsInDays: number };
  /** Earlier prices, oldest first; the current regular price follows the last. */
  priceHistory?: SeedPricePeriod[];
  /** Capacity number (g or ml decided by the product); null for sets, vouchers, packing. */
  capacity: number | null;
  giftPacking?: boolean;
  /** "jak działa" tab, markdown; empty string when the product has none. */
  dlaczegoDziala: string;
  /** "skład" tab: INCI list; empty string when none. */
  sklad: string;
  tags: string[];
  /** Category slugs. */
  categories: string[];
  /** For BUNDLE products: component product slugs and quantities. */
  components?: { slug: string; quantity: number }[];
  /** For BUNDLE products: percent off each component (e.g. 15). */
  bundleDiscountPercentage?: number;
  /** Units on hand. */
  stock: number;
  ean?: string;
  /** 1 to 4 pictures; the first is the main one. */
  images: SeedImage[];
}

/** A "dopasuj kosmetyk" set. */
export interface SeedBundle {
  slug: string;
  /** Short need it answers, e.g. "cera sucha". */
  tag: string;
  name: string;
  description: string;
  productSlugs: string[];
  image: SeedImage;
}

export interface SeedPost {
  slug: string;
  title: string;
  tags: string[];
  excerpt: string;
  /** Markdown. */
  body: string;
  publishedDaysAgo: number;
  featured?: boolean;
  image: SeedImage & { title: string };
}

export interface SeedPage {
  slug: string;
  title: string;
  /** Markdown. */
  body: string;
  metaDescription: string;
  canonical?: string;
  robotsIndex?: boolean;
  robotsFollow?: boolean;
}

export interface SeedTestimonial {
  name: string;
  text: string;
}

export interface SeedCompany {
  role: 'CURRENT_SELLER' | 'PAST_SELLER' | 'PICKUP';
  name: string;
  address: string;
  zip: string;
  city: string;
  vatNo?: string;
  mail?: string;
  phone?: string;
  notes?: string;
  /** For the past seller: when it stopped selling, days before seeding. */
  validToDaysAgo?: number;
}

export interface SeedPromotion {
  name: string;
  description: string;
  discountType: 'FIXED' | 'PERCENTAGE' | 'FIXED_PRODUCT' | 'PERCENTAGE_PRODUCT' | 'FREE_SHIPPING';
  /** Grosze for FIXED kinds, percent for PERCENTAGE kinds, 0 for FREE_SHIPPING. */
  value: number;
  minCartValue?: number;
  productSlugs?: string[];
  backgroundColor: string;
  textColor: string;
  overrideText?: string;
}

export interface SeedNavbarPromotion {
  /** Short HTML, e.g. with <strong> and a link. */
  content: string;
  startsInDays: number;
  endsInDays: number;
}

export interface SeedHome {
  hero: { mobile: SeedImage; desktop: SeedImage };
  productOfTheMonthSlug: string;
  hotspotBanner: {
    title: string;
    image: SeedImage;
    /** Up to 5; x and y in percent of the banner. */
    hotspots: { x: number; y: number; productSlug: string }[];
  };
  brandStory: {
    title: string;
    subtitle: string;
    cards: { title: string; text: string; image: SeedImage }[];
  };
  socialFeed: { handle: string; url: string; photos: SeedImage[] };
  socialLinks: { network: 'facebook' | 'instagram' | 'youtube' | 'tiktok'; url: string; label: string }[];
}

export interface SeedShippingMethod {
  methodId: string;
  name: string;
  description: string;
  /** Gross, grosze. */
  price: number;
  cashOnDelivery?: boolean;
  requiresLocker?: boolean;
}

export interface SeedCoupon {
  /** Upper case. */
  code: string;
  name: string;
  discountType: 'FIXED' | 'PERCENTAGE' | 'FIXED_PRODUCT' | 'PERCENTAGE_PRODUCT' | 'FREE_SHIPPING';
  /** Grosze for FIXED kinds, percent for PERCENTAGE kinds, 0 for FREE_SHIPPING. */
  value: number;
  active?: boolean;
  startsInDays?: number;
  endsInDays?: number;
  minCartValue?: number;
  productSlugs?: string[];
  maxRedemptions?: number;
  maxRedemptionsPerUser?: number;
}

export interface SeedReview {
  productSlug: string;
  name: string;
  title: string;
  content: string;
  /** 1 to 5 stars. */
  score: number;
  daysAgo: number;
  /** Written by a customer who bought it (shown as "Zweryfikowany recenzent"). */
  verified: boolean;
}

export interface SeedShop {
  categories: SeedCategory[];
  products: SeedProduct[];
  bundles: SeedBundle[];
  posts: SeedPost[];
  pages: SeedPage[];
  testimonials: SeedTestimonial[];
  companies: SeedCompany[];
  promotions: SeedPromotion[];
  navbarPromotion: SeedNavbarPromotion;
  home: SeedHome;
  shippingMethods: SeedShippingMethod[];
  coupons: SeedCoupon[];
  reviews: SeedReview[];
}
