import type { AdminHomeBlock, AdminHomeBlockUpdate, HomeBlockId } from '@manufaktura/contract';
import { HOME_BLOCK_IDS, homeBlockData } from '@manufaktura/contract';
import { CONTENT_KEYS } from '@manufaktura/db';

import { MEDIA_WIDTHS } from '../media/constants.ts';
import { variantUrl } from '../media/urls.ts';
import { refuse } from '../refusal.ts';
import type { MediaRow } from '../repositories/content.ts';
import type { Repositories } from '../repositories/index.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';
import { recordVersion } from './record-version.ts';

type Section = Record<string, unknown>;
type StoredBlock = { data: unknown; updatedAt: Date } | undefined;

/** Where each section of the home page lives inside the stored `home` block. */
const IN_HOME = {
  hero: 'hero',
  'hotspot-banner': 'hotspotBanner',
  'brand-story': 'brandStory',
  'social-feed': 'socialFeed',
} as const satisfies Partial<Record<HomeBlockId, string>>;

const isObject = (value: unknown): value is Section =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The block a section is stored in: the social links have their own, the rest share the `home` block. */
const blockKeyOf = (id: HomeBlockId) => (id === 'social-links' ? CONTENT_KEYS.socialLinks : CONTENT_KEYS.home);

/**
 * A section as stored, not judged (a section written before a limit was set
 * still shows, to be corrected); undefined when its block is missing. The
 * social links read as none until first saved, as the storefront reads them.
 */
function sectionOf(id: HomeBlockId, block: StoredBlock): Section | undefined {
  if (id === 'social-links') return { links: Array.isArray(block?.data) ? block.data : [] };
  if (!isObject(block?.data)) return undefined;
  if (id === 'product-of-the-month') return { productOfTheMonthId: block.data.productOfTheMonthId };
  const section = block.data[IN_HOME[id]];
  return isObject(section) ? section : undefined;
}

/** The ids a section names under `keys` (one id each, or a list of them), however deep. */
function idsUnder(value: unknown, keys: ReadonlySet<string>): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsUnder(item, keys));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    keys.has(key) ? [item].flat().filter((id): id is string => typeof id === 'string') : idsUnder(item, keys),
  );
}

/**
 * The section with its keys in one order, however deep: PostgreSQL's jsonb
 * keeps keys in an order of its own, and a section read back must have the
 * version it was written with.
 */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}

const versionOf = (section: Section) => recordVersion(sorted(section) as Section);

const IMAGE_KEYS = new Set(['mobileImageId', 'desktopImageId', 'imageId', 'photoIds']);
const PRODUCT_KEYS = new Set(['productOfTheMonthId', 'productId']);

async function toAdminHomeBlock(
  repositories: Repositories,
  id: HomeBlockId,
  section: Section,
  updatedAt: Date,
): Promise<AdminHomeBlock> {
  const media = await repositories.contentAdmin.mediaByIds(idsUnder(section, IMAGE_KEYS));
  return {
    id,
    data: section,
    images: Object.fromEntries(
      [...media.values()].map((row) => [
        row.mediaId,
        { url: variantUrl(row.key, MEDIA_WIDTHS[0], 'webp'), alt: row.alt },
      ]),
    ),
    updated_at: updatedAt.toISOString(),
    version: versionOf(section),
  };
}

/** Every section of the home page there is, in the page's order. */
export async function homeBlocks(repositories: Repositories): Promise<AdminHomeBlock[]> {
  const blocks = new Map((await repositories.contentAdmin.blocks()).map((row) => [row.key, row]));
  const found = HOME_BLOCK_IDS.flatMap((id) => {
    const block = blocks.get(blockKeyOf(id));
    const section = sectionOf(id, block);
    return section ? [{ id, section, updatedAt: block?.updatedAt ?? new Date(0) }] : [];
  });
  return Promise.all(found.map((f) => toAdminHomeBlock(repositories, f.id, f.section, f.updatedAt)));
}

/** One section of the home page, or undefined when its block is missing. */
export async function homeBlock(repositories: Repositories, id: HomeBlockId): Promise<AdminHomeBlock | undefined> {
  return (await homeBlocks(repositories)).find((block) => block.id === id);
}

/**
 * The section's data as its schema takes it (`request.invalid` with the
 * failing fields otherwise), naming only products and pictures the shop has
 * (`home.product.unknown`, `home.image.unknown`).
 */
async function checked(
  repositories: Repositories,
  id: HomeBlockId,
  data: unknown,
): Promise<{ section: Section; media: Map<string, MediaRow> }> {
  const parsed = homeBlockData[id].safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      field: ['body', 'data', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    refuse({ code: 'request.invalid', params: { fields } });
  }
  const section: Section = parsed.data;
  const productIds = idsUnder(section, PRODUCT_KEYS);
  const known = await repositories.contentAdmin.knownProductIds(productIds);
  if (productIds.some((productId) => !known.has(productId))) refuse({ code: 'home.product.unknown' });
  const imageIds = idsUnder(section, IMAGE_KEYS);
  const media = await repositories.contentAdmin.mediaByIds(imageIds);
  if (imageIds.some((mediaId) => !media.has(mediaId))) refuse({ code: 'home.image.unknown' });
  return { section, media };
}

/** The texts for the blind asked for that differ from the pictures' own, for the pictures the section names. */
function changedAlts(media: Map<string, MediaRow>, asked: Record<string, string> | undefined) {
  return new Map(
    Object.entries(asked ?? {}).filter(([mediaId, alt]) => {
      const row = media.get(mediaId);
      return row !== undefined && row.alt !== alt;
    }),
  );
}

/** What the audit row keeps of a section: the texts for the blind too, when they changed. */
const audited = (section: Section, alts: Map<string, string>) =>
  alts.size ? { ...section, image_alts: Object.fromEntries(alts) } : section;

/** The stored block with `section` in its place. */
function withSection(id: HomeBlockId, data: unknown, section: Section): unknown {
  if (id === 'social-links') return section.links;
  const home = data as Section;
  return id === 'product-of-the-month' ? { ...home, ...section } : { ...home, [IN_HOME[id]]: section };
}

/**
 * Replaces one section of the home page when nobody changed it since
 * `version`, and the texts for the blind of the pictures it names. Its block
 * stays locked while it is written, so changes to two sections of one block,
 * made side by side, both stay.
 */
export async function updateHomeBlock(
  repositories: Repositories,
  id: HomeBlockId,
  body: AdminHomeBlockUpdate,
  ctx: ActorContext,
): Promise<AdminHomeBlock> {
  const key = blockKeyOf(id);
  const block = await repositories.contentAdmin.lockBlock(key);
  const before = sectionOf(id, block);
  if (!before) refuse({ code: 'home.block.not.found' });
  if (versionOf(before) !== body.version) refuse({ code: 'admin.version.conflict' });
  const { section, media } = await checked(repositories, id, body.data);
  const alts = changedAlts(media, body.image_alts);
  const saved = await repositories.contentAdmin.saveBlock(key, withSection(id, block?.data, section), ctx.now);
  await repositories.contentAdmin.setMediaAlts(alts);
  const altsBefore = new Map([...alts.keys()].map((mediaId) => [mediaId, media.get(mediaId)!.alt]));
  await auditChange(repositories, ctx, {
    action: 'home.block.changed',
    entity: 'home_block',
    entityId: id,
    before: audited(before, altsBefore),
    after: audited(section, alts),
  });
  return toAdminHomeBlock(repositories, id, section, saved.updatedAt);
}
