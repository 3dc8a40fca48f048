import type { AdminSession } from '@manufaktura/contract';
import { STAFF_ROLE_NAMES_PL } from '@manufaktura/core';
import { useEffect, useState } from 'react';
import { Title, useAuthenticated, useTranslate } from 'react-admin';

import { session } from '../auth-provider.ts';

/** The start page: who is signed in, with which role, and where they may work. */
export function Dashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const [current, setCurrent] = useState<AdminSession | null>(null);
  useEffect(() => {
    session().then(setCurrent, () => setCurrent(null));
  }, []);
  if (!current) return null;
  const { staff, areas } = current;
  return (
    <main style={{ padding: '1rem' }}>
      <Title title="ra.page.dashboard" />
      <h1 style={{ fontSize: '1.5rem' }}>
        {translate('admin.dashboard.welcome', { name: staff.name || staff.email })}
      </h1>
      <p>{translate('admin.dashboard.role', { role: STAFF_ROLE_NAMES_PL[staff.role] })}</p>
      <p>{translate('admin.dashboard.areas', { areas: areas.map((area) => translate(`areas.${area}`)).join(', ') })}</p>
    </main>
  );
}
