import { schema } from '@manufaktura/db';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { contentShop } from './fixtures/content-shop.ts';
import { uploadPhoto } from './fixtures/photo.ts';
import { expectStaffOnly } from './fixtures/staff.ts';
import { REVALIDATE_SECRET } from './fixtures/storefront.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
const { app, notices, crew, auditOf, shop } = contentShop('blog', now);
const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const row of await app().db.select().from(schema.posts)) ids[row.slug] = row.postId;
  for (const row of await app().db.select().from(schema.pages)) ids[`page:${row.slug}`] = row.pageId;
  // The draft of the seed, as the back office would keep it.
  await app().db.update(schema.posts).set({ published: false }).where(eq(schema.posts.slug, 'szkic'));
});

const postUrl = (id: string) => `/api/admin/posts/${id}`;
const pageUrl = (id: string) => `/api/admin/pages/${id}`;
const post = async (id: string) => (await crew.manager.request('GET', postUrl(id))).json();
const page = async (id: string) => (await crew.manager.request('GET', pageUrl(id))).json();
const create = (body: object) => crew.manager.request('POST', '/api/admin/posts', body);
const refusal = (response: { statusCode: number; json: () => { errorMsgCode: string; message: string } }) => [
  response.statusCode,
  response.json().errorMsgCode,
  response.json().message,
];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/posts', () => {
  it('lists every post, drafts too, the latest first, with what the storefront shows', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/posts')).json();
    expect(list.total).toBe(2);
    expect(list.data).toMatchObject([
      { slug: 'szkic', published: false, visible_now: false, published_at: at(-1) },
      {
        slug: 'olej-na-zime',
        title: 'Olej na zimę',
        tags: ['Pielęgnacja', 'Oleje'],
        body: '## Zima\n\nSkóra lubi **oleje**.',
        published: true,
        visible_now: true,
        featured_image: { title: 'Olej', url: expect.stringMatching(/^\/media\/.+-320\.webp$/) },
      },
    ]);
    const found = (await crew.manager.request('GET', '/api/admin/posts?q=ZIM')).json();
    expect(found.data.map((p: { slug: string }) => p.slug)).toEqual(['olej-na-zime']);
  });

  it('answers 404 for an unknown post', async () => {
    expect(refusal(await crew.owner.request('GET', postUrl(UNKNOWN)))).toEqual([
      404,
      'post.not.found',
      'Nie znaleziono wpisu.',
    ]);
  });
});

