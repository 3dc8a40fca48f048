import { slugify } from '@manufaktura/core';
import { schema } from '@manufaktura/db';
import { demoShop } from '@manufaktura/db/demo-shop';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const app = useTestApp({ seed: true, now: () => NOW });

async function search(q: string): Promise<{ products: { slug: string; name: string }[]; posts: { slug: string }[] }> {
  const response = await app().inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const slugsOf = (results: { products: { slug: string }[] }) => results.products.map((p) => p.slug);
/** "Mydło różane" → "mydlo rozane": how a shopper without Polish keys types it. */
const withoutAccents = (text: string) => slugify(text).replaceAll('-', ' ');

describe('GET /api/search', () => {
  it.each(['ab', ' a ', ''])('answers %j with 400 and "Wpisz co najmniej 3 litery"', async (q) => {
    const response = await app().inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorMsgCode: 'search.query.too.short',
      message: 'Wpisz co najmniej 3 litery',
    });
  });

  it('finds "mydło" when typed "mydlo"', async () => {
    const soaps = demoShop.products.filter((p) => /mydło/i.test(p.name)).map((p) => p.slug);
    expect(soaps.length).toBeGreaterThan(0);
    const found = slugsOf(await search('mydlo'));
    for (const slug of soaps.slice(0, 10)) expect(found).toContain(slug);
  });

  it('finds a product by its name typed without accents, first', async () => {
    const product = demoShop.products.find((p) => /[ąćęłńóśźż]/.test(p.name) && p.name.split(' ').length >= 2)!;
    expect(slugsOf(await search(withoutAccents(product.name)))[0]).toBe(product.slug);
  });

  it('finds a product by the beginning of a word', async () => {
    const product = demoShop.products.find((p) => p.name.split(' ').some((w) => w.length >= 8))!;
    const word = product.name.split(' ').find((w) => w.length >= 8)!;
    expect(slugsOf(await search(word.slice(0, 5)))).toContain(product.slug);
  });

  it('forgives a typo', async () => {
    const product = demoShop.products.find((p) => p.name.split(' ').some((w) => /^[a-z]{8,}$/i.test(w)))!;
    const word = product.name.split(' ').find((w) => /^[a-z]{8,}$/i.test(w))!;
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    expect(slugsOf(await search(typo))).toContain(product.slug);
  });

  it('forgives swapped letters in a short word: "krme" finds the creams', async () => {
    const creams = demoShop.products.filter((p) => /^krem\b/i.test(p.name)).map((p) => p.slug);
    expect(creams.length).toBeGreaterThan(0);
    expect(slugsOf(await search('krme'))).toEqual(expect.arrayContaining(creams.slice(0, 5)));
  });

  it('forgives a typo in one word of several, keeping the others', async () => {
    const product = demoShop.products.find((p) => /^Mydło \p{L}{8,}$/u.test(p.name))!;
    const [, word] = withoutAccents(product.name).split(' ') as [string, string];
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    expect(slugsOf(await search(`mydlo ${typo}`))).toContain(product.slug);
  });

  it('learns the words of a new product name, typos included', async () => {
    await app()
      .db.insert(schema.products)
      .values({ slug: 'szampon-pokrzywowy', name: 'Szampon pokrzywowy', nonSalePrice: 3990 });
    expect(slugsOf(await search('pokrzyowwy'))).toContain('szampon-pokrzywowy');
  });

  it('finds a product by its new name at once, and no longer once it is withdrawn from sale', async () => {
    const product = demoShop.products.find((p) => p.type === 'PRODUCT')!;
    const change = (values: Partial<typeof schema.products.$inferInsert>) =>
      app().db.update(schema.products).set(values).where(eq(schema.products.slug, product.slug));
    try {
      await change({ name: 'Balsam kwietnikowy' });
      expect(slugsOf(await search('kwietnikowy'))).toEqual([product.slug]);
      await change({ published: false });
      expect(slugsOf(await search('kwietnikowy'))).not.toContain(product.slug);
    } finally {
      await change({ name: product.name, published: true });
    }
  });

  it('ranks a match in the name above matches in descriptions', async () => {
    const product = demoShop.products.find((p) => /lawend/i.test(p.name))!;
    const found = slugsOf(await search('lawenda'));
    const firstNameMatch = found.findIndex((slug) =>
      demoShop.products.find((p) => p.slug === slug)!.name.match(/lawend/i),
    );
    expect(firstNameMatch).toBe(0);
    expect(found).toContain(product.slug);
  });

  it('finds blog posts by their title', async () => {
    const post = demoShop.posts[0]!;
    const word = post.title.split(/\s+/).find((w) => w.length >= 6)!;
    expect((await search(word)).posts.map((p) => p.slug)).toContain(post.slug);
  });

  it('shows a found post as the blog lists it: picture, tags, excerpt, date', async () => {
    const listed = (await app().inject({ method: 'GET', url: '/api/posts?limit=50' })).json().items as {
      slug: string;
    }[];
    const post = demoShop.posts.find((p) => listed.some((item) => item.slug === p.slug))!;
    const word = post.title.split(/\s+/).find((w) => w.length >= 6)!;
    const found = (await search(word)).posts.find((p) => p.slug === post.slug);
    expect(found).toEqual(listed.find((item) => item.slug === post.slug));
  });

  it('forgives typos in two words at once: it finds what the corrected words find', async () => {
    const product = demoShop.products.find((p) => /^Mydło \p{L}{8,}$/u.test(p.name))!;
    const [, word] = withoutAccents(product.name).split(' ') as [string, string];
    const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
    const corrected = await search(`mydla ${word}`);
    expect(corrected.products.length).toBeGreaterThan(0);
    expect(await search(`mydlp ${typo}`)).toEqual({ ...corrected, q: `mydlp ${typo}` });
  });

  it('answers a query that matches nothing with empty lists', async () => {
    expect(await search('xyzzyqwerty')).toMatchObject({ products: [], posts: [] });
  });

  it('treats characters that mean something to full-text search as plain text', async () => {
    for (const q of ["kr'em & | ! :*", '((((', 'a:b:c', '<script>', '%_%']) {
      const response = await app().inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
    }
  });
});
