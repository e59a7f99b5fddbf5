import type { ReactNode } from 'react';
import { Button as MuiButton } from '@mui/material';
import { ExportButton, TopToolbar, useListContext } from 'react-admin';

/** Reset clears every filter of the list (and so the URL's filter). */
export function ResetFiltersButton() {
  const { setFilters, filterValues } = useListContext();
  return (
    <MuiButton size="small" disabled={Object.keys(filterValues).length === 0} onClick={() => setFilters({}, [])} data-testid="reset-filters">
      Reset
    </MuiButton>
  );
}

/** A list's top bar: Reset, the screen's own buttons, then react-admin's CSV export. */
export function ListActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ResetFiltersButton />
      {children}
      <ExportButton />
    </TopToolbar>
  );
}
