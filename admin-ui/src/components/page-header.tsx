import { useEffect, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PageHeader as Header, type PageHeaderProps } from '@marketplace/shared-ui';

/**
 * The kit's page header under the back office's rules (the title given translated): the screen's one h1 is the top bar's title (react-admin's
 * <Title>, as on the list and form screens), so the header repeats it as an h2, and as the browser title.
 */
export function PageHeader(props: Omit<PageHeaderProps, 'heading'>) {
  useEffect(() => {
    document.title = `${props.title} • Utsav Admin`;
  }, [props.title]);
  return (
    <>
      <Title title={props.title} />
      <Header {...props} heading="h2" />
    </>
  );
}

/** The page body: a padded column that stays readable on wide screens. */
export function Page({ children }: { children: ReactNode }) {
  return <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, width: '100%', mx: 'auto' }}>{children}</Box>;
}
