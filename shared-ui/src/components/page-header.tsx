import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right (below the title on a phone); they wrap rather than widen the page. */
  actions?: ReactNode;
  /** The heading's level: h1 unless the app's top bar already holds the page's h1 (the back office). */
  heading?: 'h1' | 'h2';
}

/** A page's title and subtitle with its actions beside them. */
export function PageHeader({ title, subtitle, actions, heading = 'h1' }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 3 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component={heading}>
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
