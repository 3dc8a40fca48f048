import type { AdminHomeBlock, HomeBlockId } from '@manufaktura/contract';
import { BANNER_MAX_HOTSPOTS } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Stack, Typography, useMediaQuery } from '@mui/material';
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
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="id" render={blockName} />
          <DataTable.Col source="updated_at">
            <DateField locales="pl-PL" source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** The whole section, always sent (a copy: the data provider sends only what differs from the record). */
const changeable = (block: AdminHomeBlock) => ({ id: block.id, data: structuredClone(block.data) });

/** The section's pictures, as they are: they change with the media library, not here. */
function Pictures() {
  const record = useRecordContext<AdminHomeBlock>();
  const translate = useTranslate();
  const urls = Object.values(record?.images ?? {});
  if (urls.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {urls.map((url) => (
          <img key={url} src={url} alt="" width={96} style={{ height: 'auto', borderRadius: 4 }} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('admin.home.pictures')}
      </Typography>
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

const NETWORKS = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'youtube', name: 'YouTube' },
  { id: 'tiktok', name: 'TikTok' },
];

/** The inputs of each section: the shape the API's schema for it takes. */
const INPUTS: Record<HomeBlockId, () => ReactNode> = {
  hero: () => null,
  'product-of-the-month': () => (
    <ProductInput source="data.productOfTheMonthId" label="resources.home-blocks.fields.data.productOfTheMonthId" />
  ),
  'hotspot-banner': () => (
    <>
      <TextInput source="data.title" validate={maxLength(200)} />
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
      <ArrayInput source="data.cards" helperText="admin.home.cards_help">
        <SimpleFormIterator disableAdd>
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
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
  'social-feed': () => (
    <>
      <TextInput source="data.handle" validate={[required(), maxLength(100)]} />
      <TextInput source="data.url" type="url" validate={[required(), maxLength(500)]} />
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
      <Pictures />
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
