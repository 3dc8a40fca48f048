import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createContentRepository } from '../../repositories/content.ts';
import type { ContentRepository } from '../../repositories/content.ts';
import { createProductRepository } from '../../repositories/products.ts';
import type { ProductRepository } from '../../repositories/products.ts';
import { createReviewRepository } from '../../repositories/reviews.ts';
import type { ReviewRepository } from '../../repositories/reviews.ts';
import { createSearchRepository } from '../../repositories/search.ts';
import type { SearchRepository } from '../../repositories/search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    productRepository: ProductRepository;
    contentRepository: ContentRepository;
    searchRepository: SearchRepository;
    reviewRepository: ReviewRepository;
  }
}

/** The repositories: the only place in the API that queries the database. */
export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('productRepository', createProductRepository(app.db));
    app.decorate('contentRepository', createContentRepository(app.db));
    app.decorate('searchRepository', createSearchRepository(app.db));
    app.decorate('reviewRepository', createReviewRepository(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
