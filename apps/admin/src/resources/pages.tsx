import type { AdminPage } from '@manufaktura/contract';
import { isValidCanonical } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  maxLength,
  required,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { MarkdownInput } from '../markdown-preview.tsx';
import { Table } from '../table.tsx';
import { EditForm } from './save-only.tsx';

export function PageList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} pagination={false} perPage={100}>
      {phone ? (
        <SimpleList
          primaryText={(page: AdminPage) => page.title}
          secondaryText={(page: AdminPage) => `/${page.slug}`}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="title" />
          <DataTable.Col source="slug" render={(page: AdminPage) => `/${page.slug}`} />
          <DataTable.Col source="updated_at">
            <DateField locales="pl-PL" source="updated_at" showTime />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** What the form changes: the address stays, as the storefront routes it; cleared texts as null. */
const changeable = (data: AdminPage) => ({
  id: data.id,
  title: data.title,
  body: data.body ?? '',
  meta_title: data.meta_title || null,
  meta_description: data.meta_description ?? '',
  canonical: data.canonical || null,
  robots_index: data.robots_index,
  robots_follow: data.robots_follow,
});

/** The canonical URL by core's rule: empty passes. */
const canonicalValid = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isValidCanonical(value.trim())
    ? 'admin.pages.canonical_invalid'
    : undefined;

function PageHeading() {
  const record = useRecordContext<AdminPage>();
  const translate = useTranslate();
  return record ? (
    <>
      <Typography variant="h6" component="h2">
        /{record.slug}
      </Typography>
      <Typography variant="body2">{translate('admin.pages.help')}</Typography>
    </>
  ) : null;
}

/** A page's title, markdown (with its preview) and metadata for search engines. */
export function PageEdit() {
  return (
    <EditForm transform={changeable}>
      <PageHeading />
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      <MarkdownInput source="body" validate={maxLength(100_000)} />
      <TextInput source="meta_title" helperText="admin.pages.meta_title_help" validate={maxLength(200)} />
      <TextInput source="meta_description" multiline validate={maxLength(500)} />
      <TextInput
        source="canonical"
        helperText="admin.pages.canonical_help"
        validate={[maxLength(500), canonicalValid]}
      />
      <BooleanInput source="robots_index" />
      <BooleanInput source="robots_follow" />
    </EditForm>
  );
}
