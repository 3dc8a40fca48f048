import type { OrderState } from '@manufaktura/core';
import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const app = useTestApp({
  now: () => NOW,
  seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem' }), tinyProduct({ slug: 'serum', name: 'Serum' })], {
    reviews: [
      {
        productSlug: 'krem',
        name: 'Ola',
        title: 'Super',
        content: 'Świetny &amp; lekki<br>krem \ufffd',
        score: 5,
        daysAgo: 1,
        verified: true,
      },
      { productSlug: 'krem', name: 'Anonim', title: 'Ok', content: 'Może być.', score: 4, daysAgo: 5, verified: false },
      {
        productSlug: 'krem',
        name: 'Ela',
        title: 'Nie dla mnie',
        content: 'Za tłusty.',
        score: 2,
        daysAgo: 9,
        verified: true,
      },
    ],
  }),
});
const get = (url: string) => app().inject({ method: 'GET', url });

describe('GET /api/products/:slug/reviews', () => {
  it('lists the reviews newest first with the average and the count', async () => {
    const body = (await get('/api/products/krem/reviews')).json();
    expect(body.rating).toEqual({ average: 3.7, count: 3 });
    expect(body.total).toBe(3);
    expect(body.items.map((r: { reviewer_display_name: string }) => r.reviewer_display_name)).toEqual([
      'Ola',
      'Anonim',
      'Ela',
    ]);
  });

  it('cleans the text: HTML decoded to plain text, U+FFFD removed', async () => {
    const [first] = (await get('/api/products/krem/reviews?limit=1')).json().items;
    expect(first.content).not.toContain('\ufffd');
    expect(first.content).not.toMatch(/<|&amp;/);
    expect(first.content).toContain('Świetny & lekki');
  });

  it('marks a review as verified unless its author is an AnonymousUser', async () => {
    const { items } = (await get('/api/products/krem/reviews')).json();
    expect(items.map((r: { verified: boolean }) => r.verified)).toEqual([true, false, true]);
  });

  it('pages, and answers a product without reviews with no rating', async () => {
    expect((await get('/api/products/krem/reviews?limit=1&offset=2')).json().items).toHaveLength(1);
    expect((await get('/api/products/serum/reviews')).json()).toMatchObject({ items: [], rating: null, total: 0 });
    expect((await get('/api/products/nie-ma/reviews')).statusCode).toBe(404);
    expect((await get('/api/products/krem/reviews?limit=0')).statusCode).toBe(400);
  });

  it('gives the product page its rating', async () => {
    expect((await get('/api/products/krem')).json().rating).toEqual({ average: 3.7, count: 3 });
    expect((await get('/api/products/serum')).json().rating).toBeNull();
  });
});

describe('GET /api/reviews/:id', () => {
  it('gives one review, and 404 review.not.found for an unknown id', async () => {
    const [first] = (await get('/api/products/krem/reviews')).json().items;
    expect((await get(`/api/reviews/${first.id}`)).json()).toEqual(first);
    const missing = await get('/api/reviews/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMsgCode).toBe('review.not.found');
    expect((await get('/api/reviews/nie-uuid')).statusCode).toBe(400);
  });
});

describe('the verified buyer’s mark of a review whose author the shop knows', () => {
  const db = () => app().db;
  let orders = 0;

  async function productId(slug: string) {
    const [row] = await db().select().from(schema.products).where(eq(schema.products.slug, slug));
    return row!.productId;
  }

  /** An order of one product, already in the given state (staff move orders along in the back office). */
  async function order(buyer: { email: string; accountId?: string }, slug: string, status: OrderState) {
    orders += 1;
    const [placed] = await db()
      .insert(schema.orders)
      .values({
        number: `MF-2026-9${String(orders).padStart(5, '0')}`,
        status,
        paymentMethod: 'cod',
        email: buyer.email,
        accountId: buyer.accountId ?? null,
        itemsTotal: 5000,
        discountTotal: 0,
        shippingTotal: 0,
        taxTotal: 935,
        grandTotal: 5000,
        snapshot: {},
      })
      .returning();
    await db()
      .insert(schema.orderLines)
      .values({
        orderId: placed!.orderId,
        productId: await productId(slug),
        name: slug,
        quantity: 1,
        unitPrice: 5000,
        discountTotal: 0,
        total: 5000,
        taxRate: 23,
        tax: 935,
        position: 0,
      });
  }

  async function review(slug: string, author: { accountId?: string; authorEmail?: string }) {
    const [row] = await db()
      .insert(schema.reviews)
      .values({
        productId: await productId(slug),
        reviewerDisplayName: 'Kasia',
        content: 'Dobre.',
        score: 5,
        ...author,
      })
      .returning();
    return (await get(`/api/reviews/${row!.reviewId}`)).json() as { id: string; verified: boolean; user_type: string };
  }

  async function account(email: string) {
    const [row] = await db().insert(schema.accounts).values({ email }).returning();
    return row!.accountId;
  }

  it('marks the review of an e-mail address with a delivered order of that product', async () => {
    await order({ email: 'kupila@example.pl' }, 'serum', 'delivered');
    expect(await review('serum', { authorEmail: 'kupila@example.pl' })).toMatchObject({
      verified: true,
      user_type: 'VerifiedBuyer',
    });
  });

  it('does not mark it while the order is on its way, nor for an order of another product', async () => {
    await order({ email: 'czeka@example.pl' }, 'serum', 'shipped');
    await order({ email: 'inny@example.pl' }, 'krem', 'delivered');
    for (const authorEmail of ['czeka@example.pl', 'inny@example.pl', 'nigdy@example.pl'])
      expect(await review('serum', { authorEmail })).toMatchObject({ verified: false, user_type: 'AnonymousUser' });
  });

  it('marks an account’s review by its own delivered order, whatever e-mail the order was placed with', async () => {
    const buyer = await account('konto@example.pl');
    const stranger = await account('obcy@example.pl');
    await order({ email: 'inny-adres@example.pl', accountId: buyer }, 'serum', 'delivered');
    expect((await review('serum', { accountId: buyer })).verified).toBe(true);
    expect((await review('serum', { accountId: stranger })).verified).toBe(false);
  });

  it('takes the mark back when the order is returned', async () => {
    await order({ email: 'zwrot@example.pl' }, 'serum', 'delivered');
    const marked = await review('serum', { authorEmail: 'zwrot@example.pl' });
    expect(marked.verified).toBe(true);
    await db().update(schema.orders).set({ status: 'returned' }).where(eq(schema.orders.email, 'zwrot@example.pl'));
    expect((await get(`/api/reviews/${marked.id}`)).json().verified).toBe(false);
  });
});
