import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Dashboard › section › current page (the trail's labels are catalogue keys). */
export function Breadcrumbs({ trail, current }: { trail: [string, string][]; current: string }) {
  const translate = useTranslate();
  return (
    <MuiBreadcrumbs sx={{ mb: 1 }}>
      {[['app.menu.dashboard', '/dashboard'] as [string, string], ...trail].map(([label, to]) => (
        <MuiLink key={to} component={Link} to={to} underline="hover" color="inherit">{translate(label)}</MuiLink>
      ))}
      <Typography color="text.primary">{current}</Typography>
    </MuiBreadcrumbs>
  );
}
