import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert, Box, Button, Card, CardActionArea, Container, Grid, IconButton, Skeleton, Step, StepLabel, Stepper, TextField, Typography,
} from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import AddIcon from '@mui/icons-material/Add';
import { BOOKING_STEPS, EventSession } from '@marketplace/shared-dto';
import { usePublicEvent } from '../../hooks/use-events';
import { formatDateTime, formatDate, formatTime, startingPrice } from '../../lib/format';
import { EventLoadError } from '../event-detail/event-load-error';
import { EventSummary } from './event-summary';
import { ReviewAndPay } from './review-and-pay';

const STEPS = ['Select time', 'Select tickets', 'Review & Pay'];

/** A non-numeric quantity becomes 1; the minimum is 1 (the server caps it and says so). */
const toQuantity = (raw: string) => Math.max(1, Math.floor(Number(raw)) || 1);

function TimeStep({ sessions, chosen, onChoose }: { sessions: EventSession[]; chosen?: string; onChoose: (id: string) => void }) {
  if (sessions.length === 0) return <Alert severity="info" data-testid="no-showtimes">No showtimes available.</Alert>;
  return (
    <Grid container spacing={2} data-testid="showtimes">
      {sessions.map((s) => {
        const on = chosen === s._id;
        return (
          <Grid key={s._id} size={{ xs: 6, sm: 4 }}>
            <Card sx={{ borderColor: on ? 'primary.main' : undefined, borderWidth: on ? 2 : 1, bgcolor: on ? '#fff1f2' : '#fff' }}>
              <CardActionArea onClick={() => onChoose(s._id)} sx={{ p: 2 }} aria-pressed={on} data-testid="showtime">
                <Typography variant="body2" color="text.secondary">{formatDate(s.startsAt)}</Typography>
                <Typography variant="h6">{formatTime(s.startsAt)}</Typography>
                {s.label && <Typography variant="caption" color="text.secondary">{s.label}</Typography>}
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

function TicketsStep({ raw, setRaw, price, available }: { raw: string; setRaw: (v: string) => void; price: number | null; available: number }) {
  const qty = toQuantity(raw);
  return (
    <Card sx={{ p: 3 }}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap={2} flexWrap="wrap">
        <Box>
          <Typography variant="h6">Tickets</Typography>
          <Typography color="text.secondary">{startingPrice(price)} each · {available} left</Typography>
        </Box>
        <Box display="flex" alignItems="center" gap={1}>
          <IconButton aria-label="One ticket less" onClick={() => setRaw(String(Math.max(1, qty - 1)))} disabled={qty <= 1} sx={{ border: '1px solid #e0e0ea' }}>
            <RemoveIcon />
          </IconButton>
          <TextField value={raw} onChange={(e) => setRaw(e.target.value)} onBlur={() => setRaw(String(qty))} size="small" sx={{ width: 72 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', style: { textAlign: 'center', fontWeight: 700, fontSize: 18 }, 'aria-label': 'Number of tickets', 'data-testid': 'quantity' } }} />
          <IconButton aria-label="One ticket more" onClick={() => setRaw(String(qty + 1))} sx={{ border: '1px solid #e0e0ea' }} data-testid="quantity-plus">
            <AddIcon />
          </IconButton>
        </Box>
      </Box>
    </Card>
  );
}

export default function BookingPage() {
  const { slug, code } = useParams();
  const { data: event, isLoading, isError, error, refetch } = usePublicEvent(slug, code);
  const [step, setStep] = useState(0);
  const [sessionId, setSessionId] = useState<string>();
  const [rawQty, setRawQty] = useState('1');
  const [locked, setLocked] = useState(false);

  if (isLoading) {
    return <Container maxWidth="md" sx={{ py: 5 }} data-testid="loading"><Skeleton height={90} /><Skeleton height={60} /><Skeleton variant="rounded" height={240} /></Container>;
  }
  if (isError || !event) return <EventLoadError error={error} onRetry={() => refetch()} />;

  const sessions = event.sessions ?? [];
  const canContinue = step === 0 ? sessions.length === 0 || Boolean(sessionId) : true;
  const session = sessions.find((s) => s._id === sessionId);
  const soldOut = event.ticketsAvailable <= 0;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <EventSummary event={event} startsAt={session?.startsAt} />
      <Stepper activeStep={step} alternativeLabel sx={{ my: 4 }}>
        {STEPS.map((label) => <Step key={label}><StepLabel>{label}</StepLabel></Step>)}
      </Stepper>
      {soldOut && <Alert severity="error" sx={{ mb: 2 }}>Sold out</Alert>}

      {step === 0 && <TimeStep sessions={sessions} chosen={sessionId} onChoose={setSessionId} />}
      {step === 1 && <TicketsStep raw={rawQty} setRaw={setRawQty} price={event.price} available={event.ticketsAvailable} />}
      {step === 2 && (
        <ReviewAndPay selection={{ eventId: event._id, quantity: toQuantity(rawQty), sessionId }} title={event.title} onLockChange={setLocked} />
      )}

      <Box display="flex" justifyContent="space-between" mt={3}>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0 || locked} data-testid="back">Back</Button>
        {step < BOOKING_STEPS - 1 && (
          <Button variant="contained" size="large" onClick={() => (setRawQty(String(toQuantity(rawQty))), setStep(Math.min(step + 1, BOOKING_STEPS - 1)))}
            disabled={!canContinue || soldOut} data-testid="continue">
            Continue
          </Button>
        )}
      </Box>
      {step === 0 && session && (
        <Typography variant="body2" color="text.secondary" mt={1} textAlign="right">Chosen: {formatDateTime(session.startsAt)}</Typography>
      )}
    </Container>
  );
}
