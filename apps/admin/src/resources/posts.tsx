import type { AdminPost } from '@manufaktura/contract';
import { POST_SLUG_MAX_LENGTH, POST_TAG_MAX_LENGTH, POST_TAGS_MAX } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  DateTimeInput,
  List,
  maxLength,
  required,
  SearchInput,
  SimpleList,
  TextArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';

import { isoOrNull } from '../dates.ts';
import { ImageInput } from '../image-input.tsx';
import { MarkdownInput } from '../markdown-preview.tsx';
import { Table } from '../table.tsx';
import { CreateForm, EditForm } from './save-only.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Tytuł" />];

/** "Na blogu", "Zaplanowany" or "Szkic": what the storefront does with the post now. */
function useStateName() {
  const translate = useTranslate();
  return (post: AdminPost) =>
    translate(
      post.visible_now ? 'admin.posts.visible' : post.published ? 'admin.posts.scheduled' : 'admin.posts.draft',
    );
}

export function PostList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const stateName = useStateName();
  return (
    <List filters={filters} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(post: AdminPost) => post.title}
          secondaryText={(post: AdminPost) => `/blog/${post.slug}`}
          tertiaryText={stateName}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="title" />
          <DataTable.Col source="slug" />
          <DataTable.Col source="published_at">
            <DateField locales="pl-PL" source="published_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="visible_now" render={stateName} />
          <DataTable.Col source="featured">
            <BooleanField source="featured" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** Everything the form changes, its picture by id; the version is the API's to say. */
const changeable = (data: AdminPost) => ({
  id: data.id,
  title: data.title,
  ...(data.slug ? { slug: data.slug } : {}),
  excerpt: data.excerpt ?? '',
  body: data.body ?? '',
  tags: data.tags ?? [],
  published: data.published ?? false,
  ...(data.published_at ? { published_at: data.published_at } : {}),
  featured: data.featured ?? false,
  featured_image_id: data.featured_image?.id ?? null,
  featured_image_title: data.featured_image?.title ?? '',
});

/** At most POST_TAGS_MAX tags, each short enough for an address. */
const tagsValid = (tags: unknown) =>
  Array.isArray(tags) &&
  (tags.length > POST_TAGS_MAX || tags.some((tag) => typeof tag !== 'string' || tag.length > POST_TAG_MAX_LENGTH))
    ? 'admin.posts.tags_invalid'
    : undefined;

function PostInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('admin.posts.help')}</Typography>
      <TextInput source="title" validate={[required(), maxLength(200)]} />
      <TextInput source="slug" helperText="admin.posts.slug_help" validate={maxLength(POST_SLUG_MAX_LENGTH)} />
      <TextInput source="excerpt" multiline validate={maxLength(1000)} />
      <ImageInput
        source="featured_image.id"
        urlSource="featured_image.url"
        altSource="featured_image.title"
        label="admin.posts.image"
        helperText="admin.posts.image_help"
      />
      <MarkdownInput source="body" validate={[required(), maxLength(100_000)]} />
      <TextArrayInput source="tags" helperText="admin.posts.tags_help" validate={tagsValid} />
      <DateTimeInput source="published_at" parse={isoOrNull} helperText="admin.posts.date_help" />
      <BooleanInput source="published" />
      <BooleanInput source="featured" />
    </>
  );
}

const NEW_POST = {
  tags: [],
  published: false,
  featured: false,
  featured_image: { id: null, title: '', url: null },
};

export function PostCreate() {
  return (
    <CreateForm transform={changeable} defaultValues={NEW_POST}>
      <PostInputs />
    </CreateForm>
  );
}

export function PostEdit() {
  return (
    <EditForm transform={changeable}>
      <PostInputs />
    </EditForm>
  );
}
