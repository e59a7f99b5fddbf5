import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Alert, Box, Button, Card, CardActionArea, Container, Grid, IconButton, Skeleton, Stack, Step, StepLabel, Stepper, Typography,
} from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import { visuallyHidden } from '@mui/utils';
import { BOOKING_STEPS, groupDiscountWords, PublicEvent, EventSession, EventTicketType, quantityDeals } from '@marketplace/shared-dto';
import { type TFunction, useFormat, useTranslation } from '@marketplace/shared-ui';
import { usePublicEvent } from '../../hooks/use-events';
import { EventLoadError } from '../event-detail/event-load-error';
import { EventSummary } from './event-summary';
import { ReviewAndPay } from './review-and-pay';
import { SeatsStep } from './seats-step';

const STEPS = ['booking.stepTime', 'booking.stepTickets', 'booking.stepReview'] as const;
/** A seated showtime chooses seats, not quantities, in the second step. */
const SEATED_STEPS = ['booking.stepTime', 'booking.stepSeats', 'booking.stepReview'] as const;
type StepKey = (typeof STEPS)[number] | (typeof SEATED_STEPS)[number];

type Counts = Record<string, number>;

/**
 * The wizard's place and choices live in the URL (?step=2&session=…&tickets=typeId:2,typeId:1, or a seated
 * showtime's seats=guid,guid): each step
 * is a history entry, so the browser's Back and Forward move between steps with the choices kept, and a
 * reload stays where it was. Changing a quantity replaces the entry; Continue adds one.
 */
interface WizardState {
  step: number;
  sessionId?: string;
  counts: Counts;
  /** A seated showtime's chosen seats (guids). */
  seats: string[];
}

function readWizard(params: URLSearchParams): WizardState {
  const step = Math.min(Math.max(Number(params.get('step')) || 1, 1), BOOKING_STEPS) - 1;
  const counts: Counts = {};
  for (const pair of (params.get('tickets') ?? '').split(',')) {
    const [id, n] = pair.split(':');
    if (id && Number(n) > 0) counts[id] = Math.floor(Number(n));
  }
  const seats = (params.get('seats') ?? '').split(',').filter(Boolean);
  return { step, sessionId: params.get('session') || undefined, counts, seats };
}

/** What the wizard carries through its steps besides the choices: a shared link's access code, a waitlist offer's entry. */
interface Carried {
  accessCode?: string;
  waitlistEntryId?: string;
}

function wizardSearch(w: WizardState, carried: Carried): string {
  const params = new URLSearchParams({ step: String(w.step + 1) });
  if (carried.accessCode) params.set('code', carried.accessCode);
  if (carried.waitlistEntryId) params.set('waitlist', carried.waitlistEntryId);
  if (w.sessionId) params.set('session', w.sessionId);
  const tickets = Object.entries(w.counts).filter(([, n]) => n > 0).map(([id, n]) => `${id}:${n}`).join(',');
  if (tickets) params.set('tickets', tickets);
  if (w.seats.length) params.set('seats', w.seats.join(','));
  return `?${params}`;
}

/** Marks history entries the wizard pushed itself, so its Back button can go back in history instead of adding a step. */
interface WizardHistory {
  wizardStep?: boolean;
}

/** Each step's heading; focus moves to it when the step changes, so keyboard and screen reader users start there. */
function StepHeading({ step, label }: { step: number; label: StepKey }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  // not on the page's first render: that starts at the top like any page
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return (
    <Typography variant="h5" component="h2" tabIndex={-1} ref={ref} mb={2} sx={{ outline: 'none' }} data-testid="step-heading">
      {t(label)}
    </Typography>
  );
}

/** What a screen reader hears after a '+' or '−': the whole selection, said politely. */
function selectionWords(t: TFunction, types: EventTicketType[], counts: Counts): string {
  const parts = types.filter((type) => (counts[type.id] ?? 0) > 0).map((type) => {
    const n = counts[type.id];
    return `${n} ${type.name}${type.seatsPerUnit > 1 ? ` (${t('booking.seats', { count: n * type.seatsPerUnit })})` : ''}`;
  });
  return parts.length ? t('booking.selected', { list: parts.join(', ') }) : t('booking.noneSelected');
}

const leftLabel = (t: TFunction, available: number) => (available === 0 ? t('event.soldOut') : t('showtimes.left', { count: available }));

