import type { Database } from '../client.ts';
import { mediaAssets } from '../schema/index.ts';
import { renderArt } from './art/index.ts';
import type { SeedImage } from './types.ts';

/** Stores an original image file; the API's media storage in production, a no-op in some tests. */
export type WriteOriginal = (key: string, data: string, ext: 'svg') => Promise<void>;

/** Draws a demo picture, stores its original and records it; returns the media id. */
export async function seedImage(db: Database, writeOriginal: WriteOriginal, key: string, image: SeedImage) {
  const art = renderArt(image.art);
  await writeOriginal(key, art.svg, 'svg');
  const [row] = await db
    .insert(mediaAssets)
    .values({ key, alt: image.alt, width: art.width, height: art.height, placeholderColor: art.placeholderColor })
    .returning({ mediaId: mediaAssets.mediaId });
  return row!.mediaId;
}
