import type { ReactNode } from 'react';
import {
  Box, LinearProgress, Pagination, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery,
  type SxProps, type Theme,
} from '@mui/material';
import { EmptyState, ErrorState, Loading } from './state-views';

export interface Column<T> {
  /** Header text; '' for an actions column. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  sx?: SxProps<Theme>;
}

export interface TableFooter {
  total: number;
  /** The count in the screen's language, e.g. '25 events' (the caller picks the plural). */
  text: string;
  /** Page links under the table when the list is paged on the server. */
  paging?: { page: number; pageSize: number; onChange: (page: number) => void; testId?: string };
}

export interface DataTableProps<T> extends RowsTableProps<T> {
  /** The list query's state (a react-query result fits). */
  query: { isPending: boolean; isError: boolean; isFetching: boolean };
  testId: string;
  rowTestId: string;
  /** A message for the standard error box, or a whole error view. */
  error: string | ReactNode;
  empty: string;
  footer?: TableFooter;
}

/** A list screen's body: loading, error and empty states, then the rows with an optional count and pager. */
export function DataTable<T extends { id: string | number }>({ query, rows, columns, testId, rowTestId, rowKey, size, error, empty, footer, regionLabel }: DataTableProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return typeof error === 'string' ? <ErrorState message={error} /> : <>{error}</>;
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    <Paper variant="outlined">
      {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
      <RowsTable rows={rows} columns={columns} testId={testId} rowTestId={rowTestId} rowKey={rowKey} size={size} regionLabel={regionLabel} />
      {footer && <Footer {...footer} />}
    </Paper>
  );
}

export interface RowsTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  testId?: string;
  rowTestId?: string;
  rowKey?: (row: T) => string;
  /** More attributes of a row, e.g. `data-booking-id` for tests to find one record. */
  rowProps?: (row: T) => Record<string, string>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Names a table wide enough to scroll sideways: its frame becomes a focusable region, so a keyboard can scroll it. */
  regionLabel?: string;
}

/**
 * On a phone each row is a block of 'label value' lines with its actions below, so no column (a status, a
 * capacity, the actions) sits off-screen; the same test ids as the table's.
 */
function StackedRows<T extends { id?: string | number }>({ rows, columns, testId, rowTestId = 'row', rowKey = (row) => String(row.id), rowProps }: RowsTableProps<T>) {
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid={testId}>
      {rows.map((row) => (
        <Box key={rowKey(row)} sx={{ p: 1.5 }} data-testid={rowTestId} {...rowProps?.(row)}>
          {columns.map((c, i) => (c.label ? (
            <Box key={i} sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'baseline' }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84, flexShrink: 0 }}>{c.label}</Typography>
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{c.render(row)}</Box>
            </Box>
          ) : (
            <Box key={i} sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, pt: 0.5 }}>{c.render(row)}</Box>
          )))}
        </Box>
      ))}
    </Stack>
  );
}

/** The rows alone under their column headers, for a screen that keeps its states itself (stacked on a phone). */
export function RowsTable<T extends { id?: string | number }>(props: RowsTableProps<T>) {
  const { rows, columns, testId, rowTestId = 'row', rowKey = (row) => String(row.id), rowProps, size, sx, regionLabel } = props;
  // MUI's sm breakpoint, as a plain query: the kit's components may render outside a theme
  const phone = useMediaQuery('(max-width:599.95px)');
  if (phone) return <StackedRows {...props} />;
  return (
    <TableContainer {...(regionLabel ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel } : {})}>
      <Table size={size} data-testid={testId} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover data-testid={rowTestId} {...rowProps?.(row)}>
              {columns.map((c, i) => (
                <TableCell key={i} align={c.align} sx={c.sx}>
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

function Footer({ total, text, paging }: TableFooter) {
  const pages = paging ? Math.max(1, Math.ceil(total / paging.pageSize)) : 1;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {paging && (
        <Pagination count={pages} page={Math.min(paging.page, pages)} onChange={(_, p) => paging.onChange(p)} color="primary" shape="rounded" data-testid={paging.testId} />
      )}
    </Box>
  );
}
