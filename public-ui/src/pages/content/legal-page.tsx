import { Container, Typography } from '@mui/material';
import type { ContentPageKey } from '@marketplace/shared-dto';

export default function LegalPage({ page }: { page: ContentPageKey }) {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4">{page}</Typography>
    </Container>
  );
}
