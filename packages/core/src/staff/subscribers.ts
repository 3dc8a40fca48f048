/**
 * A newsletter address as the staff see it: receiving the newsletter
 * (confirmed through its e-mailed link), pending (its confirmation link not
 * used yet) or unsubscribed.
 */
export const SUBSCRIBER_STATES = ['subscribed', 'pending', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export function subscriberState(row: { subscribed: boolean; pendingSince: Date | null }): SubscriberState {
  if (row.subscribed) return 'subscribed';
  return row.pendingSince === null ? 'unsubscribed' : 'pending';
}

export const SUBSCRIBER_STATE_NAMES_PL: Record<SubscriberState, string> = {
  subscribed: 'zapisany',
  pending: 'czeka na potwierdzenie',
  unsubscribed: 'wypisany',
};

/** Where a consent was given, in Polish; an unknown source shows as it is stored. */
export function subscriptionSourcePl(source: string): string {
  const names: Record<string, string> = {
    footer: 'formularz w stopce',
    checkout: 'zamówienie',
    account: 'konto klienta',
  };
  return names[source] ?? source;
}
