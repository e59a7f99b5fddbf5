import { Container, Typography } from '@mui/material';

export default function Page() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4">Coming soon</Typography>
    </Container>
  );
}
