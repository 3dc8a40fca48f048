/**
 * An e-mail of the shop's outbox as the staff see it: failed (the retries ran
 * out; it can be sent again), waiting (queued, or being sent now) or sent.
 */
export const OUTBOX_STATES = ['failed', 'waiting', 'sent'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The outbox statuses (PENDING, SENDING, SENT, FAILED) in each state. */
export const OUTBOX_STATUSES_OF: Record<OutboxState, readonly string[]> = {
  failed: ['FAILED'],
  waiting: ['PENDING', 'SENDING'],
  sent: ['SENT'],
};

export function outboxState(status: string): OutboxState {
  return OUTBOX_STATES.find((state) => OUTBOX_STATUSES_OF[state].includes(status)) ?? 'waiting';
}

export const OUTBOX_STATE_NAMES_PL: Record<OutboxState, string> = {
  failed: 'nie wysłano',
  waiting: 'czeka na wysłanie',
  sent: 'wysłano',
};

/** What each kind of e-mail is, in Polish; an unknown kind shows as it is stored. */
export function emailKindPl(kind: string): string {
  const names: Record<string, string> = {
    'account-confirmation': 'potwierdzenie konta',
    contact: 'wiadomość z formularza',
    'newsletter-confirmation': 'potwierdzenie newslettera',
    'newsletter-unsubscribe-link': 'link do wypisania z newslettera',
    'newsletter-welcome': 'powitanie w newsletterze',
    'order-cancelled': 'anulowanie zamówienia',
    'order-cancelled-unpaid': 'anulowanie nieopłaconego zamówienia',
    'order-confirmation': 'potwierdzenie zamówienia',
    'order-notice': 'powiadomienie sklepu o zamówieniu',
    'order-return-received': 'przyjęcie zwrotu',
    'order-shipped': 'wysyłka zamówienia',
    'order-withdrawal-received': 'potwierdzenie odstąpienia od umowy',
    'order-withdrawal-refunded': 'zwrot pieniędzy po odstąpieniu',
    'password-reset': 'zmiana hasła',
    'payment-received': 'otrzymanie płatności',
    'staff-invitation': 'zaproszenie do panelu',
  };
  return names[kind] ?? kind;
}
