import type { DataTableProps } from 'react-admin';
import { DataTable } from 'react-admin';

/**
 * No sort: the headers stay labels. (A `sort` left undefined would be taken
 * from the list, and the headers would offer to sort by it.)
 */
const UNSORTED = null as unknown as DataTableProps['sort'];

/**
 * The panel's tables. The API answers each list in its own order (orders
 * newest first, the refunds owed nearest deadline first, the audit log
 * newest first…) and takes no sort, so a header is a label, not a button
 * that would turn its arrow and change nothing. Rows are worked one at a
 * time: no bulk actions.
 */
export function Table(props: DataTableProps) {
  return <DataTable bulkActionButtons={false} {...props} sort={UNSORTED} />;
}
