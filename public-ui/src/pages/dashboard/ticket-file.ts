import { Messages } from '@marketplace/shared-dto';
import { ApiError } from '@marketplace/shared-ui';
import { downloadTicket } from '../../api/bookings';
import { getSession } from '../../api/session';

const REVOKE_AFTER_MS = 30_000;
const PRINT_DELAY_MS = 600;

/**
 * Fetches the PDF ticket as a blob and shows it in a new tab. The tab is opened before the fetch, while
 * the click still counts as a user gesture, so popup blockers let it through.
 */
export async function openTicket(id: string, opts: { print?: boolean } = {}): Promise<void> {
  if (!getSession()) throw new Error(Messages.loginToDownload);
  const tab = window.open('', '_blank');
  try {
    const blob = await downloadTicket(id);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    if (opts.print && tab) setTimeout(() => tab.print(), PRINT_DELAY_MS);
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (e) {
    tab?.close();
    throw new Error(e instanceof ApiError ? e.message : 'Failed to download ticket');
  }
}
