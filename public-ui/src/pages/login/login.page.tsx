import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import { useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../../api/session';
import { LoginForm } from '../../auth/login-form';
import type { FromState } from '../../App';

const DEFAULT_DESTINATION = '/dashboard';

export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from || DEFAULT_DESTINATION;
  if (session) return <Navigate to={from} replace />;

  return (
    <Box sx={{ minHeight: 'calc(100vh - 68px)', display: 'grid', placeItems: 'center', px: 2, py: 6,
      background: 'radial-gradient(circle at 20% 10%, rgba(226,55,68,0.12), transparent 45%), radial-gradient(circle at 90% 80%, rgba(28,27,46,0.10), transparent 40%)' }}>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 20px 60px rgba(28,27,46,0.10)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ width: 48, height: 48, borderRadius: 3, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', mb: 2 }}>
            <ConfirmationNumberOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>{t('login.title')}</Typography>
          <LoginForm onSuccess={() => navigate(from, { replace: true })} />
        </CardContent>
      </Card>
    </Box>
  );
}
