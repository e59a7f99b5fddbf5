import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PERFORMER_CATEGORIES, type Performer, type PerformerSocialMedia, type PerformerVideo } from '@marketplace/shared-dto';
import { assetUrl } from '@marketplace/shared-ui';

export interface PerformerFields {
  name: string;
  category: string;
  bio: string;
  description: string;
  isActive: boolean;
  sortOrder: string;
  socialMedia: Required<PerformerSocialMedia>;
  profileImage: string;
  gallery: string[];
  videos: PerformerVideo[];
  profileFile: File | null;
  galleryFiles: File[];
}

/** Defaults of a new performer (spec section 9): singer, active, sort order 0. */
export function performerFields(performer?: Performer): PerformerFields {
  return {
    name: performer?.name ?? '',
    category: performer?.category ?? 'singer',
    bio: performer?.bio ?? '',
    description: performer?.description ?? '',
    isActive: performer?.isActive ?? true,
    sortOrder: String(performer?.sortOrder ?? 0),
    socialMedia: { instagram: '', twitter: '', youtube: '', website: '', ...(performer?.socialMedia ?? {}) },
    profileImage: performer?.profileImage ?? '',
    gallery: (performer?.gallery ?? []).map((g) => g.url),
    videos: performer?.videos ?? [],
    profileFile: null,
    galleryFiles: [],
  };
}

/** The multipart body of POST/PUT /admin/performers. */
export function performerBody(f: PerformerFields): Record<string, unknown> {
  const social = Object.fromEntries(Object.entries(f.socialMedia).filter(([, v]) => v.trim()));
  return {
    name: f.name.trim(), category: f.category, bio: f.bio, description: f.description, isActive: f.isActive,
    sortOrder: Number(f.sortOrder || 0), socialMedia: social,
    profileImage: f.profileFile ?? (f.profileImage || undefined),
    gallery: f.gallery, videos: f.videos.filter((v) => v.url.trim()), galleryImages: f.galleryFiles.length ? f.galleryFiles : undefined,
  };
}

/** The add and edit forms of a performer (near-identical in the spec, so one component). */
export function PerformerForm({ initial, submitLabel, busy, error, onSubmit }: {
  initial: PerformerFields; submitLabel: string; busy: boolean; error?: string; onSubmit: (fields: PerformerFields) => void;
}) {
  const [f, setF] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (f.name.trim()) onSubmit(f);
  };
  const preview = f.profileFile ? URL.createObjectURL(f.profileFile) : assetUrl(f.profileImage);
  return (
    <Box component="form" onSubmit={submit}>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
        <Stack spacing={1} alignItems="center">
          <Box component="img" src={preview || undefined} alt="" sx={{ width: 180, height: 180, borderRadius: '50%', objectFit: 'cover', bgcolor: 'action.hover', border: '1px solid', borderColor: 'divider' }} />
          <Button variant="outlined" component="label" size="small">
            Profile image
            <input hidden type="file" accept="image/*" onChange={(e) => setF({ ...f, profileFile: e.target.files?.[0] ?? null })} />
          </Button>
        </Stack>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
            <TextField label="Name" required value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'performer-name' } }} />
            <TextField select label="Category" value={f.category} onChange={(e) => setF({ ...f, category: e.target.value })}>
              {PERFORMER_CATEGORIES.map((c) => <MenuItem key={c} value={c} sx={{ textTransform: 'capitalize' }}>{c}</MenuItem>)}
            </TextField>
            <TextField label="Sort order" type="number" value={f.sortOrder} onChange={(e) => setF({ ...f, sortOrder: e.target.value })} slotProps={{ htmlInput: { min: 0 } }} />
          </Box>
          <TextField label="Bio" multiline minRows={2} value={f.bio} onChange={(e) => setF({ ...f, bio: e.target.value })} />
          <TextField label="Description" multiline minRows={4} value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
          <Typography variant="subtitle2">Social links</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(['instagram', 'twitter', 'youtube', 'website'] as const).map((s) => (
              <TextField key={s} type="url" label={s.charAt(0).toUpperCase() + s.slice(1)} value={f.socialMedia[s]} onChange={(e) => setF({ ...f, socialMedia: { ...f.socialMedia, [s]: e.target.value } })} />
            ))}
          </Box>
          <Typography variant="subtitle2">Gallery</Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
            {f.gallery.map((url) => (
              <Box key={url} component="img" src={assetUrl(url)} alt="" title="Click to remove" onClick={() => setF({ ...f, gallery: f.gallery.filter((g) => g !== url) })} sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, cursor: 'pointer' }} />
            ))}
            <Button variant="outlined" component="label" size="small">
              {f.galleryFiles.length ? `${f.galleryFiles.length} new image(s)` : 'Add images'}
              <input hidden type="file" accept="image/*" multiple onChange={(e) => setF({ ...f, galleryFiles: Array.from(e.target.files ?? []) })} />
            </Button>
          </Stack>
          <Typography variant="subtitle2">Videos</Typography>
          {f.videos.map((video, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {(['title', 'url', 'description'] as const).map((k) => (
                <TextField key={k} label={k === 'url' ? 'Video URL' : k.charAt(0).toUpperCase() + k.slice(1)} type={k === 'url' ? 'url' : 'text'} value={video[k]} onChange={(e) => setF({ ...f, videos: f.videos.map((v, j) => (j === i ? { ...v, [k]: e.target.value } : v)) })} />
              ))}
              <Button color="error" onClick={() => setF({ ...f, videos: f.videos.filter((_, j) => j !== i) })}>Remove</Button>
            </Stack>
          ))}
          <Button size="small" onClick={() => setF({ ...f, videos: [...f.videos, { title: '', url: '', description: '' }] })} sx={{ alignSelf: 'flex-start' }}>+ Add video</Button>
          <FormControlLabel control={<Checkbox checked={f.isActive} onChange={(e) => setF({ ...f, isActive: e.target.checked })} />} label="Active" />
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={busy || !f.name.trim()} data-testid="performer-submit">{busy ? 'Saving…' : submitLabel}</Button>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
