import type { AdminShippingMethod } from '@manufaktura/contract';
import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SimpleList,
  TextInput,
  useTranslate,
} from 'react-admin';

import { pln } from '../money.ts';
import { Table } from '../table.tsx';
import { EditForm } from './save-only.tsx';

export function ShippingMethodList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List exporter={false} pagination={false} perPage={100}>
      {phone ? (
        <SimpleList
          primaryText={(method: AdminShippingMethod) => method.name}
          secondaryText={(method: AdminShippingMethod) => pln(method.price)}
          tertiaryText={(method: AdminShippingMethod) => (method.active ? '' : translate('admin.shipping.inactive'))}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="position" />
          <DataTable.Col source="name" />
          <DataTable.Col source="price" render={(method: AdminShippingMethod) => pln(method.price)} />
          <DataTable.Col source="cash_on_delivery">
            <BooleanField source="cash_on_delivery" />
          </DataTable.Col>
          <DataTable.Col source="requires_locker">
            <BooleanField source="requires_locker" />
          </DataTable.Col>
          <DataTable.Col source="active">
            <BooleanField source="active" />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** What the form changes: cash on delivery and the locker are how the method works, not settings. */
const changeable = (data: AdminShippingMethod) => ({
  id: data.id,
  name: data.name,
  description: data.description,
  price: data.price,
  active: data.active,
  position: data.position,
});

/** A method's name, price, place at checkout and whether checkout offers it. */
export function ShippingMethodEdit() {
  return (
    <EditForm transform={changeable}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="description" multiline validate={maxLength(500)} />
      <NumberInput source="price" min={0} step={0.01} validate={[required(), minValue(0)]} />
      <NumberInput source="position" min={0} step={1} validate={[required(), minValue(0)]} />
      <BooleanInput source="active" />
    </EditForm>
  );
}
