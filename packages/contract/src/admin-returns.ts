import { RETURN_CONDITIONS } from '@manufaktura/core';
import { z } from 'zod';

import { calendarDay } from './orders.ts';

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

/* Withdrawals: a shopper's statement of withdrawal and the refund the shop owes within 14 days of it. */

/** Where the refund owed after a withdrawal stands: `due` from 3 days before its deadline, `overdue` after it. */
export const refundUrgency = z.enum(['open', 'due', 'overdue']);

/** A withdrawal statement recorded on an order, its refund's deadline, and the refund once recorded. */
export const adminOrderWithdrawal = z
  .object({
    received_on: calendarDay.describe('The day the statement reached the shop'),
    refund_deadline: calendarDay.describe('The last day to return the money (upk art. 32): received_on + 14 days'),
    days_left: z.number().int().describe('Days to the deadline from today (shop time); negative once it passed'),
    urgency: refundUrgency.nullable().describe('While the refund is owed; null once it is recorded'),
    note: z.string(),
    recorded_by: z
      .string()
      .describe('The e-mail of the member of staff who recorded the statement, or the shopper’s when made online'),
    recorded_at: z.string(),
    online: z
      .boolean()
      .describe('Made by the shopper on the shop’s page: its day is the shop’s record and cannot be corrected'),
    refunded_at: z.string().nullable(),
    refund_amount: pln.nullable(),
    refunded_by: z.string().nullable(),
    refund_note: z.string(),
    refund_suggested: pln.describe(
      'What the refund form opens with: paid online, the refunds made; otherwise what came back (with the delivery once all did)',
    ),
  })
  .meta({ id: 'AdminOrderWithdrawal' });

export const adminWithdrawalBody = z
  .strictObject({
    received_on: calendarDay.describe(
      'From the day the order was placed to today; otherwise order.withdrawal.date.invalid',
    ),
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'AdminWithdrawal' });

export const adminWithdrawalRefundBody = z
  .strictObject({
    amount: pln.min(0).max(1_000_000).describe('PLN returned in all, by the gateway or by transfer'),
    note: z.string().trim().max(500).default('').describe('How it was returned, e.g. the transfer’s date and account'),
  })
  .meta({ id: 'AdminWithdrawalRefund' });

/** A refund owed after a withdrawal, as the start page lists it. */
export const adminRefundOwed = z.object({
  id: z.uuid().describe('The order'),
  number: z.string(),
  email: z.string(),
  received_on: calendarDay,
  refund_deadline: calendarDay,
  days_left: z.number().int(),
  urgency: refundUrgency,
});

export type AdminOrderWithdrawal = z.infer<typeof adminOrderWithdrawal>;
export type AdminWithdrawalBody = z.infer<typeof adminWithdrawalBody>;
export type AdminWithdrawalRefundBody = z.infer<typeof adminWithdrawalRefundBody>;
export type AdminRefundOwed = z.infer<typeof adminRefundOwed>;
export type AdminReturnableLine = z.infer<typeof adminReturnableLine>;
export type AdminOrderReturn = z.infer<typeof adminOrderReturn>;
export type AdminReturnBody = z.infer<typeof adminReturnBody>;
