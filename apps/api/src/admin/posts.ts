import type { AdminPost, AdminPostCreate, AdminPostUpdate } from '@manufaktura/contract';
import { checkPostTags, postSlug, tagSlug } from '@manufaktura/core';

import { MEDIA_WIDTHS } from '../media/constants.ts';
import { variantUrl } from '../media/urls.ts';
import { isUniqueViolation } from '../orders/place-order.ts';
import { refuse } from '../refusal.ts';
import type { AdminPostRow, PostValues } from '../repositories/content-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

/** What the back office shows and may change of a post: its audit record and its version. */
const shown = (row: PostValues) => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
  tags: row.tags,
  published: row.published,
  published_at: row.publishedAt.toISOString(),
  featured: row.featured,
  featured_image_id: row.featuredImageId,
  featured_image_title: row.featuredImageTitle,
});

export function toAdminPost(row: AdminPostRow, now: Date): AdminPost {
  return {
    id: row.postId,
    ...shown(row),
    featured_image: {
      id: row.featuredImageId,
      title: row.featuredImageTitle,
      url: row.image ? variantUrl(row.image.key, MEDIA_WIDTHS[0], 'webp') : null,
    },
    visible_now: row.published && row.publishedAt < now,
    version: recordVersion(shown(row)),
  };
}

/**
 * The values to write: the slug cleaned by core's rule (`post.slug.invalid`
 * when nothing is left) and free at /blog/{slug}, neither another post's nor a
 * tag's (`post.slug.taken`); tags the blog can list (`post.tags.invalid`); a
 * picture the shop has (`post.image.unknown`).
 */
async function checked(
  repositories: Repositories,
  values: Omit<PostValues, 'slug'> & { slug: string | undefined },
  postId?: string,
): Promise<PostValues> {
  const slug = postSlug(values.slug, values.title);
  if (slug === undefined) refuse({ code: 'post.slug.invalid' });
  const taken = await repositories.contentAdmin.blogAddresses(postId);
  if (taken.postSlugs.includes(slug) || taken.tags.some((tag) => tagSlug(tag) === slug)) {
    refuse({ code: 'post.slug.taken', params: { slug } });
  }
  const problem = checkPostTags(values.tags, new Set([...taken.postSlugs, slug]));
  if (problem) refuse(problem);
  const imageId = values.featuredImageId;
  if (imageId !== null && !(await repositories.contentAdmin.mediaByIds([imageId])).has(imageId)) {
    refuse({ code: 'post.image.unknown' });
  }
  return { ...values, slug };
}

/** A slug another change took while this one was checked: refused as taken, not a fault. */
async function slugKept<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) refuse({ code: 'post.slug.taken', params: { slug } });
    throw error;
  }
}

/** Writes a new post, a draft unless asked otherwise; its slug made from the title when none is given. */
export async function createPost(
  repositories: Repositories,
  body: AdminPostCreate,
  ctx: ActorContext,
): Promise<AdminPostRow> {
  const values = await checked(repositories, {
    slug: body.slug,
    title: body.title,
    excerpt: body.excerpt,
    body: body.body,
    tags: body.tags,
    published: body.published,
    publishedAt: body.published_at === undefined ? ctx.now : new Date(body.published_at),
    featured: body.featured,
    featuredImageId: body.featured_image_id,
    featuredImageTitle: body.featured_image_title,
  });
  const created = await slugKept(values.slug, () => repositories.contentAdmin.insertPost(values));
  await auditChange(repositories, ctx, {
    action: 'post.created',
    entity: 'post',
    entityId: created.postId,
    before: null,
    after: shown(created),
  });
  return created;
}

/**
 * Changes a post when nobody changed it since `version`: its texts, address,
 * tags, date, picture; `published: false` takes it off the blog at once.
 */
export async function updatePost(
  repositories: Repositories,
  postId: string,
  body: AdminPostUpdate,
  ctx: ActorContext,
): Promise<{ before: AdminPostRow; after: AdminPostRow }> {
  const before = await repositories.contentAdmin.lockPost(postId);
  if (!before) refuse({ code: 'post.not.found' });
  if (recordVersion(shown(before)) !== body.version) refuse({ code: 'admin.version.conflict' });
  const values = await checked(
    repositories,
    {
      slug: body.slug ?? before.slug,
      title: body.title ?? before.title,
      excerpt: body.excerpt ?? before.excerpt,
      body: body.body ?? before.body,
      tags: body.tags ?? before.tags,
      published: body.published ?? before.published,
      publishedAt: body.published_at === undefined ? before.publishedAt : new Date(body.published_at),
      featured: body.featured ?? before.featured,
      featuredImageId: body.featured_image_id === undefined ? before.featuredImageId : body.featured_image_id,
      featuredImageTitle: body.featured_image_title ?? before.featuredImageTitle,
    },
    postId,
  );
  const after = await slugKept(values.slug, () => repositories.contentAdmin.updatePost(postId, values));
  await auditChange(repositories, ctx, {
    action: 'post.changed',
    entity: 'post',
    entityId: postId,
    before: shown(before),
    after: shown(after),
  });
  return { before, after };
}
