import type { AdminCategory, AdminMedia, AdminProduct, AdminProductDetail } from '@manufaktura/contract';
import type { StaffStockMovement } from '@manufaktura/core';
import {
  PRODUCT_TAX_RATES,
  STAFF_STOCK_MOVEMENTS,
  STOCK_MOVEMENT_NAMES_PL,
  STOCK_MOVEMENT_REASON_NAMES_PL,
  STOCK_MOVEMENT_REASONS,
} from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Box, Button, Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  DataTable,
  DateTimeInput,
  Edit,
  Form,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleFormIterator,
  SimpleList,
  TabbedForm,
  TabbedFormTabs,
  TextArrayInput,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';

import { isoOrNull } from '../dates.ts';
import { UploadButton } from '../image-input.tsx';
import { pln } from '../money.ts';
import { Table } from '../table.tsx';
import { useApiAction } from '../use-api-action.ts';
import { SaveOnly } from './save-only.tsx';

const MOVEMENT_CHOICES = (Object.keys(STAFF_STOCK_MOVEMENTS) as StaffStockMovement[]).map((type) => ({
  id: type,
  name: STOCK_MOVEMENT_NAMES_PL[type],
}));
const REASON_CHOICES = STOCK_MOVEMENT_REASONS.map((reason) => ({
  id: reason,
  name: STOCK_MOVEMENT_REASON_NAMES_PL[reason],
}));
const TYPE_CHOICES = [
  { id: 'PRODUCT', name: 'admin.products.type.PRODUCT' },
  { id: 'BUNDLE', name: 'admin.products.type.BUNDLE' },
  { id: 'GIFT_CARD', name: 'admin.products.type.GIFT_CARD' },
];
const TAX_CHOICES = PRODUCT_TAX_RATES.map((rate) => ({ id: rate, name: `${rate}%` }));

export function ProductList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(product: AdminProduct) => product.name}
          secondaryText={(product: AdminProduct) =>
            `${pln(product.on_sale_now ? product.sale_price : product.price)} · ${product.stock} szt.`
          }
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="price" render={(product: AdminProduct) => pln(product.price)} />
          <DataTable.Col source="sale_price" render={(product: AdminProduct) => pln(product.sale_price)} />
          <DataTable.Col source="on_sale_now">
            <BooleanField source="on_sale_now" />
          </DataTable.Col>
          <DataTable.Col source="stock" />
          <DataTable.Col source="published">
            <BooleanField source="published" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** The gallery as the form holds it: each picture with its preview and its text for the blind. */
type GalleryImage = Pick<AdminMedia, 'id' | 'url' | 'alt'>;

/**
 * The product's pictures in the gallery's order (the first is the card's):
 * new ones are uploaded as they are chosen, each gets its alt text, and can
 * be moved forward or taken out of the gallery.
 */
