import type { AdminOrder, AdminOrderSummary } from '@manufaktura/contract';
import type { OrderState } from '@manufaktura/core';
import { formatCalendarDay, ORDER_STATE_NAMES_PL, ORDER_STATES } from '@manufaktura/core';
import type { Theme } from '@mui/material';
import { Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  Form,
  List,
  NumberInput,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TextInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { pln } from '../money.ts';
import { Table } from '../table.tsx';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';
import { Returns } from './order-returns.tsx';
import { Withdrawal } from './order-withdrawal.tsx';

const STATE_CHOICES = ORDER_STATES.map((state) => ({ id: state, name: ORDER_STATE_NAMES_PL[state] }));

/** Refunds owed after a withdrawal: the list then runs from the nearest deadline. */
const REFUND_CHOICES = [{ id: 'owed', name: 'admin.orders.refund_owed_filter' }];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Numer lub e-mail" />,
  <SelectInput key="status" source="status" choices={STATE_CHOICES} alwaysOn />,
  <SelectInput key="refund" source="refund" choices={REFUND_CHOICES} alwaysOn />,
];

/** The refund's last day, shown while one is owed after a withdrawal. */
const refundDeadline = (order: AdminOrderSummary) =>
  order.refund_deadline ? formatCalendarDay(order.refund_deadline) : '';

/**
 * The orders as a table; filtered to the refunds owed, the refund's last day
 * takes the parcel number's place (the table keeps to the screen's width).
 */
function OrderTable() {
  const { filterValues } = useListContext();
  const refundsOwed = filterValues.refund === 'owed';
  return (
    <Table rowClick="show">
      <DataTable.Col source="number" />
      <DataTable.Col source="created_at">
        <DateField locales="pl-PL" source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="status_name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="shipping_method_name" />
      <DataTable.Col source="grand_total" render={(order: AdminOrderSummary) => pln(order.grand_total)} />
      {refundsOwed ? (
        <DataTable.Col source="refund_deadline" render={refundDeadline} />
      ) : (
        <DataTable.Col source="tracking_number" />
      )}
    </Table>
  );
}

export function OrderList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List filters={filters} exporter={false}>
      {phone ? (
        <SimpleList
          primaryText={(order: AdminOrderSummary) => `${order.number} · ${pln(order.grand_total)}`}
          secondaryText={(order: AdminOrderSummary) =>
            [
              order.status_name,
              order.shipping_method_name,
              order.refund_deadline && translate('admin.orders.refund_until', { date: refundDeadline(order) }),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(order: AdminOrderSummary) => order.email}
          linkType="show"
        />
      ) : (
        <OrderTable />
      )}
    </List>
  );
}

/** Calls one of the order's actions: the order is read again, or its Polish refusal shown. */
function useOrderAction() {
  const record = useRecordContext<AdminOrder>();
  const act = useApiAction();
  return async (method: 'POST' | 'PATCH', path: string, body: object, success: string) => {
    if (record) await act(method, `/orders/${record.id}${path}`, body, success);
  };
}

const ACTION_LABELS: Partial<Record<OrderState, string>> = {
  confirmed: 'admin.orders.confirm',
  packed: 'admin.orders.pack',
  delivered: 'admin.orders.deliver',
  cancelled: 'admin.orders.cancel',
  returned: 'admin.orders.return',
};

