import type { StaffMember } from '@manufaktura/contract';
import { STAFF_ROLE_NAMES_PL, STAFF_ROLES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DateField,
  Edit,
  email,
  List,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';

import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';
import { SaveOnly } from './save-only.tsx';

const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: STAFF_ROLE_NAMES_PL[role] }));

export function StaffList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(member: StaffMember) => member.name || member.email}
          secondaryText={(member: StaffMember) => `${member.email} · ${STAFF_ROLE_NAMES_PL[member.role]}`}
          tertiaryText={(member: StaffMember) => (member.active ? '' : translate('admin.staff.no_access'))}
        />
      ) : (
        <Table>
          <DataTable.Col source="email" />
          <DataTable.Col source="name" />
          <DataTable.Col source="role">
            <SelectField source="role" choices={ROLE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="active">
            <BooleanField source="active" />
          </DataTable.Col>
          <DataTable.Col source="invitation_pending">
            <BooleanField source="invitation_pending" />
          </DataTable.Col>
          <DataTable.Col source="totp_enabled">
            <BooleanField source="totp_enabled" />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateField locales="pl-PL" source="created_at" showTime />
          </DataTable.Col>
        </Table>
      )}
    </List>
  );
}

/** Invites someone: the link is e-mailed, and shown to the owner until they close the message. */
export function StaffCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (record: StaffMember & { invitation_url: string }) => {
          notify('admin.staff.invited', {
            type: 'success',
            messageArgs: { url: record.invitation_url },
            autoHideDuration: null,
          });
          redirect('list', 'staff');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        <TextInput source="name" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} defaultValue="PACKER" />
      </SimpleForm>
    </Create>
  );
}

/** For a member who never set a password: a new link (the old one stops working). */
function ReinviteButton() {
  const record = useRecordContext<StaffMember>();
  const act = useApiAction();
  const translate = useTranslate();
  if (!record?.invitation_pending || !record.active) return null;
  const reinvite = () =>
    act<{ invitation_url: string }>('POST', `/staff/${record.id}/invitation`, undefined, (answer) => ({
      message: 'admin.staff.invited',
      args: { url: answer.invitation_url },
    }));
  return <TextButton label={translate('admin.staff.reinvite')} onClick={reinvite} />;
}

export function StaffEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<ReinviteButton />}>
      <SimpleForm toolbar={<SaveOnly />}>
        <TextField source="email" />
        <TextInput source="name" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
