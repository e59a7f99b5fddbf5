import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { List, type ListProps } from 'react-admin';
import { ListPagination } from './list-pagination';
import { csvExporter } from './csv-exporter';

interface ResourceListProps extends Omit<ListProps, 'children'> {
  /** The table drawn from 900 px up. */
  children: ReactNode;
  /** The one-column list drawn on phones and tablets (a <SimpleList>). */
  small: ReactElement;
}

/**
 * Every back-office list: react-admin's <List> (filters, sort and page live in the URL), the spec's pager,
 * the CSV exporter (formulas escaped as in the server's CSVs), and a <SimpleList> instead of the table on small screens.
 */
export function ResourceList({ children, small, ...props }: ResourceListProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List pagination={<ListPagination />} perPage={10} exporter={csvExporter} sx={{ '& .RaList-main': { minWidth: 0 } }} {...props}>
      {phone ? small : children}
    </List>
  );
}
