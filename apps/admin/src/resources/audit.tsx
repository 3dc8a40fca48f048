import type { AuditEntry } from '@manufaktura/contract';
import { DataTable, DateField, List, TextInput, useRecordContext } from 'react-admin';

import { Table } from '../table.tsx';

const filters = [<TextInput key="entity" source="entity" alwaysOn />, <TextInput key="entity_id" source="entity_id" />];

/** The record before and after the change, side by side. */
function Change() {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
      {(['before', 'after'] as const).map((side) => (
        <pre key={side} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {record[side] ? JSON.stringify(record[side], null, 2) : '—'}
        </pre>
      ))}
    </div>
  );
}

export function AuditList() {
  return (
    <List filters={filters} exporter={false} perPage={50}>
      <Table expand={<Change />} rowClick="expand">
        <DataTable.Col source="at">
          <DateField locales="pl-PL" source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="staff_email" />
        <DataTable.Col source="action" />
        <DataTable.Col source="entity" />
        <DataTable.Col source="entity_id" />
      </Table>
    </List>
  );
}
