import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/** Sent when the parcel leaves the workshop, with its number for the carrier's tracking. */
export function orderShippedEmail(
  order: { number: string; shippingMethodName: string; trackingNumber: string },
  orderUrl: string,
): RenderedEmail {
  return shopLetter(`Zamówienie ${order.number} zostało wysłane`, [
    `Twoja paczka z zamówieniem ${order.number} wyruszyła w drogę (${order.shippingMethodName}).`,
    `Numer przesyłki: ${order.trackingNumber}`,
    'Przewoźnik wyśle Ci SMS lub e-mail, gdy paczka będzie blisko.',
    '',
    `Szczegóły zamówienia: ${orderUrl}`,
  ]);
}

/** Sent when the shop cancels an order (out of stock, at the shopper's request); a payment is returned. */
export function orderCancelledByShopEmail(
  order: { number: string; paidOnline: boolean },
  shopUrl: string,
): RenderedEmail {
  return shopLetter(`Zamówienie ${order.number} zostało anulowane`, [
    `anulowaliśmy zamówienie ${order.number}.`,
    order.paidOnline
      ? 'Zapłacone pieniądze zwrócimy tą samą drogą, którą dotarły do nas – zwykle w ciągu kilku dni roboczych.'
      : 'Nie musisz nic płacić.',
    'Jeśli masz pytania, odpowiedz na tę wiadomość.',
    '',
    `Zapraszamy ponownie: ${shopUrl}`,
  ]);
}
