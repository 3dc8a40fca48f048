import { shopLink } from '@manufaktura/core';

import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/** The link confirming a new account: any page of the shop reads the token and confirms (spec §4, initial load). */
export const accountConfirmationUrl = (publicUrl: string, token: string) =>
  shopLink(publicUrl, `/?registration_confirmation_token=${token}`);

export const passwordResetUrl = (publicUrl: string, token: string) =>
  shopLink(publicUrl, `/reset-password?token=${token}`);

/** Sent after registration: nothing is bought or sent to the address until its owner clicks. */
export function accountConfirmationEmail(confirmationUrl: string, shopUrl: string): RenderedEmail {
  return shopLetter('Potwierdź założenie konta w Manufakturze', [
    'dziękujemy za założenie konta w sklepie Manufaktura.',
    'Aby je aktywować, kliknij w link potwierdzający (ważny przez 48 godzin):',
    confirmationUrl,
    '',
    'Jeśli to nie Ty, zignoruj tę wiadomość – bez potwierdzenia konto nie zostanie aktywowane.',
    '',
    `Regulamin sklepu: ${shopLink(shopUrl, '/regulamin')}`,
  ]);
}

/** Sent on request from the sign-in page; the link works for an hour, once. */
export function passwordResetEmail(resetUrl: string): RenderedEmail {
  return shopLetter('Zmiana hasła w sklepie Manufaktura', [
    'otrzymaliśmy prośbę o zmianę hasła do Twojego konta w sklepie Manufaktura.',
    'Aby ustawić nowe hasło, otwórz link (ważny przez godzinę, działa jeden raz):',
    resetUrl,
    '',
    'Jeśli to nie Ty, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
  ]);
}