describe('POST /api/admin/posts', () => {
  it('writes a draft with its slug made from the title: the blog shows it only once published, audited', async () => {
    const created = await create({ title: 'Jak dbać o skórę zimą?', body: '# Tytuł\n\nTreść.', tags: ['Zima'] });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    expect(created.json()).toMatchObject({
      slug: 'jak-dbac-o-skore-zima',
      published: false,
      featured: false,
      excerpt: '',
      published_at: now.toISOString(),
      featured_image: { title: '', url: null },
      visible_now: false,
    });
    expect((await shop(`/api/posts/${slug}`)).statusCode).toBe(404);
    const [audit] = await auditOf('post', id);
    expect(audit).toMatchObject({
      action: 'post.created',
      staffEmail: 'kierownik.blog@manufaktura.pl',
      before: null,
      after: { slug, title: 'Jak dbać o skórę zimą?', tags: ['Zima'], published: false },
    });

    const published = await crew.manager.request('PATCH', postUrl(id), {
      version: created.json().version,
      published: true,
      published_at: at(-0.5),
    });
    expect(published.json()).toMatchObject({ published: true, visible_now: true });
    const answer = await shop(`/api/posts/${slug}`);
    expect(answer.json()).toMatchObject({ slug, title: 'Jak dbać o skórę zimą?', postBody: '# Tytuł\n\nTreść.' });
    expect((await shop('/api/tags')).json().items).toContainEqual({ name: 'Zima', slug: 'zima', post_count: 1 });
    await expect
      .poll(() => notices.at(-1))
      .toEqual({
        authorization: `Bearer ${REVALIDATE_SECRET}`,
        tags: ['posts', `post:${slug}`, 'home'],
      });
  });

  it('cleans the slug asked for, and refuses one with nothing left or taken by a post or a tag', async () => {
    const cleaned = await create({ title: 'Cokolwiek', slug: 'Mydło Żółte!', body: 'x' });
    expect(cleaned.json().slug).toBe('mydlo-zolte');
    expect(refusal(await create({ title: 'Tytuł', slug: '!!!', body: 'x' }))).toEqual([
      400,
      'post.slug.invalid',
      'Adres wpisu musi zawierać litery lub cyfry (do 200 znaków); polskie znaki zostaną zamienione.',
    ]);
    expect(refusal(await create({ title: '—?!', body: 'x' }))[1]).toBe('post.slug.invalid');
    expect(refusal(await create({ title: 'Olej na zimę', body: 'x' }))).toEqual([
      409,
      'post.slug.taken',
      'Adres /blog/olej-na-zime jest już zajęty przez inny wpis albo tag bloga.',
    ]);
    // /blog/pielegnacja lists the tag's posts: a post there could never be read.
    expect(refusal(await create({ title: 'Pielęgnacja', body: 'x' }))[0]).toBe(409);
    expect(refusal(await create({ title: 'Nowy', body: 'x', tags: ['Olej na zimę'] }))).toEqual([
      400,
      'post.tags.invalid',
      'Wpis może mieć do 10 tagów, każdy do 50 znaków, z literą lub cyfrą; tagi nie mogą się powtarzać ani mieć adresu innego wpisu.',
    ]);
    expect(refusal(await create({ title: 'Nowy', body: 'x', tags: ['Oleje', 'oleje'] }))[1]).toBe('post.tags.invalid');
  });

  it('refuses an empty title, a too long text and fields it does not know', async () => {
    for (const body of [
      { title: '   ', body: 'x' },
      { title: 'a'.repeat(201), body: 'x' },
      { title: 'Tytuł', body: 'x'.repeat(100_001) },
      { title: 'Tytuł', body: 'x', excerpt: 'x'.repeat(1001) },
      { title: 'Tytuł', body: 'x', tags: ['x'.repeat(51)] },
      { title: 'Tytuł', body: 'x', published_at: '2026-11-25 10:00' },
      { title: 'Tytuł', body: 'x', published_at: '0001-01-01T00:00:00+14:00' },
      { title: 'Tytuł', body: 'x', published_at: '9999-12-31T23:59:59-14:00' },
      { title: 'Tytuł', body: 'x', featured_image_id: 'zdjecie.jpg' },
      { title: 'Tytuł', body: 'x', featured_image_title: 'x'.repeat(301) },
      { title: 'Tytuł' },
    ]) {
      expect(refusal(await create(body)), JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        'request.invalid',
        'Nieprawidłowe dane. Sprawdź formularz i spróbuj ponownie.',
      ]);
    }
  });

  it('never answers a title with a server error: a post gets an address of its own, or post.slug.invalid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60 }), async (title) => {
        const response = await create({ title, body: 'Treść' });
        // PostgreSQL stores no NUL character: such a text is refused before any route.
        if (title.trim() === '' || title.includes('\u0000')) {
          expect(response.statusCode).toBe(400);
          return;
        }
        if (response.statusCode === 201) {
          expect(response.json().slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(response.json().title).toBe(title.trim());
        } else {
          expect(response.json().errorMsgCode).toMatch(/^post\.slug\.(invalid|taken)$|^post\.tags\.invalid$/);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('PATCH /api/admin/posts/:id', () => {
  it('changes the title, slug, excerpt, body, tags and featured flag: the storefront shows it at once, audited', async () => {
    const id = ids['olej-na-zime']!;
    expect((await shop('/api/posts/olej-na-zime')).statusCode).toBe(200);
    const changed = await crew.manager.request('PATCH', postUrl(id), {
      version: (await post(id)).version,
      title: 'Oleje na mróz',
      slug: 'oleje-na-mroz',
      excerpt: 'Krótko o olejach.',
      body: 'Nowa **treść**.',
      tags: ['Pielęgnacja', 'Zima i mróz'],
      featured: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await shop('/api/posts/olej-na-zime')).statusCode).toBe(404);
    expect((await shop('/api/posts/oleje-na-mroz')).json()).toMatchObject({
      title: 'Oleje na mróz',
      postBody: 'Nowa **treść**.',
      excerpt: { excerpt: 'Krótko o olejach.' },
      featured: true,
      tags: [
        { name: 'Pielęgnacja', slug: 'pielegnacja' },
        { name: 'Zima i mróz', slug: 'zima-i-mroz' },
      ],
    });
    expect((await shop('/api/home')).json().posts[0]).toMatchObject({ slug: 'oleje-na-mroz', featured: true });
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['posts', 'post:oleje-na-mroz', 'post:olej-na-zime', 'home']);
    const audits = await auditOf('post', id);
    expect(audits.at(-1)).toMatchObject({
      action: 'post.changed',
      before: { slug: 'olej-na-zime', title: 'Olej na zimę', featured: false },
      after: { slug: 'oleje-na-mroz', title: 'Oleje na mróz', featured: true, tags: ['Pielęgnacja', 'Zima i mróz'] },
    });
  });

  it('unpublishes a post: the blog, its tags and the home page drop it at once', async () => {
    const id = ids['olej-na-zime']!;
    const off = await crew.owner.request('PATCH', postUrl(id), { version: (await post(id)).version, published: false });
    expect(off.json()).toMatchObject({ published: false, visible_now: false });
    expect((await shop('/api/posts/oleje-na-mroz')).statusCode).toBe(404);
    expect((await shop('/api/posts')).json().items.map((p: { slug: string }) => p.slug)).not.toContain('oleje-na-mroz');
    expect((await shop('/api/home')).json().posts.map((p: { slug: string }) => p.slug)).not.toContain('oleje-na-mroz');
    const scheduled = await crew.owner.request('PATCH', postUrl(id), {
      version: off.json().version,
      published: true,
      published_at: at(2),
    });
    expect(scheduled.json()).toMatchObject({ published: true, visible_now: false });
    expect((await shop('/api/posts/oleje-na-mroz')).statusCode).toBe(404);
  });

  it('refuses a change made over a stale version: the other one stays', async () => {
    const id = ids['szkic']!;
    const { version } = await post(id);
    expect((await crew.manager.request('PATCH', postUrl(id), { version, title: 'Pierwszy' })).statusCode).toBe(200);
    expect(refusal(await crew.owner.request('PATCH', postUrl(id), { version, title: 'Drugi' }))).toEqual([
      409,
      'admin.version.conflict',
      'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i wprowadź zmianę ponownie.',
    ]);
    expect((await post(id)).title).toBe('Pierwszy');
  });

  it('refuses a slug taken by another post, bad input and an unknown post', async () => {
    const id = ids['szkic']!;
    const { version } = await post(id);
    expect(refusal(await crew.manager.request('PATCH', postUrl(id), { version, slug: 'Oleje na mróz' }))[0]).toBe(409);
    expect(refusal(await crew.manager.request('PATCH', postUrl(id), { version, slug: '***' }))[1]).toBe(
      'post.slug.invalid',
    );
    for (const body of [{ version, title: '' }, { version, published: 'tak' }, { title: 'Bez wersji' }]) {
      expect(refusal(await crew.manager.request('PATCH', postUrl(id), body))[1]).toBe('request.invalid');
    }
    expect(refusal(await crew.manager.request('PATCH', postUrl(UNKNOWN), { version, title: 'Nic' }))[0]).toBe(404);
    expect((await post(id)).version).toBe(version);
  });
});

describe('a post’s picture', () => {
  it('is a newly uploaded photo: the blog shows it with its variants, audited; it can be changed and taken off', async () => {
    const first = await uploadPhoto(app, crew.manager, 'Lawenda.jpg');
    const created = await create({
      title: 'Lawenda w ogrodzie',
      body: 'Treść.',
      published: true,
      published_at: at(-0.1),
      featured_image_id: first.id,
      featured_image_title: ' Kwitnąca lawenda ',
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    expect(created.json().featured_image).toEqual({ id: first.id, title: 'Kwitnąca lawenda', url: first.url });
    const shown = (await shop(`/api/posts/${slug}`)).json().featuredImage;
    expect(shown).toMatchObject({
      title: 'Kwitnąca lawenda',
      image: {
        alt: 'Kwitnąca lawenda',
        url: `/media/${first.key}-960.jpg`,
        width: 1200,
        height: 800,
        path: `/media/${first.key}`,
        widths: [320, 480, 640, 960],
      },
    });
    expect((await shop(shown.image.url)).statusCode).toBe(200);

    const second = await uploadPhoto(app, crew.manager, 'Lawenda z bliska.jpg');
    const changed = await crew.manager.request('PATCH', postUrl(id), {
      version: created.json().version,
      featured_image_id: second.id,
      featured_image_title: 'Lawenda z bliska',
    });
    expect(changed.json().featured_image).toEqual({ id: second.id, title: 'Lawenda z bliska', url: second.url });
    expect((await shop(`/api/posts/${slug}`)).json().featuredImage.image.url).toBe(`/media/${second.key}-960.jpg`);
    expect((await shop('/api/posts')).json().items[0]).toMatchObject({
      slug,
      featuredImage: { title: 'Lawenda z bliska', image: { url: `/media/${second.key}-960.jpg` } },
    });
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['posts', `post:${slug}`, 'home']);
    expect((await auditOf('post', id)).map((row) => [row.action, row.before, row.after])).toMatchObject([
      ['post.created', null, { featured_image_id: first.id, featured_image_title: 'Kwitnąca lawenda' }],
      [
        'post.changed',
        { featured_image_id: first.id, featured_image_title: 'Kwitnąca lawenda' },
        { featured_image_id: second.id, featured_image_title: 'Lawenda z bliska' },
      ],
    ]);

    const off = await crew.owner.request('PATCH', postUrl(id), {
      version: changed.json().version,
      featured_image_id: null,
    });
    expect(off.json().featured_image).toEqual({ id: null, title: 'Lawenda z bliska', url: null });
    expect((await shop(`/api/posts/${slug}`)).json().featuredImage).toEqual({ title: 'Lawenda z bliska', image: null });
  });

  it('refuses a picture the shop does not have, on a new post and a change', async () => {
    expect(refusal(await create({ title: 'Bez zdjęcia', body: 'x', featured_image_id: UNKNOWN }))).toEqual([
      400,
      'post.image.unknown',
      'Wpis wskazuje zdjęcie, którego nie ma w sklepie.',
    ]);
    const id = ids['szkic']!;
    const before = await post(id);
    const refused = await crew.manager.request('PATCH', postUrl(id), {
      version: before.version,
      featured_image_id: UNKNOWN,
    });
    expect(refusal(refused)[1]).toBe('post.image.unknown');
    expect(await post(id)).toEqual(before);
  });

  it('is chosen by managers and owners only', async () => {
    const id = ids['szkic']!;
    const before = await post(id);
    const photo = await uploadPhoto(app, crew.owner);
    await expectStaffOnly(crew, [
      ['PATCH', postUrl(id), { version: before.version, featured_image_id: photo.id }],
      ['POST', '/api/admin/posts', { title: 'Obcy', body: 'x', featured_image_id: photo.id }],
      ['POST', '/api/admin/media?name=obce.jpg', {}],
    ]);
    expect(await post(id)).toEqual(before);
  });
});

describe('/api/admin/pages', () => {
  it('lists the pages by address', async () => {
    const list = (await crew.manager.request('GET', '/api/admin/pages')).json();
    expect(list).toMatchObject({
      total: 2,
      data: [
        { slug: 'kontakt', title: 'Kontakt', meta_title: null, robots_index: true },
        { slug: 'regulamin', body: '## § 1\n\nPostanowienia.' },
      ],
    });
    expect(refusal(await crew.manager.request('GET', pageUrl(UNKNOWN)))).toEqual([
      404,
      'page.not.found',
      'Nie znaleziono strony.',
    ]);
  });

  it('changes the title, markdown and metadata: the storefront shows them at once, audited', async () => {
    const id = ids['page:regulamin']!;
    expect((await shop('/api/pages/regulamin')).json().title).toBe('Regulamin');
    const changed = await crew.manager.request('PATCH', pageUrl(id), {
      version: (await page(id)).version,
      title: 'Regulamin sklepu',
      body: '## § 1\n\nNowe postanowienia.',
      meta_title: 'Regulamin – Manufaktura',
      meta_description: 'Zasady zakupów',
      canonical: '/regulamin',
      robots_index: false,
      robots_follow: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().updated_at).toBe(now.toISOString());
    expect((await shop('/api/pages/regulamin')).json()).toMatchObject({
      title: 'Regulamin sklepu',
      body: '## § 1\n\nNowe postanowienia.',
      meta: {
        title: 'Regulamin – Manufaktura',
        description: 'Zasady zakupów',
        canonical: '/regulamin/',
        robots: { index: false, follow: false },
      },
    });
    await expect.poll(() => notices.at(-1)?.tags).toEqual(['pages', 'page:regulamin']);
    const [audit] = await auditOf('page', id);
    expect(audit).toMatchObject({
      action: 'page.changed',
      before: { title: 'Regulamin', canonical: null, robots_index: true },
      after: { title: 'Regulamin sklepu', canonical: '/regulamin', robots_index: false },
    });

    const cleared = await crew.manager.request('PATCH', pageUrl(id), {
      version: changed.json().version,
      meta_title: '',
      canonical: null,
    });
    expect(cleared.json()).toMatchObject({ meta_title: null, canonical: null });
    expect((await shop('/api/pages/regulamin')).json().meta).toMatchObject({
      title: 'Regulamin sklepu',
      canonical: null,
    });
  });

  it('refuses a malformed canonical URL, an empty title, a stale version and an unknown page', async () => {
    const id = ids['page:kontakt']!;
    const { version } = await page(id);
    expect(
      refusal(await crew.manager.request('PATCH', pageUrl(id), { version, canonical: 'javascript:alert(1)' })),
    ).toEqual([
      400,
      'page.canonical.invalid',
      'Adres kanoniczny to adres w sklepie zaczynający się od „/” albo pełny adres http(s), bez spacji.',
    ]);
    for (const body of [
      { version, title: ' ' },
      { version, meta_description: 'x'.repeat(501) },
      { version, slug: 'inny' },
    ]) {
      expect(refusal(await crew.manager.request('PATCH', pageUrl(id), body))[1]).toBe('request.invalid');
    }
    expect((await crew.owner.request('PATCH', pageUrl(id), { version, title: 'Napisz' })).statusCode).toBe(200);
    expect(refusal(await crew.manager.request('PATCH', pageUrl(id), { version, title: 'Zadzwoń' }))[1]).toBe(
      'admin.version.conflict',
    );
    expect(refusal(await crew.manager.request('PATCH', pageUrl(UNKNOWN), { version, title: 'Nic' }))[1]).toBe(
      'page.not.found',
    );
  });
});

describe('the blog and the pages in the back office', () => {
  it('are for managers and owners only', async () => {
    const postId = ids['szkic']!;
    const pageId = ids['page:kontakt']!;
    const before = [await post(postId), await page(pageId)];
    await expectStaffOnly(crew, [
      ['GET', '/api/admin/posts'],
      ['GET', postUrl(postId)],
      ['POST', '/api/admin/posts', { title: 'Obcy', body: 'x' }],
      ['PATCH', postUrl(postId), { version: before[0].version, title: 'Obcy' }],
      ['GET', '/api/admin/pages'],
      ['GET', pageUrl(pageId)],
      ['PATCH', pageUrl(pageId), { version: before[1].version, title: 'Obca' }],
    ]);
    expect([await post(postId), await page(pageId)]).toEqual(before);
  });
});
