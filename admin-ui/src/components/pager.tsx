import { Box, Button, Typography } from '@mui/material';

/** 'Page X of Y • N total' with Prev/Next. */
export function Pager({ page, perPage, total, onPage, testId }: { page: number; perPage: number; total: number; onPage: (page: number) => void; testId?: string }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        Page {page} of {pages} • {total} total
      </Typography>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
