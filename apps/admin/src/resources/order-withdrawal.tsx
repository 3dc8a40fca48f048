import type { AdminOrder, AdminOrderWithdrawal } from '@manufaktura/contract';
import { formatCalendarDay, RETURNABLE_ORDER_STATES, shopCalendarDay } from '@manufaktura/core';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  Form,
  maxValue,
  NumberInput,
  required,
  SaveButton,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { pln } from '../money.ts';
import { TextButton } from '../text-button.tsx';
import { useApiAction } from '../use-api-action.ts';

type Translate = ReturnType<typeof useTranslate>;

/** How near the refund's last day is, in words and in colour: red once it passed, amber three days before. */
export function refundDeadlineText(owed: { refund_deadline: string; days_left: number }, translate: Translate): string {
  const { days_left: days } = owed;
  const deadline = formatCalendarDay(owed.refund_deadline);
  if (days < 0) return translate('admin.withdrawal.overdue', { deadline, smart_count: -days });
  if (days === 0) return translate('admin.withdrawal.due_today', { deadline });
  return translate('admin.withdrawal.days_left', { deadline, smart_count: days });
}

/** The theme's amber is too light for text on white (3:1); this one reads at 6.8:1, red at 5:1. */
export const URGENCY_COLOR = { open: 'text.primary', due: '#8f4700', overdue: 'error.main' } as const;

/** The statement as recorded, and its refund: owed by a day, or made. */
function Recorded({ withdrawal }: { withdrawal: AdminOrderWithdrawal }) {
  const translate = useTranslate();
  return (
    <>
      <Typography>
        {translate('admin.withdrawal.received', {
          date: formatCalendarDay(withdrawal.received_on),
          who: withdrawal.recorded_by,
        })}
      </Typography>
      {withdrawal.note && <Typography variant="body2">„{withdrawal.note}”</Typography>}
      {withdrawal.urgency ? (
        <Typography sx={{ fontWeight: 'bold', color: URGENCY_COLOR[withdrawal.urgency] }}>
          {refundDeadlineText(withdrawal, translate)}
        </Typography>
      ) : (
        <Typography sx={{ fontWeight: 'bold' }}>
          {translate('admin.withdrawal.refunded', {
            amount: pln(withdrawal.refund_amount),
            date: new Date(withdrawal.refunded_at!).toLocaleString('pl-PL'),
            who: withdrawal.refunded_by,
          })}
        </Typography>
      )}
      {withdrawal.refund_note && <Typography variant="body2">„{withdrawal.refund_note}”</Typography>}
    </>
  );
}

/** The form that records the money returned: it opens with what was refunded online, or what came back. */
function RefundForm({ orderId, withdrawal }: { orderId: string; withdrawal: AdminOrderWithdrawal }) {
  const translate = useTranslate();
  const act = useApiAction();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {translate('admin.withdrawal.refund_heading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('admin.withdrawal.refund_hint')}
        </Typography>
        <Form
          key={withdrawal.refund_suggested}
          defaultValues={{ amount: withdrawal.refund_suggested, note: '' }}
          onSubmit={(values: Record<string, unknown>) =>
            act(
              'POST',
              `/orders/${orderId}/withdrawal/refund`,
              { amount: values.amount, note: values.note ?? '' },
              translate('admin.withdrawal.refund_saved'),
            )
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
            <NumberInput
              source="amount"
              label="admin.withdrawal.refund_amount"
              validate={required()}
              min={0}
              step={0.01}
            />
            <TextInput source="note" label="admin.withdrawal.refund_note" fullWidth />
          </Stack>
          <SaveButton label="admin.withdrawal.refund_save" icon={<span />} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * The form that records a statement: the day it came (today unless said
 * otherwise) and a note; given the one recorded, it corrects its day or note.
 */
function StatementForm({
  orderId,
  recorded,
  onClose,
}: {
  orderId: string;
  recorded?: AdminOrderWithdrawal;
  /** A correction's form closes once saved or left. */
  onClose?: () => void;
}) {
  const translate = useTranslate();
  const act = useApiAction();
  // Today as the page opened: the form's default and the latest day it takes.
  const [today] = useState(() => shopCalendarDay(Date.now()));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(recorded ? 'admin.withdrawal.correct_hint' : 'admin.withdrawal.hint')}
        </Typography>
        <Form
          defaultValues={{ received_on: recorded?.received_on ?? today, note: recorded?.note ?? '' }}
          onSubmit={async (values: Record<string, unknown>) => {
            const saved = await act(
              recorded ? 'PATCH' : 'POST',
              `/orders/${orderId}/withdrawal`,
              { received_on: values.received_on, note: values.note ?? '' },
              translate(recorded ? 'admin.withdrawal.corrected' : 'admin.withdrawal.saved'),
            );
            if (saved) onClose?.();
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
            <DateInput
              source="received_on"
              label="admin.withdrawal.received_on"
              validate={[required(), maxValue(today, translate('admin.withdrawal.not_future'))]}
            />
            <TextInput source="note" label="admin.withdrawal.note" fullWidth />
          </Stack>
          <Stack direction="row" spacing={1}>
            <SaveButton
              label={recorded ? 'admin.withdrawal.correct_save' : 'admin.withdrawal.save'}
              icon={<span />}
              alwaysEnable
            />
            {onClose && <TextButton label={translate('ra.action.cancel')} onClick={onClose} />}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/**
 * A statement the staff wrote down, its day or note typed wrong, is corrected
 * while its refund is owed; one the shopper made on the page never is.
 */
function Correction({ orderId, withdrawal }: { orderId: string; withdrawal: AdminOrderWithdrawal }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (open) return <StatementForm orderId={orderId} recorded={withdrawal} onClose={() => setOpen(false)} />;
  return (
    <div>
      <TextButton label={translate('admin.withdrawal.correct')} variant="outlined" onClick={() => setOpen(true)} />
    </div>
  );
}

/**
 * The shopper's withdrawal from the contract (upk art. 27): the statement's
 * day once it came by e-mail or post, the 14 days the shop then has to return
 * the money (art. 32), and the refund once made.
 */
export function Withdrawal() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  if (!record) return null;
  const { withdrawal } = record;
  if (!withdrawal && !RETURNABLE_ORDER_STATES.includes(record.status)) return null;
  return (
    <Stack component="section" spacing={1} sx={{ mb: 2 }} aria-labelledby="withdrawal-heading">
      <Typography variant="h6" component="h2" id="withdrawal-heading">
        {translate('admin.withdrawal.heading')}
      </Typography>
      {withdrawal ? (
        <>
          <Recorded withdrawal={withdrawal} />
          {withdrawal.urgency && !withdrawal.online && <Correction orderId={record.id} withdrawal={withdrawal} />}
          {withdrawal.urgency && <RefundForm orderId={record.id} withdrawal={withdrawal} />}
        </>
      ) : (
        <StatementForm orderId={record.id} />
      )}
    </Stack>
  );
}
