import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Slider, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCreate, useGetOne, useUpdate, type RaRecord } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BANNER_MAX_BYTES, Messages, type HeroBanner } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';
import { Page, PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { RequireToken } from '../../components/require-token';
import { useToast } from '../../components/toast';
import { useImageUpload } from './image-upload';

type BannerForm = Omit<HeroBanner, '_id' | 'id'>;

/** Defaults of a new banner (spec section 9). */
const NEW_BANNER: BannerForm = {
  title: '', subtitle: '', description: '', image: { url: '', alt: '' }, buttonText: 'Learn More', buttonLink: '',
  isActive: true, order: 0, showOverlay: true, overlayOpacity: 40,
};

function BannerEditor({ id }: { id?: string }) {
  const editing = !!id;
  const navigate = useNavigate();
  const toast = useToast();
  const loaded = useGetOne<HeroBanner & RaRecord>('banners', { id: id ?? '' }, { enabled: editing, retry: false });
  if (editing && loaded.isPending) return <LoadingState />;
  if (editing && (loaded.error || !loaded.data)) return <Page><ErrorState message="Failed to load banner" action={<Button component={Link} to="/hero/banners">Back</Button>} /></Page>;
  // Only the banner's own fields go back in the PUT (the API refuses unknown ones such as _id).
  const stored = loaded.data as Partial<BannerForm> | undefined;
  const initial = Object.fromEntries(Object.entries(NEW_BANNER).map(([k, v]) => [k, stored?.[k as keyof BannerForm] ?? v])) as BannerForm;
  initial.image = { url: stored?.image?.url ?? '', alt: stored?.image?.alt ?? '' };
  return <BannerFormCard id={id} initial={initial} onDone={(message) => { toast.success(message); navigate('/hero/banners'); }} />;
}

function BannerFormCard({ id, initial, onDone }: { id?: string; initial: BannerForm; onDone: (message: string) => void }) {
  const editing = !!id;
  const [b, setB] = useState(initial);
  const [problem, setProblem] = useState('');
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const upload = useImageUpload('banner', BANNER_MAX_BYTES, Messages.bannerTooLarge);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!b.title.trim()) return;
    if (editing && !b.image.url.trim()) return setProblem(Messages.bannerImageRequired);
    setProblem('');
    const data = { ...b, title: b.title.trim() };
    if (editing) update('banners', { id, data, previousData: undefined }, { mutationMode: 'pessimistic', onSuccess: () => onDone('Banner updated'), onError: () => setProblem('Failed to update banner') });
    else create('banners', { data }, { onSuccess: () => onDone('Banner created'), onError: () => setProblem('Failed to create banner') });
  };
  const pick = (file?: File) => file && upload.mutate(file, { onSuccess: (url) => setB((cur) => ({ ...cur, image: { ...cur.image, url } })) });
  return (
    <Page>
      <PageHeader title={editing ? 'Edit Banner' : 'Add Banner'} actions={<Button startIcon={<ArrowBackIcon />} component={Link} to="/hero/banners">Back</Button>} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Card>
          <CardContent component="form" onSubmit={submit}>
            <Stack spacing={2}>
              {problem && <Alert severity="error">{problem}</Alert>}
              <TextField label="Title" required value={b.title} onChange={(e) => setB({ ...b, title: e.target.value })} />
              <TextField label="Subtitle" value={b.subtitle} onChange={(e) => setB({ ...b, subtitle: e.target.value })} />
              <TextField label="Description" multiline minRows={2} value={b.description} onChange={(e) => setB({ ...b, description: e.target.value })} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <TextField label="Image URL" required={editing} value={b.image.url} onChange={(e) => setB({ ...b, image: { ...b.image, url: e.target.value } })} />
                <Button variant="outlined" component="label" disabled={upload.isPending} sx={{ flexShrink: 0 }}>
                  {upload.isPending ? 'Uploading…' : 'Upload image'}
                  <input hidden type="file" accept="image/*" onChange={(e) => pick(e.target.files?.[0])} />
                </Button>
              </Stack>
              <TextField label="Image alt text" value={b.image.alt} onChange={(e) => setB({ ...b, image: { ...b.image, alt: e.target.value } })} />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 120px' } }}>
                <TextField label="Button text" value={b.buttonText} onChange={(e) => setB({ ...b, buttonText: e.target.value })} />
                <TextField label="Button link" value={b.buttonLink} onChange={(e) => setB({ ...b, buttonLink: e.target.value })} />
                <TextField label="Order" type="number" value={b.order} onChange={(e) => setB({ ...b, order: Math.max(0, Number(e.target.value)) })} slotProps={{ htmlInput: { min: 0 } }} />
              </Box>
              <Stack direction="row" spacing={2}>
                <FormControlLabel control={<Checkbox checked={b.isActive} onChange={(e) => setB({ ...b, isActive: e.target.checked })} />} label="Active" />
                <FormControlLabel control={<Checkbox checked={b.showOverlay} onChange={(e) => setB({ ...b, showOverlay: e.target.checked })} />} label="Show overlay" />
              </Stack>
              <Box>
                <Typography variant="body2" color="text.secondary">Overlay opacity: {b.overlayOpacity}%</Typography>
                <Slider min={0} max={100} value={b.overlayOpacity} disabled={!b.showOverlay} onChange={(_, v) => setB({ ...b, overlayOpacity: v as number })} />
              </Box>
              <Stack direction="row" justifyContent="flex-end">
                <Button type="submit" variant="contained" disabled={created.isPending || updated.isPending}>{created.isPending || updated.isPending ? 'Saving…' : editing ? 'Update Banner' : 'Create Banner'}</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ alignSelf: 'start' }}>
          <CardContent>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>Preview</Typography>
            <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 7', bgcolor: '#1e1b4b', backgroundImage: b.image.url ? `url("${assetUrl(b.image.url)}")` : undefined, backgroundSize: 'cover', backgroundPosition: 'center' }}>
              {b.showOverlay && <Box sx={{ position: 'absolute', inset: 0, bgcolor: `rgba(0,0,0,${b.overlayOpacity / 100})` }} />}
              <Box sx={{ position: 'absolute', left: 20, bottom: 20, right: 20, color: '#fff' }}>
                <Typography variant="h6" sx={{ color: '#fff' }}>{b.title || 'Banner title'}</Typography>
                <Typography variant="body2">{b.subtitle}</Typography>
                {b.buttonText && <Button size="small" variant="contained" sx={{ mt: 1 }}>{b.buttonText}</Button>}
              </Box>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Page>
  );
}

/** /admin/hero/banners/add and /admin/hero/banners/edit/{id}. */
export default function BannerEditPage() {
  const { id } = useParams();
  return <RequireToken><BannerEditor id={id} /></RequireToken>;
}
