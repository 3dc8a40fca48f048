import { RETURN_CONDITIONS } from '@manufaktura/core';
import { z } from 'zod';

/* Returns: goods a customer sent back, recorded on the order in the back office. */

const pln = z.number().describe('PLN, gross');
const returnCondition = z.enum(RETURN_CONDITIONS).describe('RESALABLE goes back on sale; OPENED and DAMAGED do not');

/** A line of an order as the return form lists it. */
export const adminReturnableLine = z
  .object({
    id: z.uuid().describe('The order line, as a return names it'),
    product_id: z.string().nullable(),
    name: z.string(),
    quantity: z.number().int().describe('Units sold'),
    returned: z.number().int().describe('Units that came back so far'),
  })
  .meta({ id: 'AdminReturnableLine' });

/** A return recorded on an order: when, by whom, what came back in what condition, and its worth. */
export const adminOrderReturn = z
  .object({
    id: z.uuid(),
    created_at: z.string(),
    recorded_by: z.string().describe('The e-mail of the member of staff who recorded it'),
    note: z.string(),
    value: pln.describe('The returned units’ share of what the shopper paid for their lines'),
    lines: z.array(
      z.object({
        line_id: z.uuid(),
        name: z.string(),
        quantity: z.number().int(),
        condition: returnCondition,
        condition_name: z.string(),
        value: pln,
      }),
    ),
  })
  .meta({ id: 'AdminOrderReturn' });

export const adminReturnBody = z
  .strictObject({
    version: z.string().max(64).describe('The order’s version: a stale one is admin.version.conflict'),
    lines: z
      .array(
        z.strictObject({
          line_id: z.uuid(),
          quantity: z
            .number()
            .int()
            .max(10_000)
            .describe('Units that came back in this condition; fewer than 1 is order.return.quantity.invalid'),
          condition: returnCondition,
        }),
      )
      .max(100)
      .describe('A line may come twice, in two conditions'),
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'AdminReturn' });

export type AdminReturnableLine = z.infer<typeof adminReturnableLine>;
export type AdminOrderReturn = z.infer<typeof adminOrderReturn>;
export type AdminReturnBody = z.infer<typeof adminReturnBody>;
