import { messageText } from '@marketplace/shared-dto';
import { ApiError } from '@marketplace/shared-ui';
import { downloadInvoice, downloadTicket } from '../../api/bookings';
import { getSession } from '../../api/session';
import { pageLocale } from '../../i18n/site-i18n';

const REVOKE_AFTER_MS = 30_000;
const PRINT_DELAY_MS = 600;

/**
 * Fetches the PDF ticket as a blob and shows it in a new tab. The tab is opened before the fetch, while
 * the click still counts as a user gesture, so popup blockers let it through. `failure`: what to say (in the
 * page's language) when the server gave no words.
 */
export function openTicket(id: string, failure: string, opts: { print?: boolean } = {}): Promise<void> {
  return openPdf(() => downloadTicket(id), failure, opts);
}

/** An invoice or credit note of the booking, the same way (the call needs the buyer's token, so no plain link). */
export function openInvoice(bookingId: string, invoiceId: string, failure: string): Promise<void> {
  return openPdf(() => downloadInvoice(bookingId, invoiceId), failure);
}

async function openPdf(fetchPdf: () => Promise<Blob>, failure: string, opts: { print?: boolean } = {}): Promise<void> {
  if (!getSession()) throw new Error(messageText('loginToDownload', pageLocale()));
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPdf();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    if (opts.print && tab) setTimeout(() => tab.print(), PRINT_DELAY_MS);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (e) {
    tab?.close();
    throw new Error(e instanceof ApiError ? e.message : failure);
  }
}
