import { schema } from '@manufaktura/db';
import { beforeAll, describe, expect, it } from 'vitest';

import { contentShop } from './fixtures/content-shop.ts';
import { uploadPhoto } from './fixtures/photo.ts';
import { expectStaffOnly } from './fixtures/staff.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const { app, notices, crew, auditOf, shop } = contentShop('strona-glowna', now);
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const row of await app().db.select().from(schema.testimonials)) ids[row.name] = row.testimonialId;
  for (const row of await app().db.select().from(schema.products)) ids[row.slug] = row.productId;
});

const testimonialUrl = (id: string) => `/api/admin/testimonials/${id}`;
const blockUrl = (id: string) => `/api/admin/home-blocks/${id}`;
const testimonial = async (id: string) => (await crew.manager.request('GET', testimonialUrl(id))).json();
const block = async (id: string) => (await crew.manager.request('GET', blockUrl(id))).json();
const home = async () => (await shop('/api/home')).json();
const refusal = (response: { statusCode: number; json: () => { errorMsgCode: string; message: string } }) => [
  response.statusCode,
  response.json().errorMsgCode,
  response.json().message,
];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('/api/admin/testimonials', () => {
  it('lists them in the slider’s order', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/testimonials')).json();
    expect(list).toMatchObject({
      total: 3,
      data: [
        { name: 'Anna', text: 'Najlepszy krem.', position: 0 },
        { name: 'Basia', position: 1 },
        { name: 'Celina', position: 2 },
      ],
    });
    expect(refusal(await crew.manager.request('GET', testimonialUrl(UNKNOWN)))).toEqual([
      404,
      'testimonial.not.found',
      'Nie znaleziono opinii klienta.',
    ]);
  });

  it('adds one last in the slider: the home page shows it at once, audited', async () => {
    const created = await crew.manager.request('POST', '/api/admin/testimonials', {
      name: ' Dorota ',
      text: 'Mydło jak z dzieciństwa.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Dorota', position: 3 });
    ids.Dorota = created.json().id;
    expect((await home()).testimonials.at(-1)).toEqual({
      id: ids.Dorota,
      name: 'Dorota',
      text: 'Mydło jak z dzieciństwa.',
    });
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['home']);
    expect(await auditOf('testimonial', ids.Dorota!)).toMatchObject([
      { action: 'testimonial.created', before: null, after: { name: 'Dorota', position: 3 } },
    ]);
  });

  it('changes the text and moves one last: the home page shows the new order', async () => {
    const celina = ids.Celina!;
    const changed = await crew.manager.request('PATCH', testimonialUrl(celina), {
      version: (await testimonial(celina)).version,
      text: 'Polecam każdemu.',
    });
    expect(changed.json()).toMatchObject({ name: 'Celina', text: 'Polecam każdemu.', position: 2 });
    const anna = ids.Anna!;
    const moved = await crew.manager.request('PATCH', testimonialUrl(anna), {
      version: (await testimonial(anna)).version,
      position: 5,
    });
    expect(moved.json()).toMatchObject({ name: 'Anna', position: 5 });
    expect((await home()).testimonials.map((t: { name: string }) => t.name)).toEqual([
      'Basia',
      'Celina',
      'Dorota',
      'Anna',
    ]);
    expect((await auditOf('testimonial', anna)).at(-1)).toMatchObject({
      action: 'testimonial.changed',
      before: { text: 'Najlepszy krem.', position: 0 },
      after: { text: 'Najlepszy krem.', position: 5 },
    });
  });

  it('refuses an empty or too long text, a stale version and an unknown testimonial', async () => {
    const id = ids.Basia!;
    const { version } = await testimonial(id);
    for (const body of [
      { version, name: '' },
      { version, text: 'x'.repeat(1001) },
      { version, position: -1 },
      { version, position: 1.5 },
      { text: 'Bez wersji' },
    ]) {
      expect(refusal(await crew.manager.request('PATCH', testimonialUrl(id), body)), JSON.stringify(body)).toEqual([
        400,
        'request.invalid',
        'Nieprawidłowe dane. Sprawdź formularz i spróbuj ponownie.',
      ]);
    }
    expect(refusal(await crew.manager.request('POST', '/api/admin/testimonials', { name: 'Ewa', text: '  ' }))[1]).toBe(
      'request.invalid',
    );
    expect((await crew.owner.request('PATCH', testimonialUrl(id), { version, name: 'Barbara' })).statusCode).toBe(200);
    expect(refusal(await crew.manager.request('PATCH', testimonialUrl(id), { version, name: 'Basia' }))).toEqual([
      409,
      'admin.version.conflict',
      'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i wprowadź zmianę ponownie.',
    ]);
    expect(refusal(await crew.manager.request('PATCH', testimonialUrl(UNKNOWN), { version, name: 'X' }))[1]).toBe(
      'testimonial.not.found',
    );
  });

  it('deletes one at its version: gone from the home page, its words kept in the audit row', async () => {
    const id = ids.Dorota!;
    const { version } = await testimonial(id);
    expect(refusal(await crew.manager.request('DELETE', testimonialUrl(id), { version: 'stara' }))[1]).toBe(
      'admin.version.conflict',
    );
    const packer = await crew.packer.request('DELETE', testimonialUrl(id), { version });
    expect([packer.statusCode, packer.json().errorMsgCode]).toEqual([403, 'admin.forbidden']);
    const stranger = await crew.stranger.request('DELETE', testimonialUrl(id), { version });
    expect([stranger.statusCode, stranger.json().errorMsgCode]).toEqual([401, 'admin.not.signed.in']);

    const deleted = await crew.manager.request('DELETE', testimonialUrl(id), { version });
    expect(deleted.statusCode).toBe(204);
    expect((await home()).testimonials.map((t: { name: string }) => t.name)).not.toContain('Dorota');
    expect((await auditOf('testimonial', id)).at(-1)).toMatchObject({
      action: 'testimonial.deleted',
      before: { name: 'Dorota', text: 'Mydło jak z dzieciństwa.' },
      after: null,
    });
    expect(refusal(await crew.manager.request('DELETE', testimonialUrl(id), { version }))[1]).toBe(
      'testimonial.not.found',
    );
  });
});

