import type { AdminSession } from '@manufaktura/contract';
import { useEffect, useState } from 'react';
import { Form, SaveButton, Title, useAuthenticated, useNotify, useTranslate } from 'react-admin';

import { callApi } from '../api.ts';
import { rememberSession, session } from '../auth-provider.ts';
import { TextButton } from '../text-button.tsx';
import { TotpCodeInput } from '../totp-code-input.tsx';

interface Setup {
  secret: string;
  otpauth_url: string;
}

/** The member's own second factor: turned on with a code from their app, off with a current one. */
export function SecurityPage() {
  useAuthenticated();
  const translate = useTranslate();
  const notify = useNotify();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);

  useEffect(() => {
    session().then(
      ({ staff }) => setEnabled(staff.totp_enabled),
      () => setEnabled(null),
    );
  }, []);

  const change = async (method: 'POST' | 'DELETE', body: object) => {
    try {
      const answer = await callApi<AdminSession>(method, '/session/totp', body);
      rememberSession(answer);
      setEnabled(answer.staff.totp_enabled);
      setSetup(null);
      notify(answer.staff.totp_enabled ? 'admin.security.enabled' : 'admin.security.disabled', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <main style={{ padding: '1rem', maxWidth: '40rem' }}>
      <Title title="admin.security.menu" />
      <h1 style={{ fontSize: '1.5rem' }}>{translate('admin.security.heading')}</h1>
      {enabled === false && !setup && (
        <>
          <p>{translate('admin.security.off')}</p>
          <TextButton
            variant="contained"
            label={translate('admin.security.start')}
            onClick={async () => setSetup(await callApi<Setup>('POST', '/session/totp/setup'))}
          />
        </>
      )}
      {setup && (
        <Form
          onSubmit={(values: Record<string, unknown>) => change('POST', { secret: setup.secret, code: values.code })}
          noValidate
        >
          <p>{translate('admin.security.secret')}</p>
          <p>
            <code style={{ fontSize: '1.1rem', letterSpacing: '0.1em', wordBreak: 'break-all' }}>{setup.secret}</code>
          </p>
          <p>
            <a href={setup.otpauth_url}>{setup.otpauth_url.split('?')[0]}</a>
          </p>
          <TotpCodeInput source="code" label="admin.security.code" />
          <SaveButton label="admin.security.enable" icon={<span />} alwaysEnable />
        </Form>
      )}
      {enabled === true && (
        <Form onSubmit={(values: Record<string, unknown>) => change('DELETE', { code: values.code })} noValidate>
          <p>{translate('admin.security.on')}</p>
          <TotpCodeInput source="code" label="admin.security.code" />
          <SaveButton label="admin.security.disable" icon={<span />} alwaysEnable />
        </Form>
      )}
    </main>
  );
}
