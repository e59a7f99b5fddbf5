import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const PER_PAGE_CHOICES = [10, 25, 50, 100];

/** The spec's pager for every list: 'Page X of Y • N total', Prev/Next and a per-page choice (all kept in the URL by <List>). */
export function ListPagination() {
  const { page, perPage, total = 0, setPage, setPerPage, isPending } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const translate = useTranslate();
  if (isPending) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, p: 2 }}>
      <TextField
        select size="small" label={translate('app.pager.perPage')} fullWidth={false} sx={{ minWidth: 96 }} value={perPage} onChange={(e) => setPerPage(Number(e.target.value))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'per-page' } as object } }}
      >
        {PER_PAGE_CHOICES.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
      </TextField>
      <Typography variant="body2" color="text.secondary" data-testid="pager">
        {translate('app.pager.position', { page, pages, total })}
      </Typography>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{translate('app.pager.prev')}</Button>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>{translate('app.pager.next')}</Button>
    </Box>
  );
}