describe('GET /api/admin/home-blocks', () => {
  it('lists the home page’s sections in the page’s order, with previews of their pictures', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/home-blocks')).json();
    expect(list.data.map((b: { id: string }) => b.id)).toEqual([
      'hero',
      'product-of-the-month',
      'hotspot-banner',
      'brand-story',
      'social-feed',
      'social-links',
    ]);
    const hero = await block('hero');
    expect(Object.keys(hero.data)).toEqual(['mobileImageId', 'desktopImageId']);
    expect(hero.images[hero.data.mobileImageId]).toEqual({
      url: expect.stringMatching(/^\/media\/.+-320\.webp$/),
      alt: 'hero',
    });
    expect((await block('product-of-the-month')).data).toEqual({ productOfTheMonthId: ids.krem });
    expect((await block('social-links')).data).toEqual({
      links: [{ network: 'instagram', url: 'https://instagram.com/manufaktura', label: 'Instagram' }],
    });
    const unknown = await crew.manager.request('GET', blockUrl('stopka'));
    expect(unknown.json().errorMsgCode).toBe('request.invalid');
  });
});

describe('PATCH /api/admin/home-blocks/:id', () => {
  it('changes the brand story: the home page shows it at once, the other sections stay, audited', async () => {
    const before = await block('brand-story');
    const heroBefore = await block('hero');
    const data = {
      ...before.data,
      title: 'natura. to prostsze',
      cards: [{ ...before.data.cards[0], text: 'Wszystko ręcznie, w małych partiach.' }],
    };
    const changed = await crew.manager.request('PATCH', blockUrl('brand-story'), { version: before.version, data });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().version).toBe((await block('brand-story')).version);
    expect((await home()).brandStory).toMatchObject({
      title: 'natura. to prostsze',
      cards: [{ title: 'Pracownia', text: 'Wszystko ręcznie, w małych partiach.' }],
    });
    expect((await block('hero')).version).toBe(heroBefore.version);
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['home']);
    expect(await auditOf('home_block', 'brand-story')).toMatchObject([
      {
        action: 'home.block.changed',
        before: { title: 'natura. to proste' },
        after: { title: 'natura. to prostsze' },
      },
    ]);
  });

  it('changes the product of the month and the banner’s hotspots to other products of the shop', async () => {
    const month = await block('product-of-the-month');
    const changed = await crew.manager.request('PATCH', blockUrl('product-of-the-month'), {
      version: month.version,
      data: { productOfTheMonthId: ids.olej },
    });
    expect(changed.statusCode).toBe(200);
    expect((await home()).productOfTheMonth).toMatchObject({ slug: 'olej' });

    const banner = await block('hotspot-banner');
    const hotspots = [
      { x: 5, y: 5, productId: ids.olej },
      { x: 95, y: 50, productId: ids.krem },
    ];
    const moved = await crew.owner.request('PATCH', blockUrl('hotspot-banner'), {
      version: banner.version,
      data: { ...banner.data, title: 'Nowy baner', hotspots },
    });
    expect(moved.statusCode).toBe(200);
    expect((await home()).hotspotBanner).toMatchObject({
      title: 'Nowy baner',
      hotspots: [
        { x: 5, y: 5, product: { slug: 'olej' } },
        { x: 95, y: 50, product: { slug: 'krem' } },
      ],
    });
  });

  it('changes the hero’s pictures to uploaded ones with their texts for the blind, or takes one off, audited', async () => {
    const before = await block('hero');
    const uploaded = await uploadPhoto(app, crew.manager, 'Lawendowe pole.jpg');
    const data = { mobileImageId: uploaded.id, desktopImageId: null };
    const changed = await crew.manager.request('PATCH', blockUrl('hero'), {
      version: before.version,
      data,
      image_alts: { [uploaded.id]: ' Lawendowe pole o świcie ', [before.data.desktopImageId]: 'nie ta sekcja' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      data,
      images: { [uploaded.id]: { url: uploaded.url, alt: 'Lawendowe pole o świcie' } },
    });
    expect((await home()).hero).toMatchObject({
      mobile: { url: expect.stringContaining(`/media/${uploaded.key}-`), alt: 'Lawendowe pole o świcie' },
      desktop: null,
    });
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['home']);
    expect((await auditOf('home_block', 'hero')).at(-1)).toMatchObject({
      action: 'home.block.changed',
      staffEmail: 'kierownik.strona-glowna@manufaktura.pl',
      before: { ...before.data, image_alts: { [uploaded.id]: '' } },
      after: { ...data, image_alts: { [uploaded.id]: 'Lawendowe pole o świcie' } },
    });
  });

  it('gives the banner and a brand-story card a new picture, and adds a card with none', async () => {
    const banner = await block('hotspot-banner');
    const uploaded = await uploadPhoto(app, crew.owner, 'Baner.jpg');
    const moved = await crew.owner.request('PATCH', blockUrl('hotspot-banner'), {
      version: banner.version,
      data: { ...banner.data, imageId: uploaded.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await home()).hotspotBanner.image.url).toContain(`/media/${uploaded.key}-`);
    // The banner's hotspots stand on its picture: it is changed, never taken off.
    const bare = await crew.owner.request('PATCH', blockUrl('hotspot-banner'), {
      version: moved.json().version,
      data: { ...banner.data, imageId: null },
    });
    expect(refusal(bare)[1]).toBe('request.invalid');

    const story = await block('brand-story');
    const cards = [
      { ...story.data.cards[0], imageId: uploaded.id },
      { title: 'Ogród', text: 'Zioła z własnego ogrodu.', imageId: null },
    ];
    const changed = await crew.manager.request('PATCH', blockUrl('brand-story'), {
      version: story.version,
      data: { ...story.data, cards },
    });
    expect(changed.statusCode).toBe(200);
    expect((await home()).brandStory.cards).toMatchObject([
      { title: story.data.cards[0].title, image: { url: expect.stringContaining(`/media/${uploaded.key}-`) } },
      { title: 'Ogród', image: null },
    ]);
  });

  it('changes the social links: every page’s footer shows them at once', async () => {
    const links = await block('social-links');
    const data = {
      links: [
        { network: 'facebook', url: 'https://facebook.com/manufaktura', label: 'Facebook' },
        { network: 'tiktok', url: 'https://tiktok.com/@manufaktura', label: 'TikTok' },
      ],
    };
    const changed = await crew.manager.request('PATCH', blockUrl('social-links'), { version: links.version, data });
    expect(changed.statusCode).toBe(200);
    expect((await shop('/api/layout')).json().socialLinks).toEqual(data.links);
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['layout']);
  });

  it('refuses data out of its section’s shape, unknown products or pictures, and a stale version', async () => {
    const banner = await block('hotspot-banner');
    const { version } = banner;
    const patch = (id: string, data: object, v = version) =>
      crew.manager.request('PATCH', blockUrl(id), { version: v, data });
    const spot = (x: number) => ({ x, y: 10, productId: ids.krem });
    for (const data of [
      { ...banner.data, hotspots: [spot(101)] },
      { ...banner.data, hotspots: [1, 2, 3, 4, 5, 6].map(spot) },
      { ...banner.data, title: 'x'.repeat(201) },
      { ...banner.data, extra: true },
      { title: 'Bez zdjęcia' },
    ]) {
      const response = await patch('hotspot-banner', data);
      expect(refusal(response), JSON.stringify(data).slice(0, 60)).toEqual([
        400,
        'request.invalid',
        'Nieprawidłowe dane. Sprawdź formularz i spróbuj ponownie.',
      ]);
      expect(response.json().params.fields[0].field).toMatch(/^body\.data/);
    }
    expect(
      refusal(await patch('hotspot-banner', { ...banner.data, hotspots: [{ ...spot(1), productId: UNKNOWN }] })),
    ).toEqual([400, 'home.product.unknown', 'Sekcja wskazuje produkt, którego nie ma w sklepie.']);
    expect(refusal(await patch('hotspot-banner', { ...banner.data, imageId: UNKNOWN }))).toEqual([
      400,
      'home.image.unknown',
      'Sekcja wskazuje zdjęcie, którego nie ma w sklepie.',
    ]);
    const feed = await block('social-feed');
    expect(refusal(await patch('social-feed', { ...feed.data, url: 'javascript:alert(1)' }, feed.version))[1]).toBe(
      'request.invalid',
    );
    expect(refusal(await patch('brand-story', (await block('brand-story')).data, 'stara'))).toEqual([
      409,
      'admin.version.conflict',
      'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i wprowadź zmianę ponownie.',
    ]);
    expect((await block('hotspot-banner')).version).toBe(version);
  });
});

