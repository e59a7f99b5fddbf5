import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LocalesMenuButton } from 'react-admin';
import { BRAND, INK } from '../../theme';

/** The frame of the pages outside the shell (login, forgot password, reset password), with the language switch. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: `radial-gradient(circle at 20% 20%, ${BRAND} 0%, transparent 45%), linear-gradient(135deg, ${INK} 0%, #312e81 100%)` }}>
      <Card sx={{ width: '100%', maxWidth: 400, borderRadius: 3, boxShadow: '0 24px 60px rgba(0,0,0,.25)' }}>
        <CardContent sx={{ p: 4 }}>
          <Box data-testid="locale-switch" sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
            <LocalesMenuButton />
          </Box>
          <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
            <Box sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <LockOutlinedIcon />
            </Box>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