/** The buttons for where the order may go next; shipping asks for the parcel's number first. */
function NextStates() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const act = useOrderAction();
  if (!record) return null;
  const move = (to: OrderState, extra: object = {}) =>
    act('POST', '/transition', { to, ...extra }, translate('admin.orders.moved', { state: ORDER_STATE_NAMES_PL[to] }));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {record.next_states
          // An order becomes returned by recording what came back (the return form below), never bare.
          .filter((state) => !['shipped', 'paid', 'awaiting_payment', 'returned'].includes(state))
          .map((state) => (
            <TextButton
              key={state}
              variant={state === 'cancelled' || state === 'returned' ? 'outlined' : 'contained'}
              label={translate(ACTION_LABELS[state] ?? state)}
              onClick={() => move(state)}
            />
          ))}
      </Stack>
      {record.next_states.includes('shipped') && (
        <Form
          onSubmit={(values: Record<string, unknown>) => move('shipped', { tracking_number: values.tracking_number })}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextInput source="tracking_number" label="admin.orders.tracking" validate={required()} />
            <SaveButton label="admin.orders.ship" icon={<span />} alwaysEnable />
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

function Note() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const act = useOrderAction();
  if (!record) return null;
  return (
    <Form
      record={{ staff_note: record.staff_note }}
      onSubmit={(values: Record<string, unknown>) =>
        act('PATCH', '', { staff_note: values.staff_note ?? '' }, translate('admin.orders.noted'))
      }
    >
      <TextInput source="staff_note" label="admin.orders.note" multiline minRows={2} fullWidth />
      <SaveButton label="admin.orders.save_note" icon={<span />} />
    </Form>
  );
}

function Refund() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const act = useOrderAction();
  const [open, setOpen] = useState(false);
  if (!record?.paid_online) return null;
  // Goods came back that are not refunded yet: the form opens with their worth.
  const owed = record.refund_owed > 0;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('admin.orders.refunds')}
      </Typography>
      {record.refunds.map((refund) => (
        <Typography key={refund.id}>
          {pln(refund.amount)} – {refund.reason} ({refund.status}, {refund.requested_by})
        </Typography>
      ))}
      {owed && (
        <Typography sx={{ fontWeight: 'bold' }}>
          {translate('admin.orders.refund_owed', { amount: pln(record.refund_owed) })}
        </Typography>
      )}
      {open || owed ? (
        <Form
          key={`${record.refund_owed}-${record.refunds.length}`}
          defaultValues={
            owed ? { amount: record.refund_owed, reason: translate('admin.orders.return_refund_reason') } : {}
          }
          onSubmit={(values: Record<string, unknown>) =>
            act(
              'POST',
              '/refunds',
              { amount: values.amount, reason: values.reason },
              translate('admin.orders.refunded'),
            )
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <NumberInput
              source="amount"
              label="admin.orders.refund_amount"
              validate={required()}
              min={0.01}
              step={0.01}
            />
            <TextInput source="reason" label="admin.orders.refund_reason" validate={required()} />
            <SaveButton label="admin.orders.refund" icon={<span />} alwaysEnable />
          </Stack>
        </Form>
      ) : (
        <TextButton label={translate('admin.orders.refund')} onClick={() => setOpen(true)} />
      )}
    </Stack>
  );
}

function Address({ title, address }: { title: string; address: Record<string, string | null> | null }) {
  if (!address) return null;
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.street,
    [address.post_code, address.city].filter(Boolean).join(' '),
    address.phone,
  ].filter(Boolean);
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </div>
  );
}

function OrderDetail() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  // Until the order itself arrives, the list's line for it stands in: it has no lines yet.
  if (!record?.items) return null;
  const locker = record.shipping_method.attributes.locker_code;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('admin.orders.heading', { number: record.number, state: record.status_name })}
      </Typography>
      <Typography>
        {record.email} · {new Date(record.created_at).toLocaleString('pl-PL')} · {pln(record.grand_total)}
      </Typography>
      <div className="no-print">
        <TextButton label={translate('admin.orders.print')} onClick={() => window.print()} />
        <NextStates />
      </div>
      <Card variant="outlined">
        <CardContent>
          {record.items.map((item) => (
            <Typography key={item.product_id + item.name}>
              {item.quantity} × {item.name} – {pln(item.total)}
            </Typography>
          ))}
          <Typography sx={{ mt: 1 }}>
            {record.shipping_method.name}
            {locker ? ` (${locker})` : ''} – {pln(record.shipment_total)}
          </Typography>
          {record.tracking_number && (
            <Typography>{translate('admin.orders.tracking_is', { number: record.tracking_number })}</Typography>
          )}
          {record.comments && <Typography sx={{ mt: 1 }}>„{record.comments}”</Typography>}
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Address title={translate('admin.orders.billing')} address={record.billing} />
        <Address title={translate('admin.orders.shipping')} address={record.shipping} />
        {record.invoice && (
          <div>
            <Typography variant="subtitle2" component="h3">
              {translate('admin.orders.invoice')}
            </Typography>
            <Typography variant="body2">
              {record.invoice.company}, NIP {record.invoice.nip}
            </Typography>
          </div>
        )}
      </Stack>
      <div className="no-print">
        <Withdrawal />
        <Returns />
        <Refund />
        <Note />
      </div>
    </Stack>
  );
}

export function OrderShow() {
  return (
    <Show actions={false}>
      <OrderDetail />
    </Show>
  );
}
