import { useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { formatAmount, invoiceKindLabel, type InvoiceSummary, type Locale } from '@marketplace/shared-dto';
import { ApiError, errorText } from '../api/api-error';

/**
 * Shows a PDF fetched with the realm's token in a new tab. The tab is opened before the fetch, while the click
 * still counts as a user gesture, so popup blockers let it through; it closes again when the fetch fails.
 */
export async function openPdfInNewTab(fetchPdf: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchPdf());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

export interface InvoiceListProps {
  invoices: InvoiceSummary[];
  /** Opens the document's PDF (openPdfInNewTab with the app's client); a rejection's words show under the list. */
  onOpen: (invoiceId: string) => Promise<void>;
  /** The list's words (English by default; the public site's Hindi pages pass 'hi'). */
  locale?: Locale;
}

const WORDS = {
  en: {
    failed: 'The invoice could not be opened. Please try again.',
    convenience: ', convenience fee', tickets: ', tickets', against: (n: string) => `, against ${n}`, open: 'open the PDF',
  },
  hi: {
    failed: 'बीजक नहीं खुल सका। कृपया फिर कोशिश करें।',
    convenience: ', सुविधा शुल्क', tickets: ', टिकट', against: (n: string) => `, ${n} के बदले`, open: 'PDF खोलें',
  },
} satisfies Record<Locale, unknown>;

/**
 * A booking's tax invoices, bills of supply and credit notes: the number (which opens the PDF), the kind, what
 * it is for, the date and the total; a credit note names the invoice it reverses.
 */
export function InvoiceList({ invoices, onOpen, locale = 'en' }: InvoiceListProps) {
  const words = WORDS[locale];
  const [error, setError] = useState<string | null>(null);
  const open = (id: string) => {
    setError(null);
    // the server's words; an app's own plain Error says what it means; anything else (the network) the fallback
    const fallback = words.failed;
    onOpen(id).catch((err: unknown) => setError(err instanceof ApiError ? errorText(err, fallback) : err instanceof Error && err.constructor === Error ? err.message : fallback));
  };
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="invoice-list">
        {invoices.map((d) => (
          <Box component="li" key={d.id} data-testid="invoice-row" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Link
                component="button" type="button" onClick={() => open(d.id)} data-testid="invoice-open"
                sx={{ fontWeight: 600, fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'left' }}
                aria-label={`${invoiceKindLabel(d.kind, locale)} ${d.number}, ${formatAmount(d.total)}: ${words.open}`}
              >
                {d.number}
              </Link>
              <Typography variant="body2" color="text.secondary" data-testid="invoice-kind">
                {invoiceKindLabel(d.kind, locale)}
                {d.role === 'convenience' ? words.convenience : words.tickets}
                {d.reverses ? words.against(d.reverses.number) : ''}
                {` · ${d.date}`}
              </Typography>
            </Box>
            <Typography fontWeight={600} data-testid="invoice-total" sx={{ whiteSpace: 'nowrap' }}>
              {d.kind === 'credit_note' ? '−' : ''}{formatAmount(d.total)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {error && <Typography variant="body2" color="error" role="alert" data-testid="invoice-error" sx={{ mt: 1 }}>{error}</Typography>}
    </>
  );
}
