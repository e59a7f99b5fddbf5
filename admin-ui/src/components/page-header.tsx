import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';

/**
 * A page's heading with its actions on the right. The screen's one h1 is the top bar's title (react-admin's
 * <Title>, as on the list and form screens); here it is repeated as the section heading, and as the browser title.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} • Utsav Admin`;
  }, [title]);
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 3 }}>
      <Title title={title} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

/** The page body: a padded column that stays readable on wide screens. */
export function Page({ children }: { children: ReactNode }) {
  return <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, width: '100%', mx: 'auto' }}>{children}</Box>;
}
