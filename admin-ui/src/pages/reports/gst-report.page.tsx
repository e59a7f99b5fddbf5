import { useState } from 'react';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DownloadButton } from '@marketplace/shared-ui';
import { download } from '../../api/api.client';
import { Page, PageHeader } from '../../components/page-header';

/** This month in India, as YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/**
 * /admin/reports/gst: the month's invoices and credit notes as CSV (GET /api/admin/reports/gst?month=YYYY-MM), a row per
 * document with the figures a GSTR-1 / GSTR-8 filing needs.
 */
export default function GstReportPage() {
  const [month, setMonth] = useState(thisMonth());
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const translate = useTranslate();
  return (
    <Page>
      <PageHeader title={translate('app.menu.gstReport')} subtitle={translate('app.gst.subtitle')} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
          <TextField
            label={translate('app.gst.month')} type="month" value={month} onChange={(e) => setMonth(e.target.value)} required
            error={!valid} helperText={translate(valid ? 'app.gst.ist' : 'app.gst.chooseMonth')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'gst-month', max: thisMonth() } }}
            fullWidth={false} sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
          />
          <DownloadButton download={download} path="/admin/reports/gst" query={{ month }} label={translate('app.reports.downloadCsv')} failed={translate('app.common.exportFailed')} testId="gst-download" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.gst.columns')}
        </Typography>
      </Paper>
    </Page>
  );
}
