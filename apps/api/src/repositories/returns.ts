import type { ReturnCondition } from '@manufaktura/core';
import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const { orderLines, orderReturnLines, orderReturns, products } = schema;

export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** A line of an order as returns see it: what was sold, what came back, and the product's slug today. */
export interface ReturnableOrderLine {
  orderLineId: string;
  productId: string | null;
  slug: string | null;
  name: string;
  quantity: number;
  returnedQuantity: number;
  total: number;
}

/** One line of a recorded return, with the name of the order's line. */
export interface ReturnedLine {
  orderLineId: string;
  name: string;
  quantity: number;
  condition: ReturnCondition;
  value: number;
}

export type OrderReturn = OrderReturnRow & { lines: ReturnedLine[] };

/** Goods customers sent back, and what each order line got back in all. */
export function createReturnRepository(db: Database) {
  return {
    /** The order's lines, in the order they were listed, with what already came back of each. */
    async lines(orderId: string): Promise<ReturnableOrderLine[]> {
      return db
        .select({
          orderLineId: orderLines.orderLineId,
          productId: orderLines.productId,
          slug: products.slug,
          name: orderLines.name,
          quantity: orderLines.quantity,
          returnedQuantity: orderLines.returnedQuantity,
          total: orderLines.total,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.productId, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    /**
     * Writes a return with its lines and adds what came back to the order's
     * lines; their check constraint refuses a line getting back more than was
     * sold, the last guard behind core's rule.
     */
    async insert(
      entry: Omit<typeof orderReturns.$inferInsert, 'returnId'>,
      lines: Omit<ReturnedLine, 'name'>[],
    ): Promise<OrderReturnRow> {
      const [row] = await db.insert(orderReturns).values(entry).returning();
      await db
        .insert(orderReturnLines)
        .values(lines.map((line, position) => ({ ...line, returnId: row!.returnId, position })));
      for (const line of lines) {
        await db
          .update(orderLines)
          .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${line.quantity}` })
          .where(eq(orderLines.orderLineId, line.orderLineId));
      }
      return row!;
    },

    /** An order's returns, oldest first, each with its lines. */
    async ofOrder(orderId: string): Promise<OrderReturn[]> {
      const returns = await db
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, orderId))
        .orderBy(asc(orderReturns.createdAt), asc(orderReturns.returnId));
      if (returns.length === 0) return [];
      const lines = await db
        .select({
          returnId: orderReturnLines.returnId,
          orderLineId: orderReturnLines.orderLineId,
          name: orderLines.name,
          quantity: orderReturnLines.quantity,
          condition: orderReturnLines.condition,
          value: orderReturnLines.value,
        })
        .from(orderReturnLines)
        .innerJoin(orderLines, eq(orderLines.orderLineId, orderReturnLines.orderLineId))
        .where(
          inArray(
            orderReturnLines.returnId,
            returns.map((r) => r.returnId),
          ),
        )
        .orderBy(asc(orderReturnLines.position));
      return returns.map((r) => ({
        ...r,
        lines: lines
          .filter((line) => line.returnId === r.returnId)
          .map(({ orderLineId, name, quantity, condition, value }) => ({
            orderLineId,
            name,
            quantity,
            condition,
            value,
          })),
      }));
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
