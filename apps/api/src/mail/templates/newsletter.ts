import { shopLink } from '@manufaktura/core';

import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/**
 * Asks the owner of an address to confirm a newsletter sign-up (double
 * opt-in). Like the inquiry acknowledgement it repeats nothing anyone typed;
 * until the link is used the address receives nothing.
 */
export function newsletterConfirmationEmail(confirmationUrl: string, shopUrl: string): RenderedEmail {
  return shopLetter('Potwierdź zapis do newslettera Manufaktury', [
    'ktoś (najpewniej Ty) poprosił o zapisanie tego adresu do newslettera Manufaktury.',
    'Aby zacząć go otrzymywać, potwierdź zapis:',
    confirmationUrl,
    '',
    'Jeśli to nie Ty, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy nic więcej.',
    '',
    `Regulamin newslettera: ${shopLink(shopUrl, '/regulamin-newsletter')}`,
  ]);
}

/**
 * Sent when an address starts receiving the newsletter (its sign-up was
 * confirmed). Its link lets the owner of the address withdraw the consent
 * with one click.
 */
export function newsletterWelcomeEmail(unsubscribeUrl: string, shopUrl: string): RenderedEmail {
  return shopLetter('Witamy w newsletterze Manufaktury', [
    'ten adres został zapisany do newslettera Manufaktury. Będziemy pisać o nowościach,',
    'promocjach i pielęgnacji naturalnymi kosmetykami.',
    '',
    'Zgodę możesz wycofać w każdej chwili, jednym kliknięciem:',
    unsubscribeUrl,
    '',
    `Regulamin newslettera: ${shopLink(shopUrl, '/regulamin-newsletter')}`,
  ]);
}

/**
 * Sent when someone other than the address's owner asks to unsubscribe it:
 * the owner decides, with the link.
 */
export function newsletterUnsubscribeLinkEmail(unsubscribeUrl: string, shopUrl: string): RenderedEmail {
  return shopLetter('Wypisanie z newslettera Manufaktury', [
    'otrzymaliśmy prośbę o wypisanie tego adresu z newslettera Manufaktury.',
    'Aby wypisać się, otwórz link i potwierdź:',
    unsubscribeUrl,
    '',
    'Jeśli chcesz dalej otrzymywać newsletter, zignoruj tę wiadomość.',
    '',
    `Regulamin newslettera: ${shopLink(shopUrl, '/regulamin-newsletter')}`,
  ]);
}
