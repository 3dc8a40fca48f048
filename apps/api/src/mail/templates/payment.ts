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

/** Sent when an order waited for its online payment longer than the terms allow: cancelled, nothing to pay. */
export function unpaidOrderCancelledEmail(order: { number: string }, shopUrl: string): RenderedEmail {
  return shopLetter(`Zamówienie ${order.number} anulowane – brak płatności`, [
    `nie otrzymaliśmy płatności za zamówienie ${order.number}, dlatego zgodnie z regulaminem je anulowaliśmy.`,
    'Nie musisz nic robić, a zarezerwowane dla Ciebie produkty wróciły do sklepu.',
    '',
    `Jeśli nadal chcesz je kupić, zapraszamy ponownie: ${shopUrl}`,
  ]);
}
