import { Paper } from '@mui/material';
import { RowsTable, type RowsTableProps } from '@marketplace/shared-ui';

/** A plain table of rows: the back office's lists that need no react-admin datagrid (the UI kit's rows, framed and dense). */
export function DataTable<T extends { id: string | number }>(props: RowsTableProps<T>) {
  return (
    <Paper variant="outlined">
      <RowsTable size="small" {...props} />
    </Paper>
  );
}
