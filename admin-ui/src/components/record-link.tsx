import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';

/** An icon link to a path of the record in context (the spec's paths, not react-admin's /show and /edit). */
export function RecordLink({ label, to, children }: { label: string; to: (id: Identifier) => string; children: ReactNode }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to(record.id)} size="small" aria-label={label} onClick={(e) => e.stopPropagation()}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
