import type { AdminEmail } from '@manufaktura/contract';
import { OUTBOX_STATE_NAMES_PL, OUTBOX_STATES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Stack, Typography, useMediaQuery } from '@mui/material';
import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { PostButton } from '../post-button.tsx';
import { Table } from '../table.tsx';

const STATE_CHOICES = OUTBOX_STATES.map((state) => ({ id: state, name: OUTBOX_STATE_NAMES_PL[state] }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Adres odbiorcy" />,
  <SelectInput key="status" source="status" choices={STATE_CHOICES} alwaysOn />,
];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pl-PL') : '—');

export function EmailList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} filterDefaultValues={{ status: 'failed' }} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(email: AdminEmail) => email.subject}
          secondaryText={(email: AdminEmail) => `${email.to} · ${email.status_name}`}
          tertiaryText={(email: AdminEmail) => when(email.created_at)}
          linkType="show"
        />
      ) : (
        <Table rowClick="show">
          <DataTable.Col source="created_at">
            <DateField locales="pl-PL" source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="to" />
          <DataTable.Col source="kind_name" />
          <DataTable.Col source="subject" />
          <DataTable.Col source="status_name" />
          <DataTable.Col source="attempts" />
          <DataTable.Col source="last_error" />
        </Table>
      )}
    </List>
  );
}

function EmailDetail() {
  const record = useRecordContext<AdminEmail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {record.subject}
      </Typography>
      <Typography>{translate('admin.outbox.to', { to: record.to, kind: record.kind_name })}</Typography>
      <Typography>
        {translate('admin.outbox.state', { state: record.status_name, attempts: record.attempts })}
      </Typography>
      <Typography variant="body2">
        {translate('admin.outbox.times', {
          created: when(record.created_at),
          next: when(record.next_attempt_at),
          sent: when(record.sent_at),
        })}
      </Typography>
      {record.last_error && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
          {translate('admin.outbox.error', { error: record.last_error })}
        </Typography>
      )}
      {record.status === 'failed' && (
        <PostButton path={`/outbox/${record.id}/resend`} label="admin.outbox.resend" success="admin.outbox.resent" />
      )}
    </Stack>
  );
}

export function EmailShow() {
  return (
    <Show actions={false}>
      <EmailDetail />
    </Show>
  );
}