describe('the testimonials and the home page in the back office', () => {
  it('are for managers and owners only', async () => {
    const id = ids.Anna!;
    const before = await testimonial(id);
    const brand = await block('brand-story');
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/testimonials'],
      ['GET', testimonialUrl(id)],
      ['POST', '/api/admin/testimonials', { name: 'Obca', text: 'Obca' }],
      ['PATCH', testimonialUrl(id), { version: before.version, text: 'Obca' }],
      ['GET', '/api/admin/home-blocks'],
      ['GET', blockUrl('brand-story')],
      ['PATCH', blockUrl('brand-story'), { version: brand.version, data: { ...brand.data, title: 'Obca' } }],
      [
        'PATCH',
        blockUrl('brand-story'),
        { version: brand.version, data: brand.data, image_alts: { [brand.data.cards[0].imageId]: 'Obcy' } },
      ],
    ]);
    expect(await testimonial(id)).toEqual(before);
    expect(await block('brand-story')).toEqual(brand);
  });
});

describe('a home page without its blocks', () => {
  it('answers 404 for a section whose block the shop does not have', async () => {
    const hero = await block('hero');
    await app().db.delete(schema.contentBlocks);
    expect(refusal(await crew.manager.request('GET', blockUrl('hero')))).toEqual([
      404,
      'home.block.not.found',
      'Nie znaleziono tej sekcji strony głównej.',
    ]);
    const patched = await crew.manager.request('PATCH', blockUrl('hero'), { version: hero.version, data: hero.data });
    expect(refusal(patched)[1]).toBe('home.block.not.found');
    // The social links read as none until saved, as the footer reads them.
    const links = await block('social-links');
    expect(links.data).toEqual({ links: [] });
    const saved = await crew.manager.request('PATCH', blockUrl('social-links'), {
      version: links.version,
      data: { links: [] },
    });
    expect(saved.statusCode).toBe(200);
  });
});
