import type { AdminReview } from '@manufaktura/contract';
import { REVIEW_STATE_NAMES_PL, REVIEW_STATES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import { DataTable, DateField, List, SelectInput, Show, SimpleList, useRecordContext, useTranslate } from 'react-admin';

import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';

const STATE_CHOICES = REVIEW_STATES.map((state) => ({ id: state, name: REVIEW_STATE_NAMES_PL[state] }));
const filters = [<SelectInput key="status" source="status" choices={STATE_CHOICES} alwaysOn />];
const stars = (score: number) => `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`;

export function ReviewList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} filterDefaultValues={{ status: 'waiting' }} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(review: AdminReview) => `${stars(review.score)} ${review.title || review.content}`}
          secondaryText={(review: AdminReview) => `${review.product_name} · ${review.reviewer_display_name}`}
          tertiaryText={(review: AdminReview) => review.status_name}
          linkType="show"
        />
      ) : (
        <Table rowClick="show">
          <DataTable.Col source="created_at">
            <DateField locales="pl-PL" source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="product_name" />
          <DataTable.Col source="score" render={(review: AdminReview) => stars(review.score)} />
          <DataTable.Col source="title" />
          <DataTable.Col source="reviewer_display_name" />
          <DataTable.Col source="status_name" />
        </Table>
      )}
    </List>
  );
}

/** Publish or hide: whichever the review is not yet. */
function Moderation() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  const act = useApiAction();
  if (!record) return null;
  const moderate = (published: boolean) =>
    act(
      'POST',
      `/reviews/${record.id}/moderation`,
      { published },
      translate(published ? 'admin.reviews.published' : 'admin.reviews.hidden'),
    );
  return (
    <Stack direction="row" spacing={1}>
      {record.status !== 'published' && (
        <TextButton variant="contained" label={translate('admin.reviews.publish')} onClick={() => moderate(true)} />
      )}
      {record.status !== 'hidden' && (
        <TextButton variant="outlined" label={translate('admin.reviews.hide')} onClick={() => moderate(false)} />
      )}
    </Stack>
  );
}

function ReviewDetail() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('admin.reviews.heading', { product: record.product_name, state: record.status_name })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography aria-label={translate('admin.reviews.score', { score: record.score })}>
            {stars(record.score)}
          </Typography>
          <Typography variant="subtitle1" component="h2">
            {record.title}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.content}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {record.reviewer_display_name}
            {record.author_email ? ` <${record.author_email}>` : ''} ·{' '}
            {new Date(record.created_at).toLocaleString('pl-PL')}
          </Typography>
        </CardContent>
      </Card>
      <Moderation />
    </Stack>
  );
}

export function ReviewShow() {
  return (
    <Show actions={false}>
      <ReviewDetail />
    </Show>
  );
}
