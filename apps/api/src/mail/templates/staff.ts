import type { StaffRole } from '@manufaktura/core';
import { shopLink, STAFF_ROLE_NAMES_PL } from '@manufaktura/core';

import type { RenderedEmail } from './html.ts';
import { shopLetter } from './html.ts';

/** The back office's page that takes an invitation and sets the password. */
export const staffInvitationUrl = (publicUrl: string, token: string) =>
  shopLink(publicUrl, `/admin/#/zaproszenie/${token}`);

/** Sent when an owner invites someone to the back office. */
export function staffInvitationEmail(invitationUrl: string, role: StaffRole): RenderedEmail {
  return shopLetter('Zaproszenie do panelu sklepu Manufaktura', [
    `zapraszamy Cię do panelu sklepu Manufaktura (rola: ${STAFF_ROLE_NAMES_PL[role]}).`,
    'Aby ustawić hasło i zalogować się, otwórz link (ważny przez 72 godziny, działa jeden raz):',
    invitationUrl,
    '',
    'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
  ]);
}
