import { formatMoney } from '@manufaktura/core';

import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/** Sent once Przelewy24 has confirmed the money: the order now goes to packing. */
export function paymentReceivedEmail(order: { number: string; grandTotal: number }, orderUrl: string): RenderedEmail {
  return shopLetter(`Płatność za zamówienie ${order.number} przyjęta`, [
    `otrzymaliśmy Twoją płatność ${formatMoney(order.grandTotal)} za zamówienie ${order.number}. Dziękujemy!`,
    'Zamówienie przekazaliśmy do realizacji – napiszemy, gdy paczka wyruszy w drogę.',
    '',
    `Szczegóły zamówienia: ${orderUrl}`,
  ]);
}
