import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';

import { refusalCode } from '../api.ts';
import type { SignIn } from '../auth-provider.ts';
import { TotpCodeInput } from '../totp-code-input.tsx';
import { ShopLogin } from './shop-login.tsx';

/**
 * Signing in: the e-mail and password, then, for a member with the second
 * factor on, the code from their app. The API's Polish message is shown as it is.
 */
function SignInForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await login(values as unknown as SignIn);
    } catch (error) {
      if (refusalCode(error) === 'admin.totp.required') setAskCode(true);
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <div style={{ padding: '0 1em 1em' }}>
        <h1 style={{ fontSize: '1.25rem', textAlign: 'center' }}>{translate('admin.login.heading')}</h1>
        <TextInput
          source="email"
          type="email"
          label="ra.auth.email"
          autoComplete="username"
          validate={required()}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        {askCode && <TotpCodeInput source="totp_code" label="admin.login.totp" fullWidth />}
        <SaveButton label="ra.auth.sign_in" icon={<span />} disabled={busy} fullWidth alwaysEnable />
      </div>
    </Form>
  );
}

export function LoginPage() {
  return (
    <ShopLogin>
      <SignInForm />
    </ShopLogin>
  );
}
