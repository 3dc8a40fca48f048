import type { Money } from '@manufaktura/core';
import { formatCalendarDay, formatDateTime, formatMoney } from '@manufaktura/core';

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

/**
 * Sent when the staff record a shopper's statement of withdrawal: its receipt
 * confirmed on a durable medium (upk art. 31), what to do with the goods, and
 * by when the money comes back (art. 32: 14 days from the statement, held at
 * most until the goods or proof of their sending arrive). Sent again, as
 * `corrected`, when the staff move the statement to the day it truly came.
 */
export function withdrawalReceivedEmail(
  withdrawal: {
    number: string;
    receivedOn: string;
    refundDeadline: string;
    paidOnline: boolean;
    /** Made on the shop's own page: its words and moment, repeated as the receipt (directive 2011/83/EU art. 11a). */
    submitted?: { at: Date; statement: string; message: string };
    /** The staff corrected the day the statement came: this receipt replaces the first. */
    corrected?: boolean;
  },
  links: { returnsPage: string; order: string },
): RenderedEmail {
  const { submitted, number } = withdrawal;
  const received = formatCalendarDay(withdrawal.receivedOn);
  return shopLetter(
    withdrawal.corrected
      ? `Poprawiony dzień otrzymania Twojego odstąpienia od umowy – zamówienie ${number}`
      : `Otrzymaliśmy Twoje odstąpienie od umowy – zamówienie ${number}`,
    [
      withdrawal.corrected
        ? `poprawiamy naszą wcześniejszą wiadomość: Twoje oświadczenie o odstąpieniu od umowy zawartej zamówieniem ${number} otrzymaliśmy ${received}.`
        : `potwierdzamy, że ${received} otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy zawartej zamówieniem ${number}.`,
      ...(submitted
        ? [
            '',
            `Oświadczenie złożone na stronie sklepu ${formatDateTime(submitted.at)}:`,
            `„${submitted.statement}”`,
            ...(submitted.message ? [`Twoja wiadomość: ${submitted.message}`] : []),
          ]
        : []),
      '',
      `Odeślij produkty w ciągu 14 dni od złożenia oświadczenia. Adres do zwrotów i wskazówki znajdziesz tutaj: ${links.returnsPage}`,
      '',
      withdrawal.paidOnline
        ? `Pieniądze oddamy tą samą drogą, którą za nie zapłacono, najpóźniej do ${formatCalendarDay(withdrawal.refundDeadline)}.`
        : `Pieniądze przelejemy na Twoje konto najpóźniej do ${formatCalendarDay(withdrawal.refundDeadline)}. Jeśli nie podano nam jeszcze numeru konta, odpowiedz na tę wiadomość i go wpisz.`,
      'Możemy wstrzymać zwrot do chwili, gdy otrzymamy produkty albo dowód ich odesłania – zależnie od tego, co nastąpi wcześniej.',
      'Jeśli masz pytania, odpowiedz na tę wiadomość.',
      '',
      `Szczegóły zamówienia: ${links.order}`,
    ],
  );
}

/** Sent when the staff record the money returned after a withdrawal: how much, and how it travels. */
export function withdrawalRefundedEmail(
  refund: { number: string; amount: Money; paidOnline: boolean },
  orderUrl: string,
): RenderedEmail {
  return shopLetter(`Zwróciliśmy pieniądze za zamówienie ${refund.number}`, [
    `zwróciliśmy Ci ${formatMoney(refund.amount)} po odstąpieniu od umowy zawartej zamówieniem ${refund.number}.`,
    refund.paidOnline
      ? 'Pieniądze wracają tą samą drogą, którą za nie zapłacono; bank zwykle księguje je w ciągu kilku dni roboczych.'
      : 'Pieniądze wysłaliśmy przelewem na podane przez Ciebie konto; bank zwykle księguje je w ciągu jednego–dwóch dni roboczych.',
    'Jeśli masz pytania, odpowiedz na tę wiadomość.',
    '',
    `Szczegóły zamówienia: ${orderUrl}`,
  ]);
}
