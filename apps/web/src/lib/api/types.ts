/** An image as the shop's media serves it (see the API's Image schema). */
export interface ImageData {
  url: string;
  alt: string;
  width: number;
  height: number;
  placeholderColor: string;
  srcset: { avif: string; webp: string; jpeg: string };
}

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
}
