import type { AdminSubscriber } from '@manufaktura/contract';
import { SUBSCRIBER_STATE_NAMES_PL, SUBSCRIBER_STATES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';

import { ADMIN_API } from '../api.ts';
import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';

const STATE_CHOICES = SUBSCRIBER_STATES.map((state) => ({ id: state, name: SUBSCRIBER_STATE_NAMES_PL[state] }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail" />,
  <SelectInput key="status" source="status" choices={STATE_CHOICES} alwaysOn />,
];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pl-PL') : '—');

/** Downloads the addresses the list shows (its filters) as CSV with the proof of each consent. */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const query = new URLSearchParams(
    Object.entries(filterValues as Record<string, unknown>)
      .filter(([key, value]) => (key === 'status' || key === 'q') && typeof value === 'string' && value !== '')
      .map(([key, value]) => [key, value as string]),
  ).toString();
  return (
    <TopToolbar>
      <TextButton
        variant="outlined"
        label={translate('admin.newsletter.export')}
        href={`${ADMIN_API}/newsletter/export${query ? `?${query}` : ''}`}
      />
    </TopToolbar>
  );
}

export function SubscriberList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const proof = (subscriber: AdminSubscriber) =>
    translate('admin.newsletter.proof', {
      at: when(subscriber.consent_at),
      ip: subscriber.consent_ip ?? '—',
      version: subscriber.consent_text_version ?? '—',
    });
  return (
    <List filters={filters} actions={<ExportCsv />} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(subscriber: AdminSubscriber) => subscriber.email}
          secondaryText={(subscriber: AdminSubscriber) => subscriber.status_name}
          tertiaryText={proof}
          linkType={false}
        />
      ) : (
        <Table rowClick={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="status_name" />
          <DataTable.Col source="source_name" />
          <DataTable.Col source="consent_at">
            <DateField locales="pl-PL" source="consent_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="consent_ip" />
          <DataTable.Col source="consent_text_version" />
          <DataTable.Col
            source="confirmed_at"
            render={(subscriber: AdminSubscriber) => when(subscriber.confirmed_at)}
          />
        </Table>
      )}
    </List>
  );
}
