import { randomUUID } from 'node:crypto';

import { nthShopper } from '../apps/api/test/fixtures/checkout.ts';
import type { Scenario, Step } from './load.ts';
import { expect, fetchJson } from './load.ts';

interface Catalog {
  /** Each category with its published products. */
  categories: { slug: string; products: number }[];
  productSlugs: string[];
  /** Products carts and orders use (plenty of stock). */
  cartProductIds: string[];
  /** Sessions the API issued (only the server makes session tokens), handed out one per cart. */
  sessions: string[];
}

interface CartBody {
  version: number;
  items: { product_id: string; quantity: number }[];
}

const POPULAR_QUERIES = [
  'krem',
  'mydlo',
  'lawenda',
  'serum rokitnik',
  'olej konopny',
  'nawilzajacy',
  'rozany',
  'peeling',
];
/** The popular queries as shoppers mistype them. */
const TYPO_QUERIES = [
  'krme',
  'mydlp',
  'lawnedowy',
  'serum rokitnki',
  'olejke konopny',
  'nawilzjacy',
  'rozny',
  'peelnig',
];
/** Additions per cart before a connection starts a new session, so carts stay the size shoppers have. */
const ADDITIONS_PER_SESSION = 25;
/** Lines a cart holds in the add-to-cart scenario. */
const CART_LINES = 5;
const COD_SHIPPING = { method_id: 'inpost-paczkomat-pobranie', attributes: { locker_code: 'KRA010' } };

/** More sessions than the fastest run fills carts in. */
const SESSIONS = 2_000;
const SESSIONS_AT_ONCE = 50;
const json = (body: unknown) => JSON.stringify(body);

/** What the scenarios need to know of the shop under test. */
export async function readCatalog(api: string): Promise<Catalog> {
  const categories = (await fetchJson<{ items: { slug: string; product_count: number }[] }>(`${api}/api/categories`))
    .body.items;
  const products = (await fetchJson<{ items: { slug: string; product_id: string }[] }>(`${api}/api/products?limit=50`))
    .body.items;
  const cartProducts = (
    await fetchJson<{ items: { product_id: string }[] }>(`${api}/api/products?limit=40&sort=newest`)
  ).body.items;
  return {
    categories: categories.map((c) => ({ slug: c.slug, products: c.product_count })),
    productSlugs: products.map((p) => p.slug),
    cartProductIds: cartProducts.map((p) => p.product_id),
    sessions: await issueSessions(api, SESSIONS),
  };
}

/** Asks the API for `count` new sessions (a private answer names a new one to a client without any). */
async function issueSessions(api: string, count: number): Promise<string[]> {
  const sessions: string[] = [];
  while (sessions.length < count) {
    const batch = await Promise.all(
      Array.from({ length: SESSIONS_AT_ONCE }, async () => {
        const response = await fetch(`${api}/api/carts`);
        await response.arrayBuffer();
        const session = response.headers.get('session-id');
        if (!session) throw new Error('GET /api/carts named no session');
        return session;
      }),
    );
    sessions.push(...batch);
  }
  return sessions;
}

function cycle<T>(items: T[]): () => T {
  let i = Math.floor(Math.random() * items.length);
  return () => items[i++ % items.length]!;
}

