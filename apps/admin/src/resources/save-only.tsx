import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar without "Usuń": the shop's records are never deleted from the back office. */
export function SaveOnly() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
