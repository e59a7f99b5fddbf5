import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/** Dashboard › section › current page. */
export function Breadcrumbs({ trail, current }: { trail: [string, string][]; current: string }) {
  return (
    <MuiBreadcrumbs sx={{ mb: 1 }}>
      {[['Dashboard', '/dashboard'] as [string, string], ...trail].map(([label, to]) => (
        <MuiLink key={to} component={Link} to={to} underline="hover" color="inherit">{label}</MuiLink>
      ))}
      <Typography color="text.primary">{current}</Typography>
    </MuiBreadcrumbs>
  );
}
