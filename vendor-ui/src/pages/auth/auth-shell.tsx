import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from '@marketplace/shared-ui';
import { LanguageChoice } from '../../layout/language-choice';

/** Login and register share one frame: the brand story on the left, the form on the right. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' } }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'radial-gradient(circle at 20% 20%, #f06292 0%, transparent 45%), radial-gradient(circle at 80% 70%, #f59e0b 0%, transparent 40%), linear-gradient(135deg, #8e0e42 0%, #c2185b 55%, #6a1b9a 100%)',
        }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          Utsav
        </Typography>
        <Box>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800, letterSpacing: '-0.03em', mb: 2 }}>
            {t('auth.headline')}
          </Typography>
          <Typography sx={{ opacity: 0.9, maxWidth: 460 }}>
            {t('auth.pitch')}
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ opacity: 0.8 }}>
          {t('nav.portal')}
        </Typography>
      </Box>
      <Stack sx={{ alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 }, gap: 2 }}>
        <LanguageChoice />
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
