import type { AdminOrder } from '@manufaktura/contract';
import type { ReturnCondition } from '@manufaktura/core';
import { RETURN_CONDITION_NAMES_PL, RETURN_CONDITIONS, RETURNABLE_ORDER_STATES } from '@manufaktura/core';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Form,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

import { pln } from '../money.ts';
import { useApiAction } from '../use-api-action.ts';

const CONDITION_CHOICES = RETURN_CONDITIONS.map((condition) => ({
  id: condition,
  name: RETURN_CONDITION_NAMES_PL[condition],
}));

interface ReturnFormValues {
  lines: { quantity?: number | null; condition: ReturnCondition }[];
  note?: string;
}

/**
 * The return form: one row per line of the order, how many units came back
 * and in what condition. Lines left at 0 are not sent; the API refuses more
 * than is left, and everything back makes the order returned.
 */
function ReturnForm() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const act = useApiAction();
  if (!record) return null;
  const submit = async (values: Record<string, unknown>) => {
    const { lines, note } = values as unknown as Partial<ReturnFormValues>;
    // A line already all back is disabled: the form hands in nothing for it.
    const returned = record.return_lines
      .map((line, i) => ({
        line_id: line.id,
        quantity: lines?.[i]?.quantity ?? 0,
        condition: lines?.[i]?.condition ?? 'RESALABLE',
      }))
      .filter((line) => line.quantity !== 0);
    await act(
      'POST',
      `/orders/${record.id}/returns`,
      { version: record.version, lines: returned, note: note ?? '' },
      translate('admin.orders.returned'),
    );
  };
  const defaults: ReturnFormValues = {
    lines: record.return_lines.map(() => ({ quantity: 0, condition: 'RESALABLE' })),
    note: '',
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {translate('admin.orders.return_heading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('admin.orders.return_hint')}
        </Typography>
        {/* Drawn anew with each version, so a recorded return leaves the form empty. */}
        <Form key={record.version} onSubmit={submit} defaultValues={defaults}>
          {record.return_lines.map((line, i) => (
            <Stack key={line.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
              <Typography component="legend" variant="body1">
                {translate('admin.orders.return_line', {
                  name: line.name,
                  sold: line.quantity,
                  returned: line.returned,
                })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
                <NumberInput
                  source={`lines.${i}.quantity`}
                  label="admin.orders.return_quantity"
                  min={0}
                  max={line.quantity - line.returned}
                  step={1}
                  disabled={line.returned >= line.quantity}
                />
                <SelectInput
                  source={`lines.${i}.condition`}
                  label="admin.orders.return_condition"
                  choices={CONDITION_CHOICES}
                  validate={required()}
                  disabled={line.returned >= line.quantity}
                />
              </Stack>
            </Stack>
          ))}
          <TextInput source="note" label="admin.orders.return_note" fullWidth />
          <SaveButton label="admin.orders.return_save" icon={<span />} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

/** What came back of the order, return by return, and the form for the next one while anything is left. */
export function Returns() {
  const record = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  if (!record) return null;
  const open =
    RETURNABLE_ORDER_STATES.includes(record.status) &&
    record.return_lines.some((line) => line.returned < line.quantity);
  if (!open && record.returns.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.orders.returns')}
      </Typography>
      {record.returns.length === 0 && <Typography variant="body2">{translate('admin.orders.no_returns')}</Typography>}
      {record.returns.map((entry) => (
        <div key={entry.id}>
          <Typography variant="subtitle2" component="p">
            {translate('admin.orders.return_recorded', {
              date: new Date(entry.created_at).toLocaleString('pl-PL'),
              who: entry.recorded_by,
              value: pln(entry.value),
            })}
          </Typography>
          {entry.lines.map((line, i) => (
            <Typography key={`${line.line_id}-${i}`} variant="body2">
              {line.quantity} × {line.name} – {line.condition_name}
            </Typography>
          ))}
          {entry.note && <Typography variant="body2">„{entry.note}”</Typography>}
        </div>
      ))}
      {open && <ReturnForm />}
    </Stack>
  );
}
