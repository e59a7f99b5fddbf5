import { useState, type ReactNode } from 'react';
import { IconButton, Popover, Stack } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

/**
 * A row's actions behind a ⋮ button, for the <SimpleList> drawn below 900 px (as the react-admin demo does): the
 * same action components as the table's Actions column, in the row's record context. It stays open while an
 * action's own confirmation is up, so that dialog is not unmounted under it.
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useTranslate();
  return (
    <>
      <IconButton
        aria-label={translate('app.common.actionsFor', { name: label })} aria-haspopup="true" aria-expanded={anchor ? 'true' : 'false'} data-testid="row-menu"
        onClick={(e) => { e.stopPropagation(); e.preventDefault(); setAnchor(e.currentTarget); }}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack spacing={1} alignItems="stretch" sx={{ p: 1.5, maxWidth: 'calc(100vw - 32px)' }} data-testid="row-menu-actions" onClick={(e) => e.stopPropagation()}>
          {children}
        </Stack>
      </Popover>
    </>
  );
}
