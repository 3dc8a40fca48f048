import type { AdminHomeBlock, AdminMedia, HomeBlockId } from '@manufaktura/contract';
import { BANNER_MAX_HOTSPOTS } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { ImageInput, UploadButton } from '../image-input.tsx';
import { Table } from '../table.tsx';
import { EditForm } from './save-only.tsx';

function useBlockName() {
  const translate = useTranslate();
  return (block: AdminHomeBlock) => translate(`admin.home.block.${block.id}`);
}

export function HomeBlockList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const blockName = useBlockName();
  return (
    <List exporter={false} pagination={false} perPage={100}>
      {phone ? (
        <SimpleList
          primaryText={blockName}
          secondaryText={(block: AdminHomeBlock) => new Date(block.updated_at).toLocaleString('pl-PL')}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="id" render={blockName} />
          <DataTable.Col source="updated_at">
            <DateField locales="pl-PL" source="updated_at" showTime />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** A card added in the form has no picture until one is uploaded: none, as the API takes it. */
function withCardsPictures(data: AdminHomeBlock['data']) {
  if (!Array.isArray(data.cards)) return data;
  const cards = (data.cards as Record<string, unknown>[]).map((card) => ({ ...card, imageId: card.imageId ?? null }));
  return { ...data, cards };
}

/**
 * The whole section, always sent (a copy: the data provider sends only what
 * differs from the record), with the texts for the blind of its pictures.
 */
const changeable = (block: AdminHomeBlock) => ({
  id: block.id,
  data: withCardsPictures(structuredClone(block.data)),
  image_alts: Object.fromEntries(Object.entries(block.images ?? {}).map(([id, image]) => [id, image?.alt ?? ''])),
});

/** Where the form keeps each picture's preview and text: beside the section, by media id. */
const urlOf = (mediaId: string) => `images.${mediaId}.url`;
const altOf = (mediaId: string) => `images.${mediaId}.alt`;

/** A picture of the section, by the field holding its media id. */
function PictureInput({
  source,
  label,
  removable,
  helperText,
}: {
  source: string;
  label: string;
  removable?: boolean;
  helperText?: string;
}) {
  return (
    <ImageInput
      source={source}
      urlSource={urlOf}
      altSource={altOf}
      label={label}
      helperText={helperText}
      removable={removable}
    />
  );
}

/** The social feed's photos, in the strip's order: each changed or taken out, new ones added at the end. */
function PhotosInput() {
  const { setValue } = useFormContext();
  const ids = (useWatch({ name: 'data.photoIds' }) as string[] | undefined) ?? [];
  const set = (next: string[]) => setValue('data.photoIds', next, { shouldDirty: true });
  const added = (media: AdminMedia[]) => {
    for (const { id, url, alt } of media) {
      setValue(urlOf(id), url);
      setValue(altOf(id), alt);
    }
    set([...ids, ...media.map(({ id }) => id)].slice(0, SOCIAL_PHOTOS_MAX));
  };
  return (
    <>
      {ids.map((id, index) => (
        <ImageInput
          key={`${index}-${id}`}
          source={`data.photoIds.${index}`}
          urlSource={urlOf}
          altSource={altOf}
          label="admin.home.photo"
          onRemove={() => set(ids.filter((_, i) => i !== index))}
        />
      ))}
      {ids.length < SOCIAL_PHOTOS_MAX && <UploadButton label="admin.home.add_photos" multiple onUploaded={added} />}
    </>
  );
}

/** A product of the shop, found by part of its name. */
function ProductInput({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="products">
      <AutocompleteInput label={label} optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
    </ReferenceInput>
  );
}

const percent = [required(), minValue(0), maxValue(100)];
/** The API's limits: cards of the brand story, photos of the social feed. */
const BRAND_STORY_CARDS_MAX = 8;
const SOCIAL_PHOTOS_MAX = 20;

const NETWORKS = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'youtube', name: 'YouTube' },
  { id: 'tiktok', name: 'TikTok' },
];

/** The inputs of each section: the shape the API's schema for it takes. */
const INPUTS: Record<HomeBlockId, () => ReactNode> = {
  hero: () => (
    <>
      <PictureInput
        source="data.mobileImageId"
        label="resources.home-blocks.fields.data.mobileImageId"
        helperText="admin.home.picture_help"
      />
      <PictureInput source="data.desktopImageId" label="resources.home-blocks.fields.data.desktopImageId" />
    </>
  ),
  'product-of-the-month': () => (
    <ProductInput source="data.productOfTheMonthId" label="resources.home-blocks.fields.data.productOfTheMonthId" />
  ),
  'hotspot-banner': () => (
    <>
      <TextInput source="data.title" validate={maxLength(200)} />
      <PictureInput source="data.imageId" label="resources.home-blocks.fields.data.imageId" removable={false} />
      <ArrayInput
        source="data.hotspots"
        validate={maxLength(BANNER_MAX_HOTSPOTS)}
        helperText="admin.home.hotspots_help"
      >
        <SimpleFormIterator inline>
          <NumberInput source="x" label="resources.home-blocks.fields.x" min={0} max={100} validate={percent} />
          <NumberInput source="y" label="resources.home-blocks.fields.y" min={0} max={100} validate={percent} />
          <ProductInput source="productId" label="resources.home-blocks.fields.productId" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
  'brand-story': () => (
    <>
      <TextInput source="data.title" validate={[required(), maxLength(100)]} />
      <TextInput source="data.subtitle" validate={maxLength(200)} />
      <ArrayInput source="data.cards" helperText="admin.home.cards_help" validate={maxLength(BRAND_STORY_CARDS_MAX)}>
        <SimpleFormIterator>
          <TextInput
            source="title"
            label="resources.home-blocks.fields.data.title"
            validate={[required(), maxLength(100)]}
          />
          <TextInput
            source="text"
            label="resources.home-blocks.fields.text"
            multiline
            validate={[required(), maxLength(1000)]}
          />
          <PictureInput source="imageId" label="resources.home-blocks.fields.imageId" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
  'social-feed': () => (
    <>
      <TextInput source="data.handle" validate={[required(), maxLength(100)]} />
      <TextInput source="data.url" type="url" validate={[required(), maxLength(500)]} />
      <PhotosInput />
    </>
  ),
  'social-links': () => (
    <ArrayInput source="data.links">
      <SimpleFormIterator inline>
        <SelectInput
          source="network"
          label="resources.home-blocks.fields.network"
          choices={NETWORKS}
          validate={required()}
        />
        <TextInput
          source="url"
          label="resources.home-blocks.fields.url"
          type="url"
          validate={[required(), maxLength(500)]}
        />
        <TextInput source="label" label="resources.home-blocks.fields.label" validate={[required(), maxLength(100)]} />
      </SimpleFormIterator>
    </ArrayInput>
  ),
};

function BlockInputs() {
  const record = useRecordContext<AdminHomeBlock>();
  const blockName = useBlockName();
  const translate = useTranslate();
  if (!record) return null;
  const Inputs = INPUTS[record.id];
  return (
    <>
      <Typography variant="h6" component="h2">
        {blockName(record)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`admin.home.help.${record.id}`)}
      </Typography>
      <Inputs />
    </>
  );
}

/** One section of the home page, changed as a whole. */
export function HomeBlockEdit() {
  return (
    <EditForm transform={changeable}>
      <BlockInputs />
    </EditForm>
  );
}
