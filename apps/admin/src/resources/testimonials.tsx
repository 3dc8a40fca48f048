import type { AdminTestimonial } from '@manufaktura/contract';
import type { Theme } from '@mui/material';
import { Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  maxLength,
  minValue,
  NumberInput,
  required,
  SimpleList,
  TextInput,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';

import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';
import { CreateForm, EditForm } from './save-only.tsx';

export function TestimonialList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List exporter={false} pagination={false} perPage={100}>
      {phone ? (
        <SimpleList
          primaryText={(testimonial: AdminTestimonial) => testimonial.name}
          secondaryText={(testimonial: AdminTestimonial) => testimonial.text}
          tertiaryText={(testimonial: AdminTestimonial) => `#${testimonial.position}`}
          linkType="edit"
        />
      ) : (
        <Table rowClick="edit">
          <DataTable.Col source="position" />
          <DataTable.Col source="name" />
          <DataTable.Col source="text" />
        </Table>
      )}
    </List>
  );
}

/** The author, the words and the place: what the form sends, the version is the API's to say. */
const changeable = (data: AdminTestimonial) => ({
  id: data.id,
  name: data.name,
  text: data.text,
  ...(data.position === null || data.position === undefined ? {} : { position: data.position }),
});

function TestimonialInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate('admin.testimonials.help')}</Typography>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="text" multiline validate={[required(), maxLength(1000)]} />
      <NumberInput
        source="position"
        min={0}
        step={1}
        validate={minValue(0)}
        helperText="admin.testimonials.position_help"
      />
    </>
  );
}

/** Deletes the testimonial after a confirmation; the audit log keeps its words. */
function DeleteTestimonial() {
  const record = useRecordContext<AdminTestimonial>();
  const translate = useTranslate();
  const act = useApiAction();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const remove = async () => {
    setAsking(false);
    // A deletion answers nothing (204): its success is told by the outcome shown.
    let deleted = false;
    await act('DELETE', `/testimonials/${record.id}`, { version: record.version }, () => {
      deleted = true;
      return { message: translate('admin.testimonials.deleted') };
    });
    if (deleted) redirect('list', 'testimonials');
  };
  return (
    <>
      <TextButton
        color="error"
        variant="outlined"
        label={translate('admin.testimonials.delete')}
        onClick={() => setAsking(true)}
      />
      <Confirm
        isOpen={asking}
        title="admin.testimonials.delete"
        content="admin.testimonials.delete_confirm"
        translateOptions={{ name: record.name }}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function TestimonialCreate() {
  return (
    <CreateForm transform={changeable}>
      <TestimonialInputs />
    </CreateForm>
  );
}

export function TestimonialEdit() {
  return (
    <EditForm transform={changeable}>
      <DeleteTestimonial />
      <TestimonialInputs />
    </EditForm>
  );
}