async function postCart(api: string, headers: Record<string, string>, body: unknown): Promise<CartBody> {
  return (
    await fetchJson<CartBody>(`${api}/api/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: json(body),
    })
  ).body;
}

/** A product's page data; `uncached` names the scenario run against the API without its response cache. */
export function productBySlug(api: string, catalog: Catalog, uncached = false): Scenario {
  return {
    name: uncached ? 'product by slug, uncached' : 'product by slug',
    check: async () => {
      const slug = catalog.productSlugs[0]!;
      const { body } = await fetchJson<{ slug: string }>(`${api}/api/products/${slug}`);
      expect(body.slug === slug, `product ${slug} answered another product`);
    },
    steps: () => {
      const slug = cycle(catalog.productSlugs);
      return () => ({ path: `/api/products/${slug()}` });
    },
  };
}

/** A category's page in the API section: what the storefront's category page asks for. */
const CATEGORY_PAGE = 20;
/**
 * The page the scale section compares on both catalogues: the demo shop's categories hold 3 to 13
 * products, so its "page of 20" is a page of 6 on average against the large shop's full 20, three
 * times the cards to send. Asking both for full pages of this size compares the same work.
 */
export const SCALE_PAGE = 6;

/**
 * A full page of `limit` products from a category that has that many; `uncached` names the
 * scenario run against the API without its response cache (api-server.ts), where the database
 * answers every request.
 */
export function categoryList(api: string, catalog: Catalog, uncached = false, limit = CATEGORY_PAGE): Scenario {
  const path = (slug: string) => `/api/products?category=${slug}&limit=${limit}`;
  const full = catalog.categories.filter((category) => category.products >= limit).map((category) => category.slug);
  return {
    name: `category list, ${limit} products${uncached ? ', uncached' : ''}`,
    check: async () => {
      expect(full.length > 0, `no category has ${limit} products`);
      for (const slug of full) {
        const { body } = await fetchJson<{ items: { categories: { slug: string }[] }[] }>(`${api}${path(slug)}`);
        expect(body.items.length === limit, `category ${slug} listed ${body.items.length} products, not ${limit}`);
        expect(
          body.items.every((p) => p.categories.some((c) => c.slug === slug)),
          `category ${slug} listed a product of another category`,
        );
      }
    },
    steps: () => {
      const slug = cycle(full);
      return () => ({ path: path(slug()) });
    },
  };
}

export function searchPopular(api: string): Scenario {
  return {
    name: 'search (popular queries)',
    check: async () => {
      const { body } = await fetchJson<{ products: unknown[] }>(`${api}/api/search?q=krem`);
      expect(body.products.length > 0, 'search for "krem" found nothing');
    },
    steps: () => {
      const q = cycle(POPULAR_QUERIES);
      return () => ({ path: `/api/search?q=${encodeURIComponent(q())}` });
    },
  };
}

/**
 * Search the response cache cannot answer (run against the API without it,
 * api-server.ts), so the database runs the whole search every time. `typos`
 * asks with misspelt words, which the search corrects from the names' words first.
 */
export function searchUncached(api: string, typos = false): Scenario {
  const queries = typos ? TYPO_QUERIES : POPULAR_QUERIES;
  const path = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
  return {
    name: typos ? 'search, uncached, with a typo' : 'search, uncached',
    check: async () => {
      for (const q of queries) {
        const { body } = await fetchJson<{ products: unknown[] }>(`${api}${path(q)}`);
        expect(body.products.length > 0, `search for "${q}" found nothing`);
      }
    },
    steps: () => {
      const q = cycle(queries);
      return () => ({ path: path(q()) });
    },
  };
}

/** Each connection its own session, adding one unit at a time to a cart of a few lines. */
export function addToCart(api: string, catalog: Catalog): Scenario {
  const newSession = cycle(catalog.sessions);
  return {
    name: 'add to cart',
    check: async () => {
      const session = newSession();
      const productId = catalog.cartProductIds[0]!;
      const first = await postCart(
        api,
        { 'session-id': session },
        { add_items: [{ product_id: productId, quantity: 1 }] },
      );
      const second = await postCart(
        api,
        { 'session-id': session },
        { add_items: [{ product_id: productId, quantity: 1 }] },
      );
      expect(second.version === first.version + 1, `cart version went ${first.version} → ${second.version}`);
      expect(second.items[0]?.quantity === 2, 'adding a unit twice did not make a quantity of 2');
    },
    steps: () => {
      let session = newSession();
      let added = 0;
      const offset = Math.floor(Math.random() * catalog.cartProductIds.length);
      return (): Step => {
        if (added > 0 && added % ADDITIONS_PER_SESSION === 0) session = newSession();
        const productId = catalog.cartProductIds[(offset + (added++ % CART_LINES)) % catalog.cartProductIds.length]!;
        return {
          method: 'POST',
          path: '/api/carts',
          headers: { 'session-id': session },
          body: json({ add_items: [{ product_id: productId, quantity: 1 }] }),
          onResponse: (_, body) => body.includes('"version"'),
        };
      };
    },
  };
}

/** Each connection fills a cart for cash on delivery, then places it; one order is two requests. */
export function placeOrder(api: string, catalog: Catalog): Scenario {
  const newSession = cycle(catalog.sessions);
  /** Every order is another shopper's, from their own address (the shop limits orders per each). */
  let shoppers = 0;
  const nextShopper = () => {
    const shopper = nthShopper(shoppers++);
    return { headers: { 'session-id': newSession(), 'x-forwarded-for': shopper.address }, shopper };
  };
  const cartBody = (productId: string, shopper: ReturnType<typeof nthShopper>) =>
    json({
      add_items: [{ product_id: productId, quantity: 1 }],
      email: shopper.email,
      billing: shopper.billing,
      shippingService: COD_SHIPPING,
    });
  const orderBody = (version: number) =>
    json({
      version,
      payment_method: 'cod',
      wants_invoice: false,
      consents: { terms: true, privacy: true, newsletter: false },
      idempotency_key: randomUUID(),
    });
  return {
    name: 'order placement (cart + cash on delivery)',
    requestsPerUnit: 2,
    check: async () => {
      const { headers, shopper } = nextShopper();
      const cart = await postCart(api, headers, JSON.parse(cartBody(catalog.cartProductIds[0]!, shopper)));
      const { body } = await fetchJson<{ order: { number: string; status: string } }>(`${api}/api/payment/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: orderBody(cart.version),
      });
      expect(/^MF-\d{4}-\d{6}$/.test(body.order.number), `order number ${body.order.number}`);
      expect(body.order.status === 'confirmed', `order status ${body.order.status}`);
    },
    steps: () => {
      const product = cycle(catalog.cartProductIds);
      let version: number | undefined;
      let headers: Record<string, string> = {};
      return (): Step => {
        if (version === undefined) {
          const next = nextShopper();
          headers = next.headers;
          return {
            method: 'POST',
            path: '/api/carts',
            headers,
            body: cartBody(product(), next.shopper),
            onResponse: (_, body) => {
              version = (JSON.parse(body) as CartBody).version;
            },
          };
        }
        const placing = version;
        version = undefined;
        return {
          method: 'POST',
          path: '/api/payment/invoke',
          headers,
          body: orderBody(placing),
          onResponse: (_, body) => body.includes('"number":"MF-'),
        };
      };
    },
  };
}
