import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { WaitlistEntry } from '@marketplace/shared-dto';
import { errorText, useFormat, useTranslation } from '@marketplace/shared-ui';
import { useLeaveWaitlist, useMyWaitlist } from '../../hooks/use-waitlist';
import { EmptyState, ErrorState } from '../../components/states';

const STATUS = {
  waiting: { label: 'waitlist.status.waiting', color: 'default' },
  offered: { label: 'waitlist.status.offered', color: 'success' },
  converted: { label: 'waitlist.status.converted', color: 'primary' },
  expired: { label: 'waitlist.status.expired', color: 'default' },
} as const;

/** One entry: the event, showtime and type, where it stands, and what the buyer can do (book held seats, leave). */
function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  const f = useFormat();
  const leave = useLeaveWaitlist();
  const eventPath = `/events/${entry.eventSlug}/${entry.eventCode}`;
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="waitlist-entry" data-entry-id={entry.id}>
      <Box display="flex" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <Typography component={RouterLink} to={eventPath} fontWeight={700} color="inherit" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {entry.eventTitle}
        </Typography>
        <Chip size="small" color={STATUS[entry.status].color} label={t(STATUS[entry.status].label)} data-testid="waitlist-entry-status" />
      </Box>
      <Typography variant="body2" color="text.secondary" mt={0.5}>
        {f.date(entry.startsAt)} · {f.time(entry.startsAt)}
      </Typography>
      <Typography variant="body2" mt={0.5} sx={{ overflowWrap: 'anywhere' }} data-testid="waitlist-entry-tickets">
        {t('waitlist.tickets', { count: entry.quantity, type: entry.ticketType })}
      </Typography>
      {entry.status === 'waiting' && entry.position !== null && (
        <Typography variant="body2" fontWeight={600} mt={1} data-testid="waitlist-entry-position">{t('waitlist.position', { position: entry.position })}</Typography>
      )}
      {entry.status === 'offered' && entry.offerExpiresAt && (
        <Typography variant="body2" fontWeight={600} color="success.dark" mt={1} data-testid="waitlist-entry-offer">
          {t('waitlist.heldUntil', { when: f.dateTime(entry.offerExpiresAt) })}
        </Typography>
      )}
      {leave.isError && <Alert severity="error" sx={{ mt: 1 }} data-testid="waitlist-leave-error">{errorText(leave.error, t('waitlist.leaveFailed'))}</Alert>}
      <Stack direction="row" spacing={1} mt={1.5} flexWrap="wrap" useFlexGap>
        {entry.status === 'offered' && (
          <Button size="small" variant="contained" component={RouterLink} to={`${eventPath}?waitlist=${entry.id}`} data-testid="waitlist-book">
            {t('waitlist.bookHeld')}
          </Button>
        )}
        {entry.status === 'waiting' && (
          <Button size="small" variant="outlined" color="error" onClick={() => leave.mutate(entry.id)} disabled={leave.isPending} data-testid="waitlist-leave">
            {t('waitlist.leave')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The buyer's waitlists: every entry with its place in line, a held offer to book, or how it ended. */
export function WaitlistTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useMyWaitlist();
  return (
    <Box data-testid="waitlist-tab">
      <Typography variant="h5" component="h1" mb={2}>{t('waitlist.title')}</Typography>
      {isLoading ? (
        <Stack spacing={1.5} data-testid="loading">{[0, 1].map((i) => <Skeleton key={i} variant="rounded" height={120} />)}</Stack>
      ) : isError ? (
        <ErrorState title={t('common.loadFailed')} error={error} onRetry={() => refetch()} />
      ) : !data?.length ? (
        <EmptyState title={t('waitlist.empty')}>
          <Typography mt={1}>{t('waitlist.emptyHint')}</Typography>
        </EmptyState>
      ) : (
        <Stack spacing={1.5}>{data.map((e) => <EntryCard key={e.id} entry={e} />)}</Stack>
      )}
    </Box>
  );
}
