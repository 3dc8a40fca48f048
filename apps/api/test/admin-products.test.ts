import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { LIMITS } from '../src/plugins/app/rate-limit.ts';
import { backOfficeShop } from './fixtures/back-office.ts';
import type { StaffBrowser } from './fixtures/staff.ts';
import { ADMIN_ORIGIN, expectStaffOnly, staffHelpers } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const HOUR = 3_600_000;
const { app, notices, crew } = backOfficeShop('produkty', now);

/** A photo as a phone takes it: 1200 × 800, lying on its side (EXIF orientation 6), with the camera's metadata. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Telefon', Copyright: 'Ewa' } } })
    .toBuffer();

/** Sends bytes as the back office's upload does. */
function upload(member: StaffBrowser, data: Buffer, contentType = 'image/jpeg', name = 'Krem różany.jpg') {
  return app().inject({
    method: 'POST',
    url: `/api/admin/media?name=${encodeURIComponent(name)}`,
    payload: data,
    headers: {
      'content-type': contentType,
      origin: ADMIN_ORIGIN,
      ...(member.cookie ? { cookie: `manufaktura_admin=${member.cookie}` } : {}),
    },
  });
}

const categoryIds = async () =>
  Object.fromEntries(
    ((await crew.manager.request('GET', '/api/admin/categories')).json().data as { id: string; slug: string }[]).map(
      (category) => [category.slug, category.id],
    ),
  );

const shopProduct = (slug: string) => app().inject({ method: 'GET', url: `/api/products/${slug}` });

const auditOf = (entityId: string) =>
  app()
    .db.select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'product'), eq(schema.auditLog.entityId, entityId)))
    .orderBy(asc(schema.auditLog.at));

describe('POST /api/admin/media', () => {
  it('stores a photo upright, without the camera’s metadata, and serves its variants', async () => {
    const response = await upload(crew.manager, await phonePhoto());
    expect(response.statusCode).toBe(201);
    const media = response.json();
    // Turned upright: the phone held it on its side.
    expect(media).toMatchObject({ width: 800, height: 1200, alt: '' });
    expect(media.key).toMatch(/^uploads\/krem-rozany-jpg-[0-9a-f]{8}$/);
    expect(media.url).toBe(`/media/${media.key}-320.webp`);

    const originals = await readdir(join(app().mediaDir, 'originals', 'uploads'));
    expect(originals).toContain(`${media.key.split('/')[1]}.webp`);
    const stored = await sharp(join(app().mediaDir, 'originals', `${media.key}.webp`)).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 800, 1200, undefined]);

    const variant = await app().inject({ method: 'GET', url: `/media/${media.key}-640.avif` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);

    const [audit] = await app()
      .db.select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'media'), eq(schema.auditLog.entityId, media.id)));
    expect(audit).toMatchObject({ action: 'media.upload', staffEmail: 'kierownik.produkty@manufaktura.pl' });
  });

  it('refuses what is no JPEG, PNG or WebP whatever the header says, a broken file, a small or a huge picture', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const jpeg = await phonePhoto();
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // 10,000 × 10,000 pixels in a few kilobytes: decoding it would take 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases = [
      [svg, 'image/svg+xml', 415, 'media.type.unsupported'],
      [svg, 'image/png', 415, 'media.type.unsupported'],
      [gif, 'image/gif', 415, 'media.type.unsupported'],
      [Buffer.from('to nie jest zdjęcie'), 'image/jpeg', 400, 'media.image.invalid'],
      [jpeg.subarray(0, 400), 'image/jpeg', 400, 'media.image.invalid'],
      [small, 'image/png', 400, 'media.image.too.small'],
      [bomb, 'image/png', 400, 'media.image.invalid'],
      [Buffer.alloc(16 * 1024 * 1024, 1), 'image/jpeg', 413, 'request.too.large'],
    ] as const;
    for (const [data, type, status, code] of cases) {
      const response = await upload(crew.manager, data, type);
      expect([response.statusCode, response.json().errorMsgCode], `${type} ${data.length} B`).toEqual([status, code]);
      expect(response.json().message).toMatch(/\p{L}/u);
    }
    const json = await crew.manager.request('POST', '/api/admin/media', { image: 'x' });
    expect([json.statusCode, json.json().errorMsgCode]).toEqual([415, 'media.type.unsupported']);
  });

  it('takes uploads only from managers and owners, from the back office’s own pages', async () => {
    const photo = await phonePhoto();
    expect((await upload(crew.packer, photo)).statusCode).toBe(403);
    expect((await upload(crew.stranger, photo)).statusCode).toBe(401);
    const elsewhere = await app().inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: photo,
      headers: {
        'content-type': 'image/jpeg',
        origin: 'https://inna-strona.example',
        cookie: `manufaktura_admin=${crew.manager.cookie}`,
      },
    });
    expect([elsewhere.statusCode, elsewhere.json().errorMsgCode]).toEqual([403, 'admin.origin.invalid']);
  });

  it('takes at most so many uploads from one member of staff in ten minutes, refused or not', async () => {
    const helpers = staffHelpers(app, () => now);
    const member = await helpers.acceptedBy(
      (await helpers.invite(crew.owner, 'zdjecia.produkty@manufaktura.pl', 'MANAGER')).token,
    );
    const { max } = LIMITS.uploadsPerStaffMember;
    const notAPicture = Buffer.from('to nie jest zdjęcie');
    for (let i = 0; i < max; i += 1) expect((await upload(member, notAPicture)).statusCode).toBe(400);
    const refused = await upload(member, await phonePhoto());
    expect([refused.statusCode, refused.json().errorMsgCode, refused.json().message]).toEqual([
      429,
      'too.many.requests',
      'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per member, not per office: a colleague still uploads.
    expect((await upload(crew.manager, await phonePhoto())).statusCode).toBe(201);
  });
});

