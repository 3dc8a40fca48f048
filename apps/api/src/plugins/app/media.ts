import { resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absolute path of the media folder: `originals/` and the generated `variants/`. */
    mediaDir: string;
  }
}

export interface MediaPluginOptions {
  /** Usually `join(DATA_DIR, 'media')`. */
  mediaDir: string;
}

/** Tells the media routes (and whatever stores originals) where the pictures live. */
export default fp(
  async function media(app: FastifyInstance, options: MediaPluginOptions) {
    app.decorate('mediaDir', resolve(options.mediaDir));
  },
  { name: 'media' },
);
