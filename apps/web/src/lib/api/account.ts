import 'server-only';

import type { AccountResponse, OrderSummary } from '@manufaktura/contract';
import * as contract from '@manufaktura/contract';
import type { Money } from '@manufaktura/core';
import { fromPln } from '@manufaktura/core';

import { toOrder } from './mappers.ts';
import type { Order } from './types.ts';
import { getAsVisitor, isSuccess } from './visitor.ts';

/**
 * The signed-in visitor's account, read as the visitor while a page renders.
 * null: a guest (the API answered 401). A failure of the API is thrown, so the
 * page shows its error state rather than pretending the shopper is signed out.
 */
export async function getVisitorAccount(): Promise<AccountResponse | null> {
  const answer = await getAsVisitor('/api/accounts');
  if (answer.status === 401) return null;
  if (!isSuccess(answer)) throw new Error(`The shop API answered the account with ${answer.status}`);
  return contract.accountResponse.parse(answer.body);
}

/** A past order as the account page lists it; amounts in grosze. */
export interface PastOrder {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  grandTotal: Money;
  itemsCount: number;
}

const toPastOrder = (summary: OrderSummary): PastOrder => ({
  id: summary.id,
  number: summary.number,
  status: summary.status,
  createdAt: summary.created_at,
  grandTotal: fromPln(summary.grand_total),
  itemsCount: summary.items_count,
});

/** The signed-in visitor's orders, newest first; null for a guest. */
export async function getVisitorOrders(): Promise<PastOrder[] | null> {
  const answer = await getAsVisitor('/api/orders?limit=50');
  if (answer.status === 401) return null;
  if (!isSuccess(answer)) throw new Error(`The shop API answered the order history with ${answer.status}`);
  return contract.orderHistory.parse(answer.body).items.map(toPastOrder);
}

/** One of the signed-in visitor's orders; null when it is not theirs (the API says 404 either way). */
export async function getVisitorOrder(id: string): Promise<Order | null> {
  if (!contract.orderParams.safeParse({ id }).success) return null;
  const answer = await getAsVisitor(`/api/orders/${id}`);
  if (answer.status === 404) return null;
  if (!isSuccess(answer)) throw new Error(`The shop API answered an order with ${answer.status}`);
  return toOrder(contract.order.parse(answer.body));
}
