import { schema } from '@manufaktura/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectStaffOnly, signedInCrew, staffHelpers } from './fixtures/staff.ts';
import { REVALIDATE_SECRET, storefrontStandIn } from './fixtures/storefront.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import type { TestAppOptions } from './helper.ts';
import { useTestApp } from './helper.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const shop = tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany' })], {
  reviews: [
    { productSlug: 'krem', name: 'Ola', title: 'Super', content: 'Lekki.', score: 5, daysAgo: 3, verified: false },
  ],
});
// Public answers are cached here, so the test sees the moderation drop them.
const options: TestAppOptions = { seed: shop, now: () => now, responseCacheSeconds: 300 };
const notices = storefrontStandIn(options);
const app = useTestApp(options);
const helpers = staffHelpers(app, () => now);
let crew: Awaited<ReturnType<typeof signedInCrew>>;
let waitingId: string;

beforeAll(async () => {
  crew = await signedInCrew(helpers, 'opinie');
  const [krem] = await app().db.select().from(schema.products).where(eq(schema.products.slug, 'krem'));
  const [waiting] = await app()
    .db.insert(schema.reviews)
    .values({
      productId: krem!.productId,
      reviewerDisplayName: 'Ela',
      title: 'Za tłusty',
      content: '=HYPERLINK("http://zly.example")',
      score: 1,
      published: false,
      authorEmail: 'ela@example.com',
      createdAt: now,
    })
    .returning();
  waitingId = waiting!.reviewId;
});

const shopReviews = async () => (await app().inject({ method: 'GET', url: '/api/products/krem/reviews' })).json();
const list = async (status?: string) =>
  (await crew.manager.request('GET', `/api/admin/reviews${status ? `?status=${status}` : ''}`)).json();

describe('GET /api/admin/reviews', () => {
  it('lists the reviews newest first, by state, with their product', async () => {
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      id: waitingId,
      product_slug: 'krem',
      product_name: 'Krem różany',
      status: 'waiting',
      status_name: 'czeka na decyzję',
      author_email: 'ela@example.com',
      moderated_at: null,
    });
    expect((await list('waiting')).data.map((r: { id: string }) => r.id)).toEqual([waitingId]);
    expect((await list('published')).data.map((r: { title: string }) => r.title)).toEqual(['Super']);
    expect((await list('hidden')).total).toBe(0);
  });

  it('refuses an unknown state and paging out of range', async () => {
    for (const query of ['status=new', 'limit=0', 'offset=-1', 'extra=1']) {
      const response = await crew.manager.request('GET', `/api/admin/reviews?${query}`);
      expect([response.statusCode, response.json().errorMsgCode], query).toEqual([400, 'request.invalid']);
    }
  });
});

describe('POST /api/admin/reviews/:id/moderation', () => {
  it('publishes a waiting review: the shop shows it and counts it in the rating at once, audited', async () => {
    const before = await shopReviews();
    expect(before.rating).toEqual({ average: 5, count: 1 });

    const published = await crew.manager.request('POST', `/api/admin/reviews/${waitingId}/moderation`, {
      published: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', moderated_at: now.toISOString() });
    const after = await shopReviews();
    expect(after.rating).toEqual({ average: 3, count: 2 });
    expect(after.items.map((r: { title: string }) => r.title)).toContain('Za tłusty');
    await expect
      .poll(() => notices.at(-1))
      .toEqual({ authorization: `Bearer ${REVALIDATE_SECRET}`, tags: ['products', 'product:krem', 'home'] });

    const [audit] = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'review'), eq(schema.auditLog.entityId, waitingId)));
    expect(audit).toMatchObject({
      action: 'review.published',
      staffEmail: 'kierownik.opinie@manufaktura.pl',
      before: { status: 'waiting' },
      after: { status: 'published' },
    });
  });

  it('hides a published review: gone from the shop and its rating', async () => {
    const response = await crew.owner.request('POST', `/api/admin/reviews/${waitingId}/moderation`, {
      published: false,
    });
    expect(response.json().status).toBe('hidden');
    expect((await shopReviews()).rating).toEqual({ average: 5, count: 1 });
    expect((await list('hidden')).data.map((r: { id: string }) => r.id)).toEqual([waitingId]);
    const rows = await app().db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'review.hidden'));
    expect(rows[0]).toMatchObject({ staffEmail: 'wlascicielka.opinie@manufaktura.pl', after: { status: 'hidden' } });
  });

  it('answers 404 for an unknown review and 400 for a malformed id or body', async () => {
    const unknown = await crew.manager.request(
      'POST',
      '/api/admin/reviews/00000000-0000-4000-8000-000000000000/moderation',
      { published: true },
    );
    expect([unknown.statusCode, unknown.json().errorMsgCode]).toEqual([404, 'review.not.found']);
    for (const [url, body] of [
      ['/api/admin/reviews/nie-uuid/moderation', { published: true }],
      [`/api/admin/reviews/${waitingId}/moderation`, {}],
      [`/api/admin/reviews/${waitingId}/moderation`, { published: 'tak' }],
      [`/api/admin/reviews/${waitingId}/moderation`, { published: true, score: 5 }],
    ] as const) {
      const response = await crew.manager.request('POST', url, body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([
        400,
        'request.invalid',
      ]);
    }
  });

  it('is for managers and owners only', async () => {
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/reviews'],
      ['GET', `/api/admin/reviews/${waitingId}`],
      ['POST', `/api/admin/reviews/${waitingId}/moderation`, { published: true }],
    ]);
    expect((await list('hidden')).total).toBe(1);
  });
});
