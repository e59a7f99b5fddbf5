import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInAlready, CheckInList, CheckInRequest } from '@marketplace/shared-dto';
import { errorText, formatTime, isApiError, useTranslation } from '@marketplace/shared-ui';
import { checkinsApi } from '../../api/checkins';
import { offlineStore, tokenHash, type QueuedScan } from './offline-store';

/** What the big panel shows after a scan. */
export interface DoorAnswer {
  tone: 'ok' | 'refused';
  title: string;
  /** Set when the server admitted it, so the scan can be undone. */
  ticketId?: string;
  holderName?: string;
  ticketType?: string;
  number?: string;
  /** A reserved seat's label ('Stalls · Row F · Seat 12'): where the holder sits. */
  seat?: string;
  /** Decided on this phone with the network down; the server has the last word when it syncs. */
  offline?: boolean;
}

/** A scan accepted offline that the server then refused (the server's answer wins). */
export interface Conflict {
  id: string;
  label: string;
  message: string;
}

const RETRY_MS = 15_000;

/** The list with one ticket marked checked in (or not), its count recomputed. */
function marked(list: CheckInList, ticketId: string, at: string | null): CheckInList {
  const data = list.data.map((t) => (t.id === ticketId ? { ...t, checkedInAt: at } : t));
  return { ...list, data, checkedIn: data.filter((t) => t.checkedInAt).length };
}

/** A token carries a dot; anything else is a ticket number typed in. */
const requestOf = (code: string): CheckInRequest => (code.includes('.') ? { token: code } : { number: code.toUpperCase() });

/**
 * The door for one showtime: scans go to the server; with the network down they are checked against the
 * showtime's list kept in IndexedDB and queued, then sent when the network returns.
 */
export function useDoor(eventId: string, sessionId?: string) {
  const { t } = useTranslation();
  const [list, setList] = useState<CheckInList | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [queued, setQueued] = useState(0);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const listRef = useRef<CheckInList | null>(null);
  const flushing = useRef(false);

  // Another showtime starts loading with no answer shown (adjusted while rendering, not in an effect).
  const showtime = `${eventId}/${sessionId ?? ''}`;
  const [shownFor, setShownFor] = useState(showtime);
  if (shownFor !== showtime) {
    setShownFor(showtime);
    setLoading(true);
    setAnswer(null);
  }

  const keep = useCallback(async (next: CheckInList) => {
    listRef.current = next;
    setList(next);
    await offlineStore.setList(eventId, sessionId, next);
  }, [eventId, sessionId]);

  const mark = useCallback(async (ticketId: string, at: string | null) => {
    if (listRef.current) await keep(marked(listRef.current, ticketId, at));
  }, [keep]);

  /** The server's list when reachable, else the one kept on this phone. */
  const refresh = useCallback(async () => {
    try {
      await keep(await checkinsApi.list(eventId, sessionId));
      setListError(null);
    } catch (err) {
      const kept = await offlineStore.getList(eventId, sessionId);
      if (kept) {
        listRef.current = kept;
        setList(kept);
      } else setListError(errorText(err, t('checkin.listFailed')));
    } finally {
      setLoading(false);
    }
  }, [eventId, sessionId, keep, t]);

  /** Sends the queued scans in order; a refusal is a conflict, shown; the network failing again stops it. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      let queue = await offlineStore.queue();
      const found: Conflict[] = [];
      while (queue.length) {
        const scan = queue[0];
        try {
          await checkinsApi.checkIn({ token: scan.token, number: scan.number, sessionId: scan.sessionId });
        } catch (err) {
          if (isApiError(err, 0)) break;
          found.push({ id: scan.id, label: scan.label, message: errorText(err, t('checkin.refused')) });
        }
        queue = queue.slice(1);
        await offlineStore.setQueue(queue);
      }
      setQueued(queue.length);
      if (found.length) setConflicts((c) => [...found, ...c]);
      if (!queue.length) await refresh();
    } finally {
      flushing.current = false;
    }
  }, [refresh, t]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- refresh sets state only after an await (a known false positive, React issue #34905)
    void refresh().then(flush);
  }, [refresh, flush]);

  useEffect(() => {
    const up = () => { setOnline(true); void flush(); };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => { if (navigator.onLine) void flush(); }, RETRY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [flush]);

  /** Checked against the kept list: admitted and queued when on it and not yet in. */
  const offlineCheck = useCallback(async (body: CheckInRequest) => {
    const hash = body.token ? await tokenHash(body.token) : null;
    const ticket = listRef.current?.data.find((t) => (hash ? t.tokenHash === hash : t.number === body.number));
    if (!ticket) {
      setAnswer({ tone: 'refused', title: t('checkin.notOnList'), offline: true });
      return;
    }
    const who = { holderName: ticket.holderName, ticketType: ticket.ticketType, number: ticket.number, seat: ticket.seat?.label, offline: true };
    if (ticket.checkedInAt) {
      setAnswer({ tone: 'refused', title: t('checkin.already', { time: formatTime(ticket.checkedInAt) }), ...who });
      return;
    }
    const scan: QueuedScan = {
      id: crypto.randomUUID(), eventId, sessionId, ...body, label: `${ticket.number} (${ticket.holderName})`, scannedAt: new Date().toISOString(),
    };
    await offlineStore.setQueue([...(await offlineStore.queue()), scan]);
    setQueued((n) => n + 1);
    await mark(ticket.id, scan.scannedAt);
    setAnswer({ tone: 'ok', title: t('checkin.checkedIn'), ...who });
  }, [eventId, sessionId, mark, t]);

  const submit = useCallback(async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    const body = requestOf(trimmed);
    try {
      const res = await checkinsApi.checkIn({ ...body, sessionId });
      await mark(res.ticket.id, res.checkedInAt);
      setAnswer({ tone: 'ok', title: t('checkin.checkedIn'), ticketId: res.ticket.id, holderName: res.ticket.holderName, ticketType: res.ticket.ticketType, number: res.ticket.number, seat: res.ticket.seat?.label });
    } catch (err) {
      if (isApiError(err, 0)) return offlineCheck(body);
      const refusal = (isApiError(err) ? err.body : undefined) as Partial<CheckInAlready> | undefined;
      if (refusal?.result === 'already' && refusal.ticket && refusal.checkedInAt) await mark(refusal.ticket.id, refusal.checkedInAt);
      setAnswer({
        tone: 'refused', title: errorText(err, t('checkin.failed')),
        holderName: refusal?.ticket?.holderName, ticketType: refusal?.ticket?.ticketType, number: refusal?.ticket?.number, seat: refusal?.ticket?.seat?.label ?? undefined,
      });
    }
  }, [sessionId, mark, offlineCheck, t]);

  /** Undoes the last scan of a ticket (online only: the server must agree). */
  const undo = useCallback(async (ticketId: string) => {
    await checkinsApi.undo(ticketId);
    await mark(ticketId, null);
    setAnswer(null);
  }, [mark]);

  return { list, listError, loading, answer, queued, conflicts, online, submit, undo, dismissConflicts: () => setConflicts([]) };
}
