import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Skeleton } from '@mui/material';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { useSession } from '../../api/session';
import { useLoginModal } from '../../auth/login-modal';
import { useAccessCode } from '../../hooks/use-access-code';
import { useMyWaitlist } from '../../hooks/use-waitlist';

/** The waitlist entry a link names (`?waitlist=`, from the offer's SMS, mail or the dashboard). */
export function useWaitlistEntryId(): string | undefined {
  const [params] = useSearchParams();
  return params.get('waitlist')?.trim() || undefined;
}

/**
 * The offer a waitlist link brings the buyer to: the tickets held for them and until when, with the way to book
 * them (the wizard's review step, carrying the entry); or, once it has passed, what became of it.
 */
export function WaitlistOffer({ event, entryId }: { event: { slug: string; code: string }; entryId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const session = useSession();
  const openLogin = useLoginModal();
  const accessCode = useAccessCode();
  const mine = useMyWaitlist();
  if (!session) {
    return (
      <Alert severity="info" data-testid="waitlist-offer" action={<Button color="inherit" size="small" onClick={() => openLogin()}>{t('waitlist.logIn')}</Button>}>
        {t('waitlist.logInToBook')}
      </Alert>
    );
  }
  if (mine.isLoading) return <Skeleton variant="rounded" height={56} data-testid="waitlist-offer-loading" />;
  const entry = mine.data?.find((e) => e.id === entryId);
  if (!entry || entry.status === 'waiting') return null;
  if (entry.status !== 'offered') {
    return <Alert severity="info" data-testid="waitlist-offer">{t(entry.status === 'converted' ? 'waitlist.offerBooked' : 'waitlist.offerExpired')}</Alert>;
  }
  const params = new URLSearchParams({ step: '3', tickets: `${entry.ticketTypeId}:${entry.quantity}`, waitlist: entry.id });
  if (entry.sessionId) params.set('session', entry.sessionId);
  if (accessCode) params.set('code', accessCode);
  return (
    <Alert severity="success" data-testid="waitlist-offer"
      action={<Button component={RouterLink} to={`/book/${event.slug}/${event.code}?${params}`} color="inherit" size="small" data-testid="waitlist-offer-book">{t('waitlist.bookHeld')}</Button>}>
      {t('waitlist.offer', { count: entry.quantity, type: entry.ticketType, when: f.dateTime(entry.offerExpiresAt) })}
    </Alert>
  );
}
