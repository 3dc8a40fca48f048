import type { ProductListResponse } from '@manufaktura/contract';
import { productDetail, productSummary } from '@manufaktura/contract';

import type { Repositories } from '../repositories/index.ts';
import type {
  KeptView,
  ProductDetail,
  ProductListQuery,
  ProductWithRelations,
  ViewToKeep,
} from '../repositories/products.ts';
import { answerStringifier } from '../serialization.ts';
import { toProductDetail, toProductSummary } from '../wire/products.ts';

/**
 * Product answers kept ready in `product_views` (ADR 016): a product page or a listing is one
 * indexed read of JSON text, built again only when it has expired — a write to something it shows
 * (triggers), a sale window opening or closing, or the API starting.
 */

const writeCard = answerStringifier(productSummary);
const writePage = answerStringifier(productDetail);

interface Span {
  from: number;
  until: number;
}

/**
 * The moments around `now` strictly between which this product's prices show as they do now: its
 * sale window's ends and its price steps. Exactly at one of them nothing holds (a window is open
 * strictly between its ends), so such an answer is built again.
 */
function priceSpan(product: ProductWithRelations, now: Date): Span {
  const moments = [
    product.salePriceStart,
    product.salePriceEnd,
    ...product.priceHistory.flatMap((row) => [row.validFrom, row.validTo]),
  ];
  const at = now.getTime();
  const span: Span = { from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };
  for (const moment of moments) {
    const time = moment?.getTime();
    if (time === undefined) continue;
    if (time === at) return { from: at, until: at };
    if (time < at) span.from = Math.max(span.from, time);
    else span.until = Math.min(span.until, time);
  }
  return span;
}

/** A page holds while every product it shows keeps its prices. */
function pageSpan(product: ProductDetail, now: Date): Span {
  const shown = [product, ...product.components.map((component) => component.product), ...product.related];
  const spans = shown.map((one) => priceSpan(one, now));
  return { from: Math.max(...spans.map((span) => span.from)), until: Math.min(...spans.map((span) => span.until)) };
}

const asMoment = (time: number) =>
  Number.isFinite(time) ? new Date(time).toISOString() : time > 0 ? 'infinity' : '-infinity';

const freshness = (span: Span) => ({ freshFrom: asMoment(span.from), freshUntil: asMoment(span.until) });

/** Builds the cards of these products at `now`, keeps them, and gives them by product id. */
async function buildCards(repositories: Repositories, views: KeptView[], now: Date): Promise<Map<string, string>> {
  const found = await repositories.products.byIds(
    views.map((view) => view.id),
    now,
  );
  const generations = new Map(views.map((view) => [view.id, view.generation]));
  const built = found.map((product) => ({
    id: product.productId,
    generation: generations.get(product.productId)!,
    body: writeCard(toProductSummary(product, now)),
    ...freshness(priceSpan(product, now)),
  }));
  await repositories.products.keepViews('card', built);
  return new Map(built.map((card) => [card.id, card.body]));
}

/** Builds one product's page at `now` and keeps it; undefined when it is not for sale. */
async function buildPage(
  repositories: Repositories,
  slug: string,
  generation: string,
  now: Date,
): Promise<string | undefined> {
  const product = await repositories.products.bySlug(slug, now);
  if (!product) return undefined;
  const page: ViewToKeep = {
    id: product.productId,
    generation,
    body: writePage(toProductDetail(product, now, product.rating)),
    ...freshness(pageSpan(product, now)),
  };
  await repositories.products.keepViews('detail', [page]);
  return page.body;
}

/** A product page's answer as JSON text, or undefined when no published product has this slug. */
export async function productPageAnswer(
  repositories: Repositories,
  slug: string,
  now: Date,
): Promise<string | undefined> {
  const view = await repositories.products.pageView(slug, now);
  if (!view) return undefined;
  return view.body ?? (await buildPage(repositories, slug, view.generation, now));
}

/** The cards of these products in their order: the kept ones as they are, the expired ones built again. */
export async function cardsOf(repositories: Repositories, views: KeptView[], now: Date): Promise<string[]> {
  const expired = views.filter((view) => view.body === null);
  const built = expired.length > 0 ? await buildCards(repositories, expired, now) : undefined;
  // A product unpublished between the two reads has no card: it leaves the answer.
  return views.flatMap((view) => view.body ?? built?.get(view.id) ?? []);
}

/** A listing's answer as JSON text: the page's cards in the envelope the contract describes. */
export async function productListAnswer(repositories: Repositories, query: ProductListQuery): Promise<string> {
  const { items, total } = await repositories.products.listCards(query);
  const cards = await cardsOf(repositories, items, query.now);
  const envelope: Omit<ProductListResponse, 'items'> = { total, limit: query.limit, offset: query.offset };
  return `{"items":[${cards.join(',')}],"total":${envelope.total},"limit":${envelope.limit},"offset":${envelope.offset}}`;
}

/**
 * Builds the expired answers of up to `limit` products (the API keeps them ready in the background,
 * so a shopper seldom waits for one); how many products it built.
 */
export async function refreshProductViews(repositories: Repositories, now: Date, limit: number): Promise<number> {
  const expired = await repositories.products.expiredViews(now, limit);
  const cards = expired.filter((view) => view.card).map((view) => ({ ...view, body: null }));
  if (cards.length > 0) await buildCards(repositories, cards, now);
  for (const view of expired.filter((one) => one.detail)) {
    await buildPage(repositories, view.slug, view.generation, now);
  }
  return expired.length;
}
