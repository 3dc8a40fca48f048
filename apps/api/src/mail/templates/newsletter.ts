import { shopLink } from '../../shop-links.ts';
import { plainEmail } from './html.ts';
import type { RenderedEmail } from './html.ts';

/**
 * Sent when an address starts receiving the newsletter. Like the inquiry
 * acknowledgement it repeats nothing anyone typed; its link lets the owner of
 * the address withdraw the consent with one click, whoever signed it up.
 */
export function newsletterWelcomeEmail(unsubscribeUrl: string, shopUrl: string): RenderedEmail {
  return plainEmail('Witamy w newsletterze Manufaktury', [
    'Dzień dobry,',
    '',
    'ten adres został zapisany do newslettera Manufaktury. Będziemy pisać o nowościach,',
    'promocjach i pielęgnacji naturalnymi kosmetykami.',
    '',
    'Zgodę możesz wycofać w każdej chwili, jednym kliknięciem:',
    unsubscribeUrl,
    '',
    'Jeśli to nie Ty zapisałeś(-aś) ten adres, otwórz powyższy link – nie napiszemy więcej.',
    '',
    `Regulamin newslettera: ${shopLink(shopUrl, '/regulamin-newsletter')}`,
    '',
    'Pozdrawiamy,',
    'Manufaktura',
  ]);
}
