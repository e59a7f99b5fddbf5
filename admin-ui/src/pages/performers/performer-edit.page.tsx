import { Button, Card, CardContent } from '@mui/material';
import { useCreate, useGetOne, useUpdate, type RaRecord } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Messages, type Performer } from '@marketplace/shared-dto';
import { Page, PageHeader } from '../../components/page-header';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ErrorState, LoadingState } from '../../components/state-views';
import { RequireToken } from '../../components/require-token';
import { useToast } from '../../components/toast';
import { PerformerForm, performerBody, performerFields, type PerformerFields } from './performer-form';

function PerformerEditor({ id }: { id?: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const editing = !!id;
  const loaded = useGetOne<Performer & RaRecord>('performers', { id: id ?? '' }, { enabled: editing, retry: false });
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const title = editing ? 'Edit Performer' : 'Add Performer';

  if (editing && loaded.isPending) return <LoadingState />;
  if (editing && (loaded.error || !loaded.data)) return <Page><ErrorState message="Failed to load performer" action={<Button component={Link} to="/performers">Back</Button>} /></Page>;

  const done = (message: string) => () => { toast.success(message); navigate('/performers'); };
  const submit = (fields: PerformerFields) =>
    editing
      ? update('performers', { id, data: performerBody(fields), previousData: loaded.data }, { mutationMode: 'pessimistic', onSuccess: done(Messages.performerUpdated) })
      : create('performers', { data: performerBody(fields) }, { onSuccess: done(Messages.performerCreated) });
  const failed = editing ? (updated.error ? 'Failed to update performer' : undefined) : created.error ? 'Failed to create performer' : undefined;
  return (
    <Page>
      <Breadcrumbs trail={[['Performers', '/performers']]} current={title} />
      <PageHeader title={title} />
      <Card>
        <CardContent>
          <PerformerForm initial={performerFields(loaded.data)} submitLabel={editing ? 'Update Performer' : 'Create Performer'} busy={created.isPending || updated.isPending} error={failed} onSubmit={submit} />
        </CardContent>
      </Card>
    </Page>
  );
}

/** /admin/performers/add and /admin/performers/edit/{id}. */
export default function PerformerEditPage() {
  const { id } = useParams();
  return <RequireToken><PerformerEditor id={id} /></RequireToken>;
}