describe('POST /api/admin/products', () => {
  it('adds a product with its photo, category and sale window: the shop sells it at once with the Omnibus price', async () => {
    const photo = (await upload(crew.manager, await phonePhoto())).json();
    const { kremy } = await categoryIds();
    const start = new Date(now.getTime() - HOUR).toISOString();
    const end = new Date(now.getTime() + 72 * HOUR).toISOString();
    const created = await crew.manager.request('POST', '/api/admin/products', {
      name: 'Serum Nocne Różane',
      name_span: '<em>z olejem z dzikiej róży</em>',
      price: 89,
      sale_price: 69.9,
      sale_price_start: start,
      sale_price_end: end,
      ean: '5901234123457',
      description: '<p>Serum na noc.</p>',
      sklad: 'Rosa Canina Seed Oil',
      tags: ['cera sucha', 'róża', 'róża'],
      capacity: 30,
      category_ids: [kremy],
      images: [{ id: photo.id, alt: 'Butelka serum na lnianym obrusie' }],
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      slug: 'serum-nocne-rozane',
      price: 89,
      sale_price: 69.9,
      on_sale_now: true,
      stock: 0,
      tags: ['cera sucha', 'róża'],
      capacity_unit: 'ml',
      category_ids: [kremy],
      images: [{ id: photo.id, alt: 'Butelka serum na lnianym obrusie' }],
    });
    await expect
      .poll(() => notices.at(-1))
      .toEqual({
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        tags: ['products', 'product:serum-nocne-rozane', 'home'],
      });

    const shop = (await shopProduct('serum-nocne-rozane')).json();
    expect(shop.prices.PLN).toMatchObject({ non_sale_price: 89, sale_price: 69.9 });
    // Listed at its sale price, it had no earlier price to be lowered from: no Omnibus line yet.
    expect(shop.least_price).toBeNull();
    expect(shop.images[0]).toMatchObject({ alt: 'Butelka serum na lnianym obrusie', width: 800, height: 1200 });
    expect(shop.images[0]).toMatchObject({ path: `/media/${photo.key}`, widths: [320, 480, 640] });
    expect(shop.categories.map((c: { slug: string }) => c.slug)).toEqual(['kremy']);
    const listed = (await app().inject({ method: 'GET', url: '/api/products?category=kremy' })).json();
    expect(listed.items.map((item: { slug: string }) => item.slug)).toContain('serum-nocne-rozane');

    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({
      action: 'product.create',
      before: null,
      after: { name: 'Serum Nocne Różane', nonSalePrice: 8900, salePrice: 6990, categoryIds: [kremy] },
    });
  });

  it('keeps a new product off the shop until it is published; a sale later shows its Omnibus price', async () => {
    const created = await crew.manager.request('POST', '/api/admin/products', { name: 'Balsam Próbny', price: 20 });
    expect(created.statusCode).toBe(201);
    const balsam = created.json();
    expect(balsam).toMatchObject({ slug: 'balsam-probny', published: false, images: [], category_ids: [] });
    expect((await shopProduct('balsam-probny')).statusCode).toBe(404);

    now.setTime(now.getTime() + 60_000); // a minute later, at its regular price meanwhile
    const onSale = await crew.manager.request('PATCH', `/api/admin/products/${balsam.id}`, {
      version: balsam.version,
      published: true,
      sale_price: 15,
      sale_price_start: new Date(now.getTime() - HOUR).toISOString(),
      sale_price_end: new Date(now.getTime() + HOUR).toISOString(),
    });
    expect(onSale.json()).toMatchObject({ published: true, on_sale_now: true });
    const shop = (await shopProduct('balsam-probny')).json();
    expect(shop.prices.PLN).toMatchObject({ non_sale_price: 20, sale_price: 15 });
    expect(shop.least_price).toBe(20);
    // The back office shows the same Omnibus price and the history the schedule wrote, newest first.
    expect(onSale.json()).toMatchObject({ least_price: 20, lowest_price_30_days: 20 });
    expect(onSale.json().price_history.map((p: { price: number; is_promo: boolean }) => [p.price, p.is_promo])).toEqual(
      [
        [20, false],
        [15, true],
        [20, false],
      ],
    );
  });

  it('refuses a taken or empty address, a wrong EAN, a sale above the price, unknown categories and pictures', async () => {
    const cases = [
      [{ name: 'Serum nocne różane', price: 10 }, 409, 'product.slug.taken', { slug: 'serum-nocne-rozane' }],
      [{ name: 'Inny krem', slug: 'krem', price: 10 }, 409, 'product.slug.taken', { slug: 'krem' }],
      [{ name: '???', price: 10 }, 400, 'product.slug.invalid', undefined],
      [{ name: 'Krem A', price: 10, ean: '5901234123458' }, 400, 'product.ean.invalid', undefined],
      [{ name: 'Krem B', price: 10, sale_price: 12 }, 400, 'product.sale.invalid', undefined],
      [
        { name: 'Krem C', price: 10, sale_price: 8, sale_price_start: now.toISOString() },
        400,
        'product.sale.invalid',
        undefined,
      ],
      [
        { name: 'Krem D', price: 10, category_ids: ['00000000-0000-4000-8000-000000000000'] },
        400,
        'product.category.unknown',
        undefined,
      ],
      [
        { name: 'Krem E', price: 10, images: [{ id: '00000000-0000-4000-8000-000000000000', alt: '' }] },
        400,
        'product.image.unknown',
        undefined,
      ],
      [{ name: '', price: 10 }, 400, 'request.invalid', undefined],
      [{ name: 'Krem F', price: -1 }, 400, 'request.invalid', undefined],
      [{ name: 'Krem G', price: 10, tax_rate: 7 }, 400, 'request.invalid', undefined],
      [
        // A year the database cannot store once in UTC.
        {
          name: 'Krem H',
          price: 10,
          sale_price: 8,
          sale_price_start: '0001-01-01T00:00:00+14:00',
          sale_price_end: now.toISOString(),
        },
        400,
        'request.invalid',
        undefined,
      ],
    ] as const;
    for (const [body, status, code, params] of cases) {
      const response = await crew.manager.request('POST', '/api/admin/products', body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([status, code]);
      if (params) expect(response.json().params).toEqual(params);
    }
  });

  it('never answers a server error, whatever a form sends', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer({ min: -10, max: 1_000_000 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.uuid()), { maxLength: 3 }),
      fc.constant(now.toISOString()),
    );
    const body = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 40 }), field),
        price: fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }), field),
        slug: field,
        sale_price: field,
        sale_price_start: field,
        sale_price_end: field,
        ean: field,
        type: fc.oneof(fc.constantFrom('PRODUCT', 'BUNDLE', 'GIFT_CARD'), field),
        components: fc.oneof(fc.array(fc.record({ product_id: fc.uuid(), quantity: fc.integer() })), field),
        category_ids: field,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await crew.manager.request('POST', '/api/admin/products', payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().errorMsgCode).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  const detail = async (slug: string) => {
    const list = (await crew.manager.request('GET', `/api/admin/products?q=${slug}`)).json();
    const id = list.data.find((row: { slug: string }) => row.slug === slug).id;
    return (await crew.manager.request('GET', `/api/admin/products/${id}`)).json();
  };

  it('changes the texts, the gallery and its order, the address; the shop shows it, the audit keeps both', async () => {
    const krem = await detail('krem');
    const [first, second] = await Promise.all([
      upload(crew.manager, await phonePhoto()),
      upload(crew.manager, await phonePhoto(), 'image/jpeg', 'tyl.jpg'),
    ]);
    const changed = await crew.manager.request('PATCH', `/api/admin/products/${krem.id}`, {
      version: krem.version,
      name: 'Krem różany na dzień',
      slug: 'krem-rozany-na-dzien',
      dlaczego_dziala: '**Róża** koi.',
      label: 'NEW',
      images: [
        { id: second.json().id, alt: 'Tył słoika' },
        { id: first.json().id, alt: 'Słoik kremu' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().images.map((image: { alt: string }) => image.alt)).toEqual(['Tył słoika', 'Słoik kremu']);
    await expect
      .poll(() => notices.at(-1)?.tags)
      .toEqual(['products', 'product:krem-rozany-na-dzien', 'product:krem', 'home']);

    const shop = (await shopProduct('krem-rozany-na-dzien')).json();
    expect(shop).toMatchObject({ name: 'Krem różany na dzień', label: 'NEW' });
    expect(shop.images.map((image: { alt: string }) => image.alt)).toEqual(['Tył słoika', 'Słoik kremu']);
    expect((await shopProduct('krem')).statusCode).toBe(404);

    const audit = (await auditOf(krem.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { name: 'Krem różany', slug: 'krem', label: null },
      after: { name: 'Krem różany na dzień', slug: 'krem-rozany-na-dzien', label: 'NEW' },
    });
    expect((audit.before as { images: unknown[] }).images).toHaveLength(1);

    const stale = await crew.manager.request('PATCH', `/api/admin/products/${krem.id}`, {
      version: krem.version,
      name: 'Nadpisany',
    });
    expect([stale.statusCode, stale.json().errorMsgCode]).toEqual([409, 'admin.version.conflict']);
  });

  it('changes the price: a cart holding the product shows the new one at once', async () => {
    const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json();
    const productId: string = items.find((item: { available: boolean }) => item.available).product_id;
    const session = String((await app().inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
    const cart = async (payload?: object) =>
      (
        await app().inject({
          method: payload ? 'POST' : 'GET',
          url: '/api/carts',
          headers: { 'session-id': session },
          ...(payload ? { payload } : {}),
        })
      ).json().items[0].unit_price as number;
    const before = await cart({ add_items: [{ product_id: productId, quantity: 1 }] });
    const product = (await crew.manager.request('GET', `/api/admin/products/${productId}`)).json();
    expect(product.price).toBe(before);
    const changed = await crew.manager.request('PATCH', `/api/admin/products/${productId}`, {
      version: product.version,
      price: before + 10,
    });
    expect(changed.statusCode).toBe(200);
    expect(await cart()).toBe(before + 10);
  });

  it('makes a bundle of other products, never of itself or of another bundle', async () => {
    const krem = await detail('krem-rozany-na-dzien');
    const serum = await detail('serum-nocne-rozane');
    const created = await crew.manager.request('POST', '/api/admin/products', {
      name: 'Zestaw różany',
      type: 'BUNDLE',
      price: 139,
      bundle_discount_percentage: 10,
      components: [
        { product_id: krem.id, quantity: 1 },
        { product_id: serum.id, quantity: 2 },
      ],
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bundle = created.json();
    expect(bundle).toMatchObject({
      type: 'BUNDLE',
      capacity_unit: null,
      components: [{ quantity: 1 }, { quantity: 2 }],
    });
    const shop = (await shopProduct('zestaw-rozany')).json();
    expect(shop.components.map((c: { product: { slug: string } }) => c.product.slug)).toEqual([
      'krem-rozany-na-dzien',
      'serum-nocne-rozane',
    ]);

    const refusals = [
      { version: bundle.version, components: [{ product_id: bundle.id, quantity: 1 }] },
      {
        version: bundle.version,
        components: [
          { product_id: krem.id, quantity: 1 },
          { product_id: krem.id, quantity: 1 },
        ],
      },
      { version: bundle.version, type: 'PRODUCT' },
      { version: bundle.version, components: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
    ];
    for (const body of refusals) {
      const response = await crew.manager.request('PATCH', `/api/admin/products/${bundle.id}`, body);
      expect([response.statusCode, response.json().errorMsgCode], JSON.stringify(body)).toEqual([
        400,
        'product.components.invalid',
      ]);
    }
    const another = await crew.manager.request('POST', '/api/admin/products', {
      name: 'Zestaw w zestawie',
      type: 'BUNDLE',
      price: 10,
      components: [{ product_id: bundle.id, quantity: 1 }],
    });
    expect(another.json().errorMsgCode).toBe('product.components.invalid');
    const kremAsBundle = await crew.manager.request('PATCH', `/api/admin/products/${krem.id}`, {
      version: krem.version,
      type: 'BUNDLE',
    });
    expect(kremAsBundle.json().errorMsgCode).toBe('product.components.invalid');
  });

  it('keeps packers and visitors out of the catalogue', async () => {
    const krem = await detail('krem-rozany-na-dzien');
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/products', { name: 'Krem X', price: 1 }],
      ['PATCH', `/api/admin/products/${krem.id}`, { version: krem.version, name: 'Krem X' }],
    ]);
    expect((await detail('krem-rozany-na-dzien')).name).toBe('Krem różany na dzień');
  });
});
