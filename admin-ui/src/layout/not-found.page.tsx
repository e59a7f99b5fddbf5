import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Any unknown path inside the shell. */
export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box data-testid="not-found" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" sx={{ fontWeight: 800, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('app.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.notFound.text')}
      </Typography>
      <Button variant="contained" component={Link} to="/dashboard">
        {translate('app.notFound.back')}
      </Button>
    </Box>
  );
}
