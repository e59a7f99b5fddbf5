import type { ReactNode } from 'react';
import { Button as MuiButton } from '@mui/material';
import { ExportButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { csvExporter } from './csv-exporter';

/** Reset clears every filter of the list (and so the URL's filter). */
export function ResetFiltersButton() {
  const { setFilters, filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <MuiButton size="small" disabled={Object.keys(filterValues).length === 0} onClick={() => setFilters({}, [])} data-testid="reset-filters">
      {translate('ra.action.reset')}
    </MuiButton>
  );
}

/** A list's top bar: Reset, the screen's own buttons, then the CSV export (formulas escaped as in the server's CSVs). */
export function ListActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ResetFiltersButton />
      {children}
      <ExportButton exporter={csvExporter} data-testid="export" />
    </TopToolbar>
  );
}
