import { useState } from 'react';
import { Button } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { useRefresh, useTranslate } from 'react-admin';
import type { EventResponse } from '@marketplace/shared-dto';
import { CancelEventDialog, kitWords } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { useToast } from '../../components/toast';
import { useAdminFormat } from '../../i18n/use-admin-format';

/** The event screens' Cancel action: the whole event or one showtime, confirmed by typing the event's name. */
export function CancelEventButton({ event }: { event: EventResponse }) {
  const [open, setOpen] = useState(false);
  const data = useAdminData();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  const words = kitWords(locale).cancelEvent;
  if (event.status === 'cancelled') return null;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)} data-testid="cancel-event">
        {translate('app.events.cancel')}
      </Button>
      <CancelEventDialog
        open={open}
        event={event}
        onClose={() => setOpen(false)}
        words={words}
        locale={locale}
        cancel={(input) => data.cancelEvent(event.id, input)}
        onCancelled={(result) => {
          toast.success(result.message);
          refresh();
        }}
      />
    </>
  );
}
