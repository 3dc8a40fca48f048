import type { CheckedB2b, CheckedContact } from '@manufaktura/core';
import { B2B_VOLUMES, CONTACT_TOPICS, formatPhone } from '@manufaktura/core';

import type { RenderedEmail } from './html.ts';
import { plainEmail as plain, shopLetter } from './html.ts';

/** The shop's copy of a contact message, with everything needed to answer it. */
export function contactNoticeEmail(inquiry: CheckedContact, reference: string): RenderedEmail {
  return plain(`Wiadomość ze sklepu: ${CONTACT_TOPICS[inquiry.topic]} – ${inquiry.name}`, [
    `Od: ${inquiry.name} <${inquiry.email}>`,
    `Temat: ${CONTACT_TOPICS[inquiry.topic]}`,
    `Numer wiadomości: ${reference}`,
    '',
    inquiry.message,
    '',
    `Odpowiedz na adres: ${inquiry.email}`,
  ]);
}

/** The shop's copy of a B2B cooperation inquiry. */
export function b2bNoticeEmail(inquiry: CheckedB2b, reference: string): RenderedEmail {
  return plain(`Zapytanie B2B: ${inquiry.company}`, [
    `Firma: ${inquiry.company}`,
    `NIP: ${inquiry.nip}`,
    `Osoba kontaktowa: ${inquiry.name}`,
    `E-mail: ${inquiry.email}`,
    `Telefon: ${formatPhone(inquiry.phone) ?? inquiry.phone}`,
    `Planowane zamówienia: ${inquiry.volume ? B2B_VOLUMES[inquiry.volume] : 'nie podano'}`,
    `Numer zapytania: ${reference}`,
    '',
    inquiry.message,
  ]);
}

/**
 * The sender's acknowledgement. It repeats nothing they typed, so the form
 * cannot be used to send someone else a message in the shop's name.
 */
export function inquiryAcknowledgementEmail(kind: 'contact' | 'b2b'): RenderedEmail {
  const what = kind === 'b2b' ? 'zapytanie o współpracę' : 'wiadomość';
  return shopLetter(`Otrzymaliśmy Twoją ${what} – Manufaktura`, [
    `dziękujemy, otrzymaliśmy Twoją ${what}. Odpowiemy najszybciej, jak to możliwe – zwykle w ciągu 2 dni roboczych.`,
    '',
    'Jeśli to nie Ty pisałeś do nas, zignoruj tę wiadomość.',
  ]);
}
