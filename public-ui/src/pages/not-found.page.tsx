import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '@marketplace/shared-ui';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 12, px: 2 }}>
      <Typography variant="h1" color="primary" sx={{ fontSize: { xs: 72, md: 110 } }}>404</Typography>
      <Typography variant="h4" data-testid="not-found">{t('notFound.title')}</Typography>
      <Typography color="text.secondary" mt={1}>{t('notFound.text')}</Typography>
      <Box mt={3} display="flex" gap={2} justifyContent="center">
        <Button variant="contained" component={RouterLink} to="/">{t('notFound.home')}</Button>
        <Button variant="outlined" component={RouterLink} to="/events">{t('notFound.browse')}</Button>
      </Box>
    </Box>
  );
}