function TimeStep({ event, chosen, onChoose }: { event: PublicEvent; chosen?: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const sessions = event.sessions ?? [];
  if (sessions.length === 0) {
    return <Alert severity="info" data-testid="event-date">{f.dateTime(event.startDate)}</Alert>;
  }
  return (
    <Grid container spacing={2} data-testid="showtimes">
      {sessions.map((s) => {
        const on = chosen === s._id;
        return (
          <Grid key={s._id} size={{ xs: 6, sm: 4 }}>
            <Card sx={{ borderColor: on ? 'primary.main' : undefined, borderWidth: on ? 2 : 1, bgcolor: on ? '#fff1f2' : s.soldOut ? '#f5f5f7' : '#fff' }}>
              <CardActionArea onClick={() => onChoose(s._id)} disabled={s.soldOut} sx={{ p: 2 }} aria-pressed={on} data-testid="showtime">
                <Typography variant="body2" color="text.secondary">{f.date(s.startsAt)}</Typography>
                <Typography variant="h6">{f.time(s.startsAt)}</Typography>
                {s.label && <Typography variant="caption" color="text.secondary" display="block">{s.label}</Typography>}
                {s.seated && <Typography variant="caption" color="text.secondary" display="block" data-testid="showtime-seated">{t('showtimes.seated')}</Typography>}
                <Typography variant="body2" fontWeight={600} color={s.soldOut ? 'error.main' : 'success.main'} data-testid="showtime-left">
                  {leftLabel(t, s.available)}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

/** What is left of each type in the chosen showtime (or over the event without showtimes). */
function leftOf(session: EventSession | undefined, type: EventTicketType): number {
  return session ? session.ticketTypes.find((x) => x.id === type.id)?.available ?? 0 : type.available;
}

function TicketsStep({ event, session, counts, setCount }: {
  event: PublicEvent; session?: EventSession; counts: Counts; setCount: (typeId: string, n: number) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!event.ticketTypes.length) return <Alert severity="info" data-testid="no-ticket-types">{t('booking.notOnSale')}</Alert>;
  const group = groupDiscountWords(event.pricing?.groupDiscount, f.locale);
  return (
    <Stack spacing={1.5} data-testid="ticket-types">
      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="quantity-announcement">{selectionWords(t, event.ticketTypes, counts)}</Box>
      {group && <Alert severity="success" icon={false} data-testid="group-discount">{t('showtimes.groupDiscount')} {group}</Alert>}
      {event.ticketTypes.map((type) => {
        const left = leftOf(session, type);
        const max = Math.min(type.maxPerOrder, left);
        const n = counts[type.id] ?? 0;
        const open = type.onSale && left > 0 && max >= type.minPerOrder;
        // the steppers jump between 0 and the type's minimum per order
        const less = n <= type.minPerOrder ? 0 : n - 1;
        const more = n === 0 ? type.minPerOrder : n + 1;
        return (
          <Card key={type.id} sx={{ p: 2 }} data-testid="ticket-type">
            <Box display="flex" alignItems="center" justifyContent="space-between" gap={2} flexWrap="wrap">
              <Box minWidth={0} flex="1 1 180px">
                <Typography variant="h6" data-testid="ticket-type-name">{type.name}</Typography>
                {type.description && <Typography variant="body2" color="text.secondary">{type.description}</Typography>}
                <Typography color="text.secondary">
                  {f.rupees(type.price)}{type.seatsPerUnit > 1 ? ` ${t('showtimes.forSeats', { count: type.seatsPerUnit })}` : ''} ·{' '}
                  <Box component="span" color={left === 0 ? 'error.main' : undefined} data-testid="ticket-type-left">
                    {type.onSale ? leftLabel(t, left) : t('showtimes.notOnSale')}
                  </Box>
                  {type.minPerOrder > 1 && ` · ${t('booking.atLeast', { n: type.minPerOrder })}`}
                </Typography>
                {quantityDeals(type, f.locale).map((d) => <Typography key={d} variant="body2" color="success.dark" data-testid="ticket-type-deal">{d}</Typography>)}
              </Box>
              <Box display="flex" alignItems="center" gap={1}>
                <IconButton aria-label={t('booking.oneLess', { name: type.name })} onClick={() => setCount(type.id, less)} disabled={n === 0} sx={{ border: '1px solid #e0e0ea' }} data-testid="quantity-minus">
                  <RemoveIcon />
                </IconButton>
                <Typography sx={{ width: 40, textAlign: 'center', fontWeight: 700, fontSize: 18 }} aria-label={t('booking.ticketsOf', { name: type.name })} data-testid="quantity">{n}</Typography>
                <IconButton aria-label={t('booking.oneMore', { name: type.name })} onClick={() => setCount(type.id, more)} disabled={!open || more > max} sx={{ border: '1px solid #e0e0ea' }} data-testid="quantity-plus">
                  <AddIcon />
                </IconButton>
              </Box>
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}

export default function BookingPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { slug, code } = useParams();
  const [params] = useSearchParams();
  // a shared link's access code, carried from the event page: it unlocks hidden types here and in quote/create
  const accessCode = params.get('code') || undefined;
  // a waitlist offer's entry (from the event page's offer): its held tickets are booked with it, though the type shows sold out
  const waitlistEntryId = params.get('waitlist') || undefined;
  const { data: event, isLoading, isError, error, refetch } = usePublicEvent(slug, code, true, accessCode);
  const location = useLocation();
  const navigate = useNavigate();
  // read again only when the address changes: the seat map redraws its 2,000 seats when the chosen list is a new one
  const wizard = useMemo(() => readWizard(params), [params]);
  const { sessionId, counts, seats } = wizard;
  const [locked, setLocked] = useState(false);
  // the server's words when chosen seats were taken meanwhile (a 409 at the quote or at Pay), shown at the map
  const [seatNotice, setSeatNotice] = useState<string | undefined>(undefined);
  const queryClient = useQueryClient();

  const go = (next: Partial<WizardState>, how: 'push' | 'replace') =>
    navigate({ search: wizardSearch({ ...wizard, ...next }, { accessCode, waitlistEntryId }) }, { replace: how === 'replace', state: how === 'push' ? { wizardStep: true } satisfies WizardHistory : location.state });

  if (isLoading) {
    return <Container maxWidth="md" sx={{ py: 5 }} data-testid="loading"><Skeleton height={90} /><Skeleton height={60} /><Skeleton variant="rounded" height={240} /></Container>;
  }
  if (isError || !event) return <EventLoadError error={error} onRetry={() => refetch()} />;

  const sessions = event.sessions ?? [];
  const session = sessions.find((s) => s._id === sessionId);
  const items = Object.entries(counts).filter(([, qty]) => qty > 0).map(([ticketTypeId, qty]) => ({ ticketTypeId, qty }));
  const seated = Boolean(session?.seated);
  const steps = seated ? SEATED_STEPS : STEPS;
  const timeChosen = sessions.length === 0 || Boolean(session);
  const chosenAny = seated ? seats.length > 0 : items.length > 0;
  // a link (or a stale history entry) ahead of its choices opens at the first step still to do
  const step = !timeChosen ? 0 : !chosenAny ? Math.min(wizard.step, 1) : wizard.step;
  const canContinue = step === 0 ? timeChosen : step === 1 ? chosenAny : true;
  const soldOut = event.soldOut && !waitlistEntryId;
  // another showtime has other seats left: the choice starts again
  const choose = (id: string) => go({ sessionId: id, counts: id === sessionId ? counts : {}, seats: id === sessionId ? seats : [] }, 'replace');
  const chooseSeats = (next: string[]) => go({ seats: next }, 'replace');
  /** Back to the map with the server's words; the map is read again, and the taken seats leave the choice. */
  const seatsTaken = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['seats', slug, code, sessionId] });
    go({ step: 1 }, 'replace');
    setSeatNotice(message);
  };
  const back = () => {
    if ((location.state as WizardHistory | null)?.wizardStep) navigate(-1);
    else go({ step: step - 1 }, 'replace');
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <EventSummary event={event} startsAt={session?.startsAt} />
      <Stepper activeStep={step} alternativeLabel sx={{ my: 4 }}>
        {steps.map((label) => <Step key={label}><StepLabel>{t(label)}</StepLabel></Step>)}
      </Stepper>
      {soldOut && <Alert severity="error" sx={{ mb: 2 }}>{t('event.soldOut')}</Alert>}
      {waitlistEntryId && <Alert severity="success" sx={{ mb: 2 }} data-testid="waitlist-booking">{t('waitlist.booking')}</Alert>}

      <StepHeading step={step} label={steps[step]} />
      {step === 0 && <TimeStep event={event} chosen={sessionId} onChoose={choose} />}
      {step === 1 && seated && session && <SeatsStep event={event} slug={slug!} code={code!} session={session} chosen={seats} onChange={chooseSeats} notice={seatNotice} />}
      {step === 1 && !seated && <TicketsStep event={event} session={session} counts={counts} setCount={(id, n) => go({ counts: { ...counts, [id]: n } }, 'replace')} />}
      {step === 2 && (
        <ReviewAndPay selection={{ eventId: event._id, ...(seated ? { seats } : { items }), sessionId, accessCode, waitlistEntryId }} title={event.title} onLockChange={setLocked}
          onChanged={() => void refetch()} onSeatsTaken={seated ? seatsTaken : undefined} />
      )}

      <Box display="flex" justifyContent="space-between" mt={3}>
        <Button onClick={back} disabled={step === 0 || locked} data-testid="back">{t('booking.back')}</Button>
        {step < BOOKING_STEPS - 1 && (
          <Button variant="contained" size="large" onClick={() => (setSeatNotice(undefined), go({ step: step + 1 }, 'push'))}
            disabled={!canContinue || soldOut} data-testid="continue">
            {t('booking.continue')}
          </Button>
        )}
      </Box>
      {step === 0 && session && (
        <Typography variant="body2" color="text.secondary" mt={1} textAlign="right">{t('booking.chosen', { when: f.dateTime(session.startsAt) })}</Typography>
      )}
    </Container>
  );
}
