import type { AdminSubscriber, AdminSubscriberFilter } from '@manufaktura/contract';
import { SUBSCRIBER_STATE_NAMES_PL, subscriberState, subscriptionSourcePl, toCsv } from '@manufaktura/core';

import type { Repositories } from '../repositories/index.ts';
import type { SubscriptionRow } from '../repositories/newsletter.ts';
import type { ActorContext } from './audit.ts';
import { auditChange } from './audit.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminSubscriber(row: SubscriptionRow): AdminSubscriber {
  const status = subscriberState(row);
  return {
    id: row.email,
    email: row.email,
    status,
    status_name: SUBSCRIBER_STATE_NAMES_PL[status],
    source: row.source,
    source_name: subscriptionSourcePl(row.source),
    consent_at: row.consentAt.toISOString(),
    consent_ip: row.consentIp,
    consent_text_version: row.consentTextVersion,
    confirmation_sent_at: iso(row.confirmationSentAt),
    confirmed_at: iso(row.confirmedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The export's columns: the address, its state and the proof of its consent (times in UTC). */
const CSV_HEADER = [
  'E-mail',
  'Stan',
  'Źródło zgody',
  'Zgoda udzielona (UTC)',
  'Adres IP przy zgodzie',
  'Wersja treści zgody',
  'Link potwierdzający wysłany (UTC)',
  'Potwierdzona (UTC)',
  'Ostatnia zmiana (UTC)',
];

/**
 * The addresses of a filter as a CSV file for Polish Excel, with the proof
 * of each consent. Personal data leaves the shop with it, so the export is
 * written to the audit log (who, when, which addresses and how many).
 */
export async function exportSubscribers(
  repositories: Repositories,
  filter: AdminSubscriberFilter,
  ctx: ActorContext,
): Promise<string> {
  const rows = await repositories.newsletter.all(filter);
  await auditChange(repositories, ctx, {
    action: 'newsletter.exported',
    entity: 'newsletter',
    entityId: filter.status ?? 'all',
    before: null,
    after: { ...filter, rows: rows.length },
  });
  return toCsv(
    CSV_HEADER,
    rows.map((row) => {
      const status = subscriberState(row);
      return [
        row.email,
        SUBSCRIBER_STATE_NAMES_PL[status],
        subscriptionSourcePl(row.source),
        row.consentAt.toISOString(),
        row.consentIp,
        row.consentTextVersion,
        iso(row.confirmationSentAt),
        iso(row.confirmedAt),
        row.updatedAt.toISOString(),
      ];
    }),
  );
}
