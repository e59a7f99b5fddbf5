import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Style of the column's body cells. */
  sx?: SxProps<Theme>;
}

/** A plain table of rows: the back office's lists that need no react-admin datagrid. */
export function DataTable<T extends { id: string | number }>({ rows, columns, testId, rowTestId = 'row' }: { rows: T[]; columns: Column<T>[]; testId?: string; rowTestId?: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid={rowTestId}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={c.sx}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
