import type { AdminProduct, AdminProductDetail } from '@manufaktura/contract';
import type { StaffStockMovement } from '@manufaktura/core';
import {
  STAFF_STOCK_MOVEMENTS,
  STOCK_MOVEMENT_NAMES_PL,
  STOCK_MOVEMENT_REASON_NAMES_PL,
  STOCK_MOVEMENT_REASONS,
} from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateTimeInput,
  Edit,
  Form,
  List,
  NumberInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { isoOrNull } from '../dates.ts';
import { pln } from '../money.ts';
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
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
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
        </DataTable>
      )}
    </List>
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

/** What the price form changes: the rest of the record (stock, movements) has its own way. */
const pricesOnly = (data: AdminProductDetail) => ({
  id: data.id,
  price: data.price,
  sale_price: data.sale_price ?? null,
  sale_price_start: data.sale_price_start ?? null,
  sale_price_end: data.sale_price_end ?? null,
  published: data.published,
});

/** Prices, the sale window and presence; the stock below, as movements. */
export function ProductEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={pricesOnly}>
      <SimpleForm toolbar={<SaveOnly />}>
        <Typography variant="body2">{translate('admin.products.omnibus')}</Typography>
        <NumberInput source="price" min={0} step={0.01} validate={required()} />
        <NumberInput source="sale_price" min={0} step={0.01} />
        <DateTimeInput source="sale_price_start" parse={isoOrNull} />
        <DateTimeInput source="sale_price_end" parse={isoOrNull} />
        <BooleanInput source="published" />
      </SimpleForm>
      <StockMovementForm />
    </Edit>
  );
}
