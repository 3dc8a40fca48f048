import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/**
 * Sent when the staff record goods that came back: a confirmation of what the
 * shop received, on a durable medium, and how the money comes back (within 14
 * days, upk art. 32: by the way it was paid, or by transfer for cash on delivery).
 */
export function returnReceivedEmail(
  order: { number: string; lines: { name: string; quantity: number }[]; paidOnline: boolean },
  orderUrl: string,
): RenderedEmail {
  return shopLetter(`Otrzymaliśmy zwrot z zamówienia ${order.number}`, [
    `dotarł do nas zwrot z zamówienia ${order.number}:`,
    ...order.lines.map((line) => `– ${line.name}: ${line.quantity} szt.`),
    '',
    order.paidOnline
      ? 'Pieniądze za zwrócone produkty oddamy tą samą drogą, którą dotarły do nas, najpóźniej w ciągu 14 dni.'
      : 'Pieniądze za zwrócone produkty przelejemy na Twoje konto najpóźniej w ciągu 14 dni. Jeśli nie podano nam jeszcze numeru konta, odpowiedz na tę wiadomość i go wpisz.',
    'Jeśli masz pytania, odpowiedz na tę wiadomość.',
    '',
    `Szczegóły zamówienia: ${orderUrl}`,
  ]);
}
