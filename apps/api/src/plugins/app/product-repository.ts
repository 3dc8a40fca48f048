import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const { categories, productCategories, products } = schema;

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductWithCategories = ProductRow & { categories: CategoryRow[] };

export interface ProductListQuery {
  categorySlug?: string | undefined;
  limit: number;
  offset: number;
}

export function createProductRepository(db: Database) {
  async function withCategories(rows: ProductRow[]): Promise<ProductWithCategories[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
      .where(
        inArray(
          productCategories.productId,
          rows.map((row) => row.productId),
        ),
      )
      .orderBy(asc(categories.position));
    return rows.map((row) => ({
      ...row,
      categories: links.filter((link) => link.productId === row.productId).map((link) => link.category),
    }));
  }

  return {
    /** Published products, in category order when a category is given, newest first otherwise. */
    async list({ categorySlug, limit, offset }: ProductListQuery): Promise<ProductWithCategories[]> {
      const rows = categorySlug
        ? (
            await db
              .select({ product: products })
              .from(products)
              .innerJoin(productCategories, eq(productCategories.productId, products.productId))
              .innerJoin(categories, eq(categories.categoryId, productCategories.categoryId))
              .where(and(eq(categories.slug, categorySlug), eq(products.published, true)))
              .orderBy(asc(productCategories.position), asc(products.name))
              .limit(limit)
              .offset(offset)
          ).map((row) => row.product)
        : await db
            .select()
            .from(products)
            .where(eq(products.published, true))
            .orderBy(asc(products.createdAt), asc(products.name))
            .limit(limit)
            .offset(offset);
      return withCategories(rows);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    productRepository: ProductRepository;
  }
}

export default fp(
  async function productRepository(app: FastifyInstance) {
    app.decorate('productRepository', createProductRepository(app.db));
  },
  { name: 'product-repository', dependencies: ['database'] },
);
