import { ERROR_MESSAGES_PL, PASSWORD_MIN_LENGTH } from '@manufaktura/core';
import { useState } from 'react';
import {
  Form,
  minLength,
  PasswordInput,
  required,
  SaveButton,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';

import type { TakeInvitation } from '../auth-provider.ts';
import { ShopLogin } from './shop-login.tsx';

const samePassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : ERROR_MESSAGES_PL['password.mismatch'];

/** The page an invitation's link opens: the new member sets a password and is signed in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await login({ ...(values as Omit<TakeInvitation, 'token'>), token });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ShopLogin>
      <Form onSubmit={submit} noValidate>
        <div style={{ padding: '0 1em 1em', maxWidth: '22rem' }}>
          <h1 style={{ fontSize: '1.25rem' }}>{translate('admin.invitation.heading')}</h1>
          <p>{translate('admin.invitation.intro')}</p>
          <TextInput source="name" label="admin.invitation.name" autoComplete="name" fullWidth />
          <PasswordInput
            source="password"
            label="admin.invitation.password"
            autoComplete="new-password"
            validate={[required(), minLength(PASSWORD_MIN_LENGTH)]}
            fullWidth
          />
          <PasswordInput
            source="password_confirmation"
            label="admin.invitation.confirmation"
            autoComplete="new-password"
            validate={[required(), samePassword]}
            fullWidth
          />
          <SaveButton label="admin.invitation.submit" icon={<span />} disabled={busy} fullWidth alwaysEnable />
        </div>
      </Form>
    </ShopLogin>
  );
}
