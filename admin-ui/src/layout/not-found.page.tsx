import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** Any unknown path inside the shell. */
export default function NotFoundPage() {
  return (
    <Box data-testid="not-found" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" sx={{ fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h6" sx={{ mt: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        The page you are looking for does not exist in the back office.
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard">
        Back to dashboard
      </Button>
    </Box>
  );
}
