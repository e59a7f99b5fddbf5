import { Typography } from '@mui/material';
import type { ContentPageKey } from '@marketplace/shared-dto';
import { useFormat, useTranslation } from '@marketplace/shared-ui';
import { ContentPageView } from './content-layout';

const HEADINGS: Partial<Record<ContentPageKey, string>> = { 'privacy-policy': 'footer.privacy', 'terms-of-service': 'footer.terms' };

/** Privacy policy and terms of service: the managed text with its last update. */
export default function LegalPage({ page }: { page: ContentPageKey }) {
  const { t } = useTranslation();
  const f = useFormat();
  const heading = HEADINGS[page];
  return (
    <ContentPageView key={page} page={page} heading={heading ? t(heading) : page}
      fallback={<Typography color="text.secondary">{t('content.beingUpdated')}</Typography>}>
      {(content) => (
        <Typography variant="body2" color="text.secondary" mt={4}>{t('content.updated', { date: f.date(content.updatedAt) })}</Typography>
      )}
    </ContentPageView>
  );
}
