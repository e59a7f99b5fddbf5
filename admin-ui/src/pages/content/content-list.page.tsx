import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useGetList, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentPage } from '@marketplace/shared-dto';
import { formatDate } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { Page, PageHeader } from '../../components/page-header';
import { ListStates } from '../../components/state-views';
import { PAGE_INFO } from './content-pages';

type ContentRow = ContentPage & RaRecord;

/** /admin/content: a card per page with version, date, Active badge, Edit, Preview, Activate/Deactivate. */
export default function ContentListPage() {
  const data = useAdminData();
  const queryClient = useQueryClient();
  const { data: pages, isPending, error } = useGetList<ContentRow>('content', { pagination: { page: 1, perPage: 100 }, sort: { field: 'page', order: 'ASC' } });
  const toggle = useMutation({
    mutationFn: (page: ContentRow) => data.toggleContent(page.id),
    // On success the card flips locally (spec section 4).
    onSuccess: (_, page) =>
      queryClient.setQueriesData<{ data: ContentRow[] }>({ queryKey: ['content', 'getList'] }, (old) =>
        old ? { ...old, data: old.data.map((p) => (p.id === page.id ? { ...p, isActive: !p.isActive } : p)) } : old,
      ),
    onError: (e) => console.error('Content toggle failed', e),
  });
  const create = <Button variant="contained" component={Link} to="/content/create">Create Content Page</Button>;
  return (
    <Page>
      <PageHeader title="Content Pages" subtitle="About, contact, policies and help shown on the public site" actions={create} />
      <ListStates isPending={isPending} error={error} items={pages} errorMessage="Failed to fetch content" emptyMessage="No content pages found" emptyAction={create}>
        {(pages) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
            {pages.map((p) => (
              <Card key={p.id} data-testid="content-card" sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Stack direction="row" spacing={1.5} alignItems="flex-start">
                    <Box sx={{ color: 'primary.main', bgcolor: 'rgba(194,65,12,.08)', borderRadius: 2, p: 1, display: 'flex' }}>{PAGE_INFO[p.page]?.icon}</Box>
                    <Box sx={{ flex: 1 }}>
                      <Typography variant="h6" sx={{ fontSize: 17 }}>{p.title}</Typography>
                      <Typography variant="body2" color="text.secondary">Version {p.version} • Updated {formatDate(p.updatedAt)}</Typography>
                    </Box>
                    <Chip size="small" label={p.isActive ? 'Active' : 'Inactive'} color={p.isActive ? 'success' : 'default'} />
                  </Stack>
                </CardContent>
                <CardActions sx={{ borderTop: '1px solid', borderColor: 'divider', px: 2 }}>
                  <Button size="small" component={Link} to={`/content/edit/${p.id}`}>Edit</Button>
                  <Button size="small" component={Link} to={`/content/preview/${p.page}`}>Preview</Button>
                  <Box sx={{ flex: 1 }} />
                  <Button size="small" color={p.isActive ? 'inherit' : 'success'} disabled={toggle.isPending} onClick={() => toggle.mutate(p)}>
                    {p.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </ListStates>
    </Page>
  );
}
