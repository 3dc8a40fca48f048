import type { AdminDashboard, AdminSession } from '@manufaktura/contract';
import { STAFF_ROLE_NAMES_PL } from '@manufaktura/core';
import { Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, Title, useAuthenticated, useTranslate } from 'react-admin';

import { callApi } from '../api.ts';
import { session } from '../auth-provider.ts';
import { pln } from '../money.ts';
import { refundDeadlineText, URGENCY_COLOR } from '../resources/order-withdrawal.tsx';

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * E-mails given up on and e-mails waiting, each a link to the outbox's list for those who work
 * in it: a mail server that refuses or stays silent shows here first.
 */
function MailFigures({ mail, outbox }: { mail: AdminDashboard['mail']; outbox: boolean }) {
  const translate = useTranslate();
  if (mail.failed === 0 && mail.waiting === 0)
    return <Typography>{translate('admin.dashboard.mail_all_sent')}</Typography>;
  const listOf = (status: 'failed' | 'waiting', text: string) =>
    outbox ? <Link to={`/outbox?filter=${encodeURIComponent(JSON.stringify({ status }))}`}>{text}</Link> : text;
  return (
    <>
      {mail.failed > 0 && (
        <Typography color="error">
          {listOf('failed', translate('admin.dashboard.mail_failed', { smart_count: mail.failed }))}
        </Typography>
      )}
      {mail.waiting > 0 && (
        <Typography>
          {listOf('waiting', translate('admin.dashboard.mail_waiting', { smart_count: mail.waiting }))}
          {mail.oldest_waiting_at &&
            ` (${translate('admin.dashboard.mail_since', {
              at: new Date(mail.oldest_waiting_at).toLocaleString('pl-PL'),
            })})`}
        </Typography>
      )}
    </>
  );
}

/** Refunds owed after withdrawals, the nearest deadline first: red once it passed, amber in its last three days. */
function RefundsOwed({ owed }: { owed: AdminDashboard['refunds_owed'] }) {
  const translate = useTranslate();
  if (owed.total === 0) return <Typography>{translate('admin.dashboard.none')}</Typography>;
  return (
    <>
      <List dense>
        {owed.orders.map((order) => (
          <ListItem key={order.id} disableGutters>
            <ListItemText
              primary={<Link to={`/orders/${order.id}/show`}>{order.number}</Link>}
              secondary={
                <>
                  {order.email} ·{' '}
                  <Typography component="span" variant="body2" sx={{ color: URGENCY_COLOR[order.urgency] }}>
                    {refundDeadlineText(order, translate)}
                  </Typography>
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography>
        <Link to={`/orders?filter=${encodeURIComponent(JSON.stringify({ refund: 'owed' }))}`}>
          {translate('admin.dashboard.refunds_all', { smart_count: owed.total })}
        </Link>
      </Typography>
    </>
  );
}

/** The start page: who is signed in, today's orders and takings, what to pack, what runs out, what expires, the refunds owed, how the mail leaves. */
export function Dashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const [current, setCurrent] = useState<AdminSession | null>(null);
  const [figures, setFigures] = useState<AdminDashboard | null>(null);
  useEffect(() => {
    session().then(setCurrent, () => setCurrent(null));
    callApi<AdminDashboard>('GET', '/dashboard').then(setFigures, () => setFigures(null));
  }, []);
  if (!current) return null;
  const { staff, areas } = current;
  return (
    <main style={{ padding: '1rem' }}>
      <Title title="ra.page.dashboard" />
      <h1 style={{ fontSize: '1.5rem' }}>
        {translate('admin.dashboard.welcome', { name: staff.name || staff.email })}
      </h1>
      <p>
        {translate('admin.dashboard.role', { role: STAFF_ROLE_NAMES_PL[staff.role] })}{' '}
        {translate('admin.dashboard.areas', { areas: areas.map((area) => translate(`areas.${area}`)).join(', ') })}
      </p>
      {figures && (
        <Grid container spacing={2}>
          <Tile title={translate('admin.dashboard.today')}>
            <Typography>
              {translate('admin.dashboard.today_figures', {
                smart_count: figures.today.orders,
                revenue: pln(figures.today.revenue),
              })}
            </Typography>
          </Tile>
          <Tile title={translate('admin.dashboard.to_pack')}>
            <Typography>
              <Link to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'confirmed' }))}`}>
                {translate('admin.dashboard.to_pack_count', { smart_count: figures.to_pack })}
              </Link>
            </Typography>
          </Tile>
          <Tile title={translate('admin.dashboard.low_stock')}>
            {figures.low_stock.length === 0 ? (
              <Typography>{translate('admin.dashboard.none')}</Typography>
            ) : (
              <List dense>
                {figures.low_stock.map((product) => (
                  <ListItem key={product.id} disableGutters>
                    <ListItemText
                      primary={product.name}
                      secondary={translate('admin.dashboard.units', { smart_count: product.stock })}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Tile>
          <Tile title={translate('admin.dashboard.unpaid')}>
            {figures.unpaid_expiring.length === 0 ? (
              <Typography>{translate('admin.dashboard.none')}</Typography>
            ) : (
              <List dense>
                {figures.unpaid_expiring.map((order) => (
                  <ListItem key={order.id} disableGutters>
                    <ListItemText
                      primary={<Link to={`/orders/${order.id}/show`}>{order.number}</Link>}
                      secondary={`${order.email} · ${pln(order.grand_total)} · ${translate('admin.dashboard.expires', {
                        at: new Date(order.expires_at).toLocaleString('pl-PL'),
                      })}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Tile>
          <Tile title={translate('admin.dashboard.refunds')}>
            <RefundsOwed owed={figures.refunds_owed} />
          </Tile>
          <Tile title={translate('admin.dashboard.mail')}>
            <MailFigures mail={figures.mail} outbox={areas.includes('customers')} />
          </Tile>
        </Grid>
      )}
    </main>
  );
}
