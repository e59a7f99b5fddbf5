import { Typography } from '@mui/material';
import type { ContentPageKey } from '@marketplace/shared-dto';
import { formatDate } from '@marketplace/shared-ui';
import { ContentPageView } from './content-layout';

const HEADINGS: Partial<Record<ContentPageKey, string>> = { 'privacy-policy': 'Privacy Policy', 'terms-of-service': 'Terms of Service' };

/** Privacy policy and terms of service: the managed text with its last update. */
export default function LegalPage({ page }: { page: ContentPageKey }) {
  return (
    <ContentPageView key={page} page={page} heading={HEADINGS[page] ?? page}
      fallback={<Typography color="text.secondary">This page is being updated. For questions write to us from the Contact page.</Typography>}>
      {(content) => (
        <Typography variant="body2" color="text.secondary" mt={4}>Last updated {formatDate(content.updatedAt)}</Typography>
      )}
    </ContentPageView>
  );
}
