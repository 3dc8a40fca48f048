import type { AdminCompany } from '@manufaktura/contract';
import { CHECKOUT_MESSAGES_PL, isValidEmail, isValidNip, isValidPhone, isValidPostalCode } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import {
  DataTable,
  List,
  maxLength,
  required,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { Table } from '../table.tsx';
import { EditForm } from './save-only.tsx';

function useRoleName() {
  const translate = useTranslate();
  return (company: AdminCompany) => translate(`admin.companies.role.${company.role}`);
}

export function CompanyList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const roleName = useRoleName();
  return (
    <List exporter={false} pagination={false} perPage={100}>
      {phone ? (
        <SimpleList
          primaryText={(company: AdminCompany) => company.name}
          secondaryText={(company: AdminCompany) => `${company.address}, ${company.zip} ${company.city}`}
          tertiaryText={roleName}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="role" render={roleName} />
          <DataTable.Col source="name" />
          <DataTable.Col source="city" />
          <DataTable.Col source="vat_no" />
          <DataTable.Col source="mail" />
        </Table>
      )}
    </List>
  );
}

/** A check of an optional field with one of the shop's Polish format rules: empty passes. */
const format = (valid: (value: string) => boolean, message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !valid(value.trim()) ? message : undefined;

/** What the form changes: the role and the dates a seller sold in are the shop's history. */
const changeable = (data: AdminCompany) => ({
  id: data.id,
  name: data.name,
  address: data.address,
  zip: data.zip,
  city: data.city,
  vat_no: data.vat_no || null,
  mail: data.mail || null,
  phone: data.phone || null,
  notes: data.notes ?? '',
});

function CompanyHeading() {
  const record = useRecordContext<AdminCompany>();
  const roleName = useRoleName();
  const translate = useTranslate();
  return record ? (
    <>
      <Typography variant="h6" component="h2">
        {roleName(record)}
      </Typography>
      <Typography variant="body2">{translate('admin.companies.shown')}</Typography>
    </>
  ) : null;
}

/** A company's name, address, NIP and contact details, as the storefront's footer shows them. */
export function CompanyEdit() {
  return (
    <EditForm transform={changeable}>
      <CompanyHeading />
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <TextInput source="address" validate={[required(), maxLength(200)]} />
      <TextInput source="zip" validate={[required(), format(isValidPostalCode, CHECKOUT_MESSAGES_PL.postCode)]} />
      <TextInput source="city" validate={[required(), maxLength(100)]} />
      <TextInput source="vat_no" validate={format(isValidNip, CHECKOUT_MESSAGES_PL.nip)} />
      <TextInput source="mail" validate={format(isValidEmail, CHECKOUT_MESSAGES_PL.email)} />
      <TextInput source="phone" validate={format(isValidPhone, CHECKOUT_MESSAGES_PL.phone)} />
      <TextInput source="notes" multiline validate={maxLength(1000)} />
    </EditForm>
  );
}
