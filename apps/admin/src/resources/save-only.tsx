import type { ReactNode } from 'react';
import type { TransformData } from 'react-admin';
import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';

/** A form's toolbar without "Usuń": the shop's records are never deleted from the back office. */
export function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

interface ChangeFormProps {
  /** What of the form the API takes (its version included). */
  transform: TransformData;
  children: ReactNode;
}

/** A new record's form: saved once, back to the list. */
export function CreateForm({ transform, defaultValues, children }: ChangeFormProps & { defaultValues?: object }) {
  return (
    <Create redirect="list" transform={transform}>
      <SimpleForm toolbar={<SaveOnly />} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/**
 * A record's form: the change waits for the API's answer (a version conflict shows there and then,
 * nothing is undone behind the member's back), then back to the list.
 */
export function EditForm({ transform, children }: ChangeFormProps) {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={transform}>
      <SimpleForm toolbar={<SaveOnly />}>{children}</SimpleForm>
    </Edit>
  );
}
