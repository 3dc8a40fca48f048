import { z } from 'zod';

/** The widest variant used as the plain `src` (fallback for browsers without srcset). */
export const DEFAULT_SRC_WIDTH = 960;

/** How every image goes over the wire. */
export const imageSchema = z
  .object({
    url: z.string().describe(`JPEG at the widest variant up to ${DEFAULT_SRC_WIDTH} px`),
    alt: z.string(),
    width: z.number().int().describe('Intrinsic width of the original, px'),
    height: z.number().int().describe('Intrinsic height of the original, px'),
    placeholderColor: z.string().describe('Colour to paint while the image loads'),
    srcset: z
      .object({ avif: z.string(), webp: z.string(), jpeg: z.string() })
      .describe('Per format, a srcset value: "/media/key-320.avif 320w, /media/key-480.avif 480w, …"'),
  })
  .meta({ id: 'Image' });

export type Image = z.infer<typeof imageSchema>;
