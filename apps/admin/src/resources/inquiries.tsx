import type { AdminInquiry, AdminInquirySummary } from '@manufaktura/contract';
import type { Theme } from '@mui/material';
import { Card, CardContent, Link, Stack, Typography, useMediaQuery } from '@mui/material';
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

const KIND_CHOICES = [
  { id: 'contact', name: 'admin.inquiries.kind.contact' },
  { id: 'b2b', name: 'admin.inquiries.kind.b2b' },
];
const STATUS_CHOICES = [
  { id: 'waiting', name: 'admin.inquiries.status.waiting' },
  { id: 'replied', name: 'admin.inquiries.status.replied' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Imię, e-mail lub firma" />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];
const when = (iso: string) => new Date(iso).toLocaleString('pl-PL');

/** Who answered and when, or that nobody did yet. */
function useReplied() {
  const translate = useTranslate();
  return (inquiry: AdminInquirySummary) =>
    inquiry.replied_at
      ? translate('admin.inquiries.replied_by', { by: inquiry.replied_by, at: when(inquiry.replied_at) })
      : translate('admin.inquiries.status.waiting');
}

export function InquiryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const replied = useReplied();
  const kind = (inquiry: AdminInquirySummary) => translate(`admin.inquiries.kind.${inquiry.kind}`);
  return (
    <List filters={filters} filterDefaultValues={{ status: 'waiting' }} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(inquiry: AdminInquirySummary) => inquiry.company ?? inquiry.name}
          secondaryText={(inquiry: AdminInquirySummary) => `${kind(inquiry)} · ${when(inquiry.created_at)}`}
          tertiaryText={replied}
          linkType="show"
        />
      ) : (
        <Table rowClick="show">
          <DataTable.Col source="created_at">
            <DateField locales="pl-PL" source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="kind" render={kind} />
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="company" />
          <DataTable.Col source="topic_name" />
          <DataTable.Col source="replied_at" render={replied} />
        </Table>
      )}
    </List>
  );
}

function InquiryDetail() {
  const record = useRecordContext<AdminInquiry>();
  const translate = useTranslate();
  const replied = useReplied();
  if (!record) return null;
  const details = [
    record.company && `${record.company}${record.nip ? `, NIP ${record.nip}` : ''}`,
    record.phone && translate('admin.inquiries.phone', { phone: record.phone }),
    record.volume_name && translate('admin.inquiries.volume', { volume: record.volume_name }),
    record.topic_name && translate('admin.inquiries.topic', { topic: record.topic_name }),
  ].filter(Boolean);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {translate(`admin.inquiries.kind.${record.kind}`)}: {record.name}
      </Typography>
      <Typography>
        <Link href={`mailto:${record.email}`}>{record.email}</Link> · {when(record.created_at)}
      </Typography>
      {details.map((line) => (
        <Typography key={line as string} variant="body2">
          {line}
        </Typography>
      ))}
      <Card variant="outlined">
        <CardContent>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.message}</Typography>
        </CardContent>
      </Card>
      <Typography>{replied(record)}</Typography>
      {!record.replied_at && (
        <PostButton
          path={`/inquiries/${record.id}/replied`}
          label="admin.inquiries.mark_replied"
          success="admin.inquiries.marked"
        />
      )}
    </Stack>
  );
}

export function InquiryShow() {
  return (
    <Show actions={false}>
      <InquiryDetail />
    </Show>
  );
}
