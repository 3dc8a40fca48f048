import { seedDemoShop } from '@manufaktura/db';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

const now = new Date('2026-11-21T12:00:00Z');
const app = useTestApp({
  extend: async (instance) => {
    await seedDemoShop(instance.db, now);
  },
});

describe('GET /api/products', () => {
  it('lists published products with prices in PLN and their categories', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.length).toBeGreaterThan(3);
    const cream = items.find((p: { slug: string }) => p.slug === 'krem-nawilzajacy-z-olejem-konopnym');
    expect(cream).toMatchObject({
      name: 'Krem nawilżający',
      prices: { PLN: { non_sale_price: 69, sale_price: null } },
      sale: false,
      unit_price: 69,
      previous_unit_price: null,
      categories: [{ slug: 'pielegnacja-twarzy', name: 'Pielęgnacja twarzy' }],
    });
  });

  it('prices a product inside its sale window at the sale price', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const serum = items.find((p: { slug: string }) => p.slug === 'serum-rozswietlajace-z-rokitnikiem');
    expect(serum).toMatchObject({ sale: true, unit_price: 71.2, previous_unit_price: 89 });
  });

  it('filters by category and pages with limit and offset', async () => {
    const soaps = (await app().inject({ method: 'GET', url: '/api/products?category=mydla-naturalne' })).json();
    expect(soaps.items.length).toBeGreaterThan(0);
    for (const product of soaps.items) {
      expect(product.categories.map((c: { slug: string }) => c.slug)).toContain('mydla-naturalne');
    }
    const page = (await app().inject({ method: 'GET', url: '/api/products?limit=2&offset=1' })).json();
    expect(page.items).toHaveLength(2);
  });

  it('answers an unknown category with an empty list', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/products?category=nie-istnieje' });
    expect(response.json()).toEqual({ items: [] });
  });

  it.each(['limit=abc', 'limit=0', 'limit=101', 'offset=-1'])('rejects %s with 400 request.invalid', async (query) => {
    const response = await app().inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMsgCode).toBe('request.invalid');
  });
});