function GalleryInput() {
  const translate = useTranslate();
  const { fields, append, remove, swap } = useFieldArray<{ images: GalleryImage[] }, 'images', 'key'>({
    name: 'images',
    keyName: 'key',
  });
  const uploaded = (media: AdminMedia[]) => append(media.map(({ id, url }) => ({ id, url, alt: '' })));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1">
        {translate('admin.products.gallery')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.products.gallery_help')}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0 }}>
        {fields.map((image, index) => (
          <Stack component="li" key={image.key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <img
              src={image.url}
              alt=""
              width={160}
              height={160}
              style={{ objectFit: 'contain', background: '#f4efe9', borderRadius: 4 }}
            />
            <Stack spacing={1} sx={{ flex: 1 }}>
              <TextInput
                source={`images.${index}.alt`}
                label="admin.products.alt"
                helperText="admin.products.alt_help"
                validate={maxLength(300)}
              />
              <Stack direction="row" spacing={1}>
                <Button size="small" disabled={index === 0} onClick={() => swap(index, index - 1)}>
                  {translate('admin.products.image_forward', { position: index + 1 })}
                </Button>
                <Button size="small" color="error" onClick={() => remove(index)}>
                  {translate('admin.products.image_remove', { position: index + 1 })}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        ))}
      </Stack>
      <UploadButton label="admin.products.upload" multiple onUploaded={uploaded} />
    </Box>
  );
}

/** The shop's categories as checkboxes. */
function CategoriesInput() {
  const { data = [] } = useGetList<AdminCategory>('categories', { pagination: { page: 1, perPage: 100 } });
  return <CheckboxGroupInput source="category_ids" choices={data} row={false} />;
}

/** A bundle's components, offered only for a bundle. */
function ComponentsInput() {
  const type = useWatch({ name: 'type' }) as string | undefined;
  const translate = useTranslate();
  if (type !== 'BUNDLE') return <Typography variant="body2">{translate('admin.products.not_bundle')}</Typography>;
  return (
    <>
      <NumberInput
        source="bundle_discount_percentage"
        min={0}
        max={100}
        step={1}
        validate={[minValue(0), maxValue(100)]}
      />
      <ArrayInput source="components">
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="product_id" reference="products">
            <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
          </ReferenceInput>
          <NumberInput source="quantity" min={1} max={99} step={1} defaultValue={1} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** Which unit the capacity is in: it follows from the product's kind (spec §9). */
function CapacityHelp() {
  const record = useRecordContext<AdminProductDetail>();
  const translate = useTranslate();
  const unit = record?.capacity_unit;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(unit ? 'admin.products.capacity_unit' : 'admin.products.capacity_none', { unit })}
    </Typography>
  );
}

/** The Omnibus prices and the price history the schedule above wrote (on a product that exists). */
function PriceHistory() {
  const record = useRecordContext<AdminProductDetail>();
  const translate = useTranslate();
  if (!record?.price_history) return null;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pl-PL') : '…');
  return (
    <Box sx={{ mt: 2 }}>
      {record.least_price !== null && (
        <Typography variant="body2">
          {translate('admin.products.least_price', { price: pln(record.least_price) })}
        </Typography>
      )}
      {record.lowest_price_30_days !== null && (
        <Typography variant="body2">
          {translate('admin.products.lowest_30_days', { price: pln(record.lowest_price_30_days) })}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('admin.products.price_history')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {record.price_history.map((period) => (
          <Typography component="li" variant="body2" key={period.valid_from}>
            {date(period.valid_from)} – {date(period.valid_to)}: {pln(period.price)}
            {period.is_promo ? ` (${translate('admin.products.promo')})` : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Every field of a product, in tabs: the same form creates and changes one. */
function ProductTabs({ defaultValues }: { defaultValues?: object }) {
  const translate = useTranslate();
  return (
    <TabbedForm
      toolbar={<SaveOnly />}
      syncWithLocation={false}
      defaultValues={defaultValues}
      // Five tabs do not fit a phone: they scroll sideways, and their width never widens the page.
      tabs={
        <TabbedFormTabs
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ width: 0, minWidth: '100%' }}
        />
      }
    >
      <TabbedForm.Tab label="admin.products.tab.basics">
        <TextInput source="name" validate={[required(), maxLength(200)]} />
        <TextInput source="slug" helperText="admin.products.slug_help" validate={maxLength(200)} />
        <TextInput source="name_span" helperText="admin.products.html_help" validate={maxLength(500)} />
        <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
        <TextInput source="label" helperText="admin.products.label_help" validate={maxLength(40)} />
        <TextArrayInput source="tags" helperText="admin.products.tags_help" />
        <TextInput source="ean" helperText="admin.products.ean_help" validate={maxLength(13)} />
        <NumberInput source="capacity" min={1} step={1} />
        <CapacityHelp />
        <BooleanInput source="gift_packing" helperText="admin.products.gift_packing_help" />
        <NumberInput source="position" step={1} helperText="admin.products.position_help" />
        <CategoriesInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.products.tab.prices">
        <Typography variant="body2">{translate('admin.products.omnibus')}</Typography>
        <NumberInput source="price" min={0} step={0.01} validate={[required(), minValue(0)]} />
        <NumberInput source="sale_price" min={0} step={0.01} validate={minValue(0)} />
        <DateTimeInput source="sale_price_start" parse={isoOrNull} />
        <DateTimeInput source="sale_price_end" parse={isoOrNull} />
        <SelectInput source="tax_rate" choices={TAX_CHOICES} validate={required()} />
        <BooleanInput source="published" />
        <PriceHistory />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.products.tab.texts">
        <TextInput source="description" multiline minRows={4} helperText="admin.products.html_help" />
        <TextInput source="dlaczego_dziala" multiline minRows={4} helperText="admin.products.markdown_help" />
        <TextInput source="sklad" multiline minRows={3} helperText="admin.products.sklad_help" />
        <TextInput source="details" multiline minRows={3} helperText="admin.products.html_help" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.products.tab.gallery">
        <GalleryInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="admin.products.tab.bundle">
        <ComponentsInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** The fields the API takes of a product's form (the rest of the record is read-only). */
const EDITABLE = [
  'name',
  'slug',
  'name_span',
  'ean',
  'description',
  'details',
  'dlaczego_dziala',
  'sklad',
  'label',
  'tags',
  'type',
  'tax_rate',
  'capacity',
  'gift_packing',
  'bundle_discount_percentage',
  'position',
  'category_ids',
  'images',
  'components',
  'price',
  'sale_price',
  'sale_price_start',
  'sale_price_end',
  'published',
] as const;

/** What the form sends: the editable fields, empty texts as none, pictures by id with their alt texts. */
const productForm = (data: Partial<AdminProductDetail> & { id?: string }) => {
  const form: Record<string, unknown> = Object.fromEntries(
    EDITABLE.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
  );
  for (const key of ['ean', 'label', 'sale_price', 'capacity'] as const) {
    if (form[key] === '' || form[key] === undefined) delete form[key];
  }
  if (data.images) form.images = data.images.map(({ id, alt }) => ({ id, alt: alt ?? '' }));
  if (data.components) {
    form.components = data.components
      .filter((component) => component?.product_id)
      .map(({ product_id, quantity }) => ({ product_id, quantity: Number(quantity) || 1 }));
  }
  return data.id === undefined ? form : { id: data.id, ...form };
};

const NEW_PRODUCT = { type: 'PRODUCT', tax_rate: 23, published: false, images: [], components: [], category_ids: [] };

/** A new product: not on sale until "W sprzedaży" is ticked, its stock recorded afterwards as a delivery. */
export function ProductCreate() {
  return (
    <Create redirect="edit" transform={productForm}>
      <ProductTabs defaultValues={NEW_PRODUCT} />
    </Create>
  );
}

/** A delivery, a withdrawal or a move of stock, recorded as a movement. */
function StockMovementForm() {
  const record = useRecordContext<AdminProductDetail>();
  const translate = useTranslate();
  const act = useApiAction();
  if (!record?.movements) return null;
  const submit = async (values: Record<string, unknown>) => {
    const movement = {
      type: values.type,
      quantity: values.quantity,
      ...(values.reason ? { reason: values.reason } : {}),
      note: values.note ?? '',
    };
    await act('POST', `/products/${record.id}/stock`, movement, 'admin.products.moved');
  };
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('admin.products.stock_heading', { stock: record.stock })}
        </Typography>
        <Form onSubmit={submit} defaultValues={{ type: 'NEW_STOCK' }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <SelectInput
              source="type"
              label="admin.products.movement"
              choices={MOVEMENT_CHOICES}
              validate={required()}
            />
            <NumberInput source="quantity" label="admin.products.quantity" min={1} step={1} validate={required()} />
            <SelectInput source="reason" label="admin.products.reason" choices={REASON_CHOICES} />
            <TextInput source="note" label="admin.products.note" />
          </Stack>
          <SaveButton label="admin.products.record" icon={<span />} alwaysEnable />
        </Form>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {translate('admin.products.history')}
        </Typography>
        {record.movements.map((movement) => (
          <Typography key={movement.id} variant="body2">
            {new Date(movement.created_at).toLocaleString('pl-PL')} · {STOCK_MOVEMENT_NAMES_PL[movement.type]}{' '}
            {movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}
            {movement.reason ? ` · ${STOCK_MOVEMENT_REASON_NAMES_PL[movement.reason]}` : ''}
            {movement.reference ? ` · ${movement.reference}` : ''}
            {movement.note ? ` · ${movement.note}` : ''}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

/** Every field of the product in tabs, saved over the version read; the stock below, as movements. */
export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={productForm}>
      <ProductTabs />
      <StockMovementForm />
    </Edit>
  );
}
