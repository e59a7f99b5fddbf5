import { Box, Button, Skeleton, Typography } from '@mui/material';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../../api/session';
import { useAfterLogin } from '../../auth/use-after-login';
import { useInterest, useToggleInterest } from '../../hooks/use-interest';

/** 'I'm Interested': a visitor without a login gets the login modal first, then the toggle runs. */
export function InterestButton({ eventId }: { eventId: string }) {
  const session = useSession();
  const { data } = useInterest(eventId);
  const toggle = useToggleInterest(eventId);
  const interested = Boolean(session && data?.isInterested);
  const loginThenMark = useAfterLogin(() => toggle.mutate(true));

  const { t } = useTranslation();
  const onClick = () => {
    if (!session) return loginThenMark();
    toggle.mutate(!interested);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, borderRadius: 3, bgcolor: '#fff', border: '1px solid #ececf2', flexWrap: 'wrap' }}>
      <Box flex={1} minWidth={160}>
        {data ? (
          <Typography fontWeight={700} data-testid="interest-count">{t('interest.count', { count: data.count })}</Typography>
        ) : (
          <Skeleton width={160} data-testid="interest-count-loading" />
        )}
        <Typography variant="body2" color="text.secondary">{t('interest.hint')}</Typography>
      </Box>
      <Button variant={interested ? 'contained' : 'outlined'} startIcon={interested ? <ThumbUpAltIcon /> : <ThumbUpAltOutlinedIcon />} onClick={onClick}
        disabled={toggle.isPending} aria-pressed={interested} data-testid="interest-toggle">
        {t('interest.button')}
      </Button>
    </Box>
  );
}
