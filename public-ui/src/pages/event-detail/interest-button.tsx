import { useEffect, useState } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { useSession } from '../../api/session';
import { useLoginModal } from '../../auth/login-modal';
import { useInterest, useToggleInterest } from '../../hooks/use-interest';

/** 'I'm Interested': a visitor without a login gets the login modal first, then the toggle runs. */
export function InterestButton({ eventId }: { eventId: string }) {
  const session = useSession();
  const openLogin = useLoginModal();
  const { data } = useInterest(eventId);
  const toggle = useToggleInterest(eventId);
  const interested = Boolean(session && data?.isInterested);

  // A visitor's click is remembered and replayed once the session exists, by this render's mutation
  // (its query key carries the new user), never by a callback captured before the login.
  const [markAfterLogin, setMarkAfterLogin] = useState(false);
  useEffect(() => {
    if (session && markAfterLogin) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once per login: the flag is spent as the mutation it stood for starts
      setMarkAfterLogin(false);
      toggle.mutate(true);
    }
  }, [session, markAfterLogin, toggle]);

  const { t } = useTranslation();
  const onClick = () => {
    if (!session) return openLogin(() => setMarkAfterLogin(true));
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
