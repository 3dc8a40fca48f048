import { z } from 'zod';

/** The widest variant used as the plain `src` (fallback for browsers without srcset). */
export const DEFAULT_SRC_WIDTH = 960;

/**
 * How every image goes over the wire. Its variants are written from `path` and `widths`
 * (`imageSrcset` in @manufaktura/core) rather than listed: three formats' srcsets were half of a
 * listing's bytes (docs/decisions/023-images-as-path-and-widths.md).
 */
export const imageSchema = z
  .object({
    url: z.string().describe(`JPEG at the widest variant up to ${DEFAULT_SRC_WIDTH} px`),
    alt: z.string(),
    width: z.number().int().describe('Intrinsic width of the original, px'),
    height: z.number().int().describe('Intrinsic height of the original, px'),
    placeholderColor: z.string().describe('Colour to paint while the image loads'),
    path: z
      .string()
      .describe('Where the variants are: the variant of a width and format is `{path}-{width}.{avif|webp|jpg}`'),
    widths: z.array(z.number().int()).min(1).describe('The widths offered, px, narrowest first'),
  })
  .meta({ id: 'Image' });

export type Image = z.infer<typeof imageSchema>;
