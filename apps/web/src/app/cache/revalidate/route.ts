import { createHash, timingSafeEqual } from 'node:crypto';

import type { ErrorCode } from '@manufaktura/core';
import { ERROR_MESSAGES_PL } from '@manufaktura/core';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';

import { serverEnv } from '../../../env.ts';
import { sharedPagesChanged } from '../../../lib/shared-page.ts';

/**
 * POST /cache/revalidate (ADR 014): the API or the back office says which data changed, by the tags
 * the storefront reads it under (lib/api/server.ts: `products`, `product:{slug}`,
 * `category:{slug}`, `layout`, `home`, `posts`, `post:{slug}`, `pages`, `page:{slug}`…), with
 * `Authorization: Bearer REVALIDATE_SECRET`. The tags' data expires at once (the next page waits
 * for fresh data rather than being sent stale) and the front door forgets its shared pages.
 */

const TAG = /^[a-z][a-z-]{0,39}(?::[\w-]{1,200})?$/;

const revalidation = z.object({ tags: z.array(z.string().regex(TAG)).min(1).max(100) });

function failure(code: ErrorCode, status: number) {
  return Response.json(
    { errorMsgCode: code, message: ERROR_MESSAGES_PL[code], params: {} },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/** Compares digests, so neither the secret's length nor its first different byte shows in the time taken. */
function sameSecret(sent: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

export async function POST(request: Request) {
  const secret = serverEnv().revalidateSecret;
  const sent = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  // Unset, or not the secret: the route is not there for this caller.
  if (!secret || sent === undefined || !sameSecret(sent, secret)) return failure('not.found', 404);
  const parsed = revalidation.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return failure('request.invalid', 400);
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  sharedPagesChanged();
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } });
}
