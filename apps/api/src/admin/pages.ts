import type { AdminPage, AdminPageUpdate } from '@manufaktura/contract';
import { isValidCanonical } from '@manufaktura/core';

import { refuse } from '../refusal.ts';
import type { PageRow } from '../repositories/content.ts';
import type { PageValues } from '../repositories/content-admin.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

/** What the back office shows and may change of a page: its audit record and its version. */
const shown = (row: PageValues) => ({
  title: row.title,
  body: row.body,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  canonical: row.canonical,
  robots_index: row.robotsIndex,
  robots_follow: row.robotsFollow,
});

export function toAdminPage(row: PageRow): AdminPage {
  return {
    id: row.pageId,
    slug: row.slug,
    ...shown(row),
    updated_at: row.updatedAt.toISOString(),
    version: recordVersion(shown(row)),
  };
}

/** `value` when the change gives one (null included), else what was there. */
const given = <T>(value: T | undefined, kept: T): T => (value === undefined ? kept : value);

/** An empty optional text is no text: the page's title stands in for its meta title, no canonical is named. */
const orNull = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * Changes a page's title, markdown or metadata when nobody changed them since
 * `version`; a canonical URL must be an address in the shop or a whole http(s)
 * one (`page.canonical.invalid`). Its address stays: the storefront routes it.
 */
export async function updatePage(
  repositories: Repositories,
  pageId: string,
  body: AdminPageUpdate,
  ctx: ActorContext,
): Promise<PageRow> {
  const before = await repositories.contentAdmin.lockPage(pageId);
  if (!before) refuse({ code: 'page.not.found' });
  if (recordVersion(shown(before)) !== body.version) refuse({ code: 'admin.version.conflict' });
  const canonical = orNull(given(body.canonical, before.canonical));
  if (canonical !== null && !isValidCanonical(canonical)) refuse({ code: 'page.canonical.invalid' });
  const after = await repositories.contentAdmin.updatePage(
    pageId,
    {
      title: given(body.title, before.title),
      body: given(body.body, before.body),
      metaTitle: orNull(given(body.meta_title, before.metaTitle)),
      metaDescription: given(body.meta_description, before.metaDescription),
      canonical,
      robotsIndex: given(body.robots_index, before.robotsIndex),
      robotsFollow: given(body.robots_follow, before.robotsFollow),
    },
    ctx.now,
  );
  await auditChange(repositories, ctx, {
    action: 'page.changed',
    entity: 'page',
    entityId: pageId,
    before: shown(before),
    after: shown(after),
  });
  return after;
}
