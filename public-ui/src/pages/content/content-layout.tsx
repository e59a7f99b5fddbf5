import { ReactNode } from 'react';
import { Alert, Box, Container, Skeleton, Typography } from '@mui/material';
import { useTranslation } from '@marketplace/shared-ui';
import { useContentPage } from '../../hooks/use-site';
import { cleanRichText, type ContentPageKey } from '@marketplace/shared-dto';

/** The rich text of a managed page, styled for reading. */
export function RichText({ html }: { html: string }) {
  return (
    <Box data-testid="content-body" sx={{ lineHeight: 1.8, color: 'text.secondary', '& h2, & h3': { color: 'text.primary', mt: 4, mb: 1 }, '& h2': { fontSize: 24 }, '& h3': { fontSize: 19 },
      '& a': { color: 'primary.main' }, '& p': { my: 1.5 }, '& img': { maxWidth: '100%', borderRadius: 2 } }}
      dangerouslySetInnerHTML={{ __html: cleanRichText(html) }} />
  );
}

/**
 * A managed content page: a banner with the title, then the body. While loading it shows skeletons;
 * if loading fails it keeps the static heading and `fallback`, with 'Failed to load content'.
 */
export function ContentPageView({ page, heading, intro, fallback, children }: {
  page: ContentPageKey;
  heading: string;
  intro?: string;
  fallback?: ReactNode;
  children?: (content: NonNullable<ReturnType<typeof useContentPage>['data']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useContentPage(page);
  return (
    <Box>
      <Box sx={{ background: 'linear-gradient(120deg, #1c1b2e 0%, #4a1d3c 70%, #e23744 140%)', color: '#fff', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }} data-testid="page-title">{data?.title || heading}</Typography>
          {intro && <Typography sx={{ opacity: 0.85, mt: 1, fontSize: 18 }}>{intro}</Typography>}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {isLoading && [1, 2, 3, 4, 5].map((i) => <Skeleton key={i} width={i % 2 ? '100%' : '85%'} height={28} />)}
        {isError && (
          <>
            <Alert severity="warning" sx={{ mb: 3 }} data-testid="content-error">{t('content.loadFailed')}</Alert>
            {fallback}
          </>
        )}
        {data && (
          <>
            <RichText html={data.content} />
            {children?.(data)}
          </>
        )}
      </Container>
    </Box>
  );
}
