import type { DomainError } from './errors.ts';
import { fail } from './errors.ts';
import { slugify, tagSlug } from './text/slug.ts';

/**
 * The rules the blog and the info pages keep when the shop's staff write them. Each check
 * answers the first rule broken as a domain error (the API's refusal), or `undefined` when all hold.
 */

/** Longest post slug, as the storefront's addresses (/blog/{slug}) allow. */
export const POST_SLUG_MAX_LENGTH = 200;
/** How many tags a post may carry, and how long each may be. */
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX_LENGTH = 50;

/**
 * The slug a post gets: the one asked for, or one made from its title; both go through `slugify`,
 * so "Olej Różany" and "olej-rozany" give the same address. Undefined when nothing of it can make
 * an address (no letter or digit) or it is too long.
 */
export function postSlug(asked: string | undefined, title: string): string | undefined {
  const slug = slugify(asked?.trim() ? asked : title);
  return slug && slug.length <= POST_SLUG_MAX_LENGTH ? slug : undefined;
}

/**
 * A post's tags as the blog can list them: at most POST_TAGS_MAX, each with a letter or digit (its
 * /blog/{tag slug} address), no two with one address, and none at the address of a post
 * (`postSlugs`): /blog/{slug} shows a tag before a post, so that post could not be reached.
 */
export function checkPostTags(
  tags: readonly string[],
  postSlugs: ReadonlySet<string>,
): DomainError<'post.tags.invalid'> | undefined {
  const slugs = tags.map(tagSlug);
  const broken =
    tags.length > POST_TAGS_MAX ||
    tags.some((tag) => tag.length > POST_TAG_MAX_LENGTH) ||
    slugs.some((slug) => slug === '' || postSlugs.has(slug)) ||
    new Set(slugs).size !== slugs.length;
  return broken ? fail('post.tags.invalid') : undefined;
}

/**
 * A page's canonical URL as its metadata may name it: an address in the shop ("/regulamin") or a
 * whole http(s) one, with no spaces; the storefront adds the trailing slash (spec §2).
 */
export function isValidCanonical(url: string): boolean {
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return URL.canParse(url) && /^https?:\/\/[^/]/i.test(url);
}
