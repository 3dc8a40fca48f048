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
