import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h1" color="primary" sx={{ fontSize: { xs: 72, md: 110 } }}>404</Typography>
      <Typography variant="h4" data-testid="not-found">Not Found</Typography>
      <Typography color="text.secondary" mt={1}>The page you are looking for does not exist or has moved.</Typography>
      <Box mt={3} display="flex" gap={2} justifyContent="center">
        <Button variant="contained" component={RouterLink} to="/">Go home</Button>
        <Button variant="outlined" component={RouterLink} to="/events">Browse events</Button>
      </Box>
    </Box>
  );
}
