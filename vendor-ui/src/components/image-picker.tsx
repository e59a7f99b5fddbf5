import { useEffect, useMemo } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '@marketplace/shared-ui';

/** Object URLs for previews of chosen files, released when the files change. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

interface Props {
  label: string;
  hint?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Images already stored, with a remove action when `onRemoveExisting` is given. */
  existing?: string[];
  onRemoveExisting?: (url: string) => void;
  files: File[];
  onChange: (files: File[]) => void;
  testId: string;
  /** The server's refusal of these files (not an image, too large), shown below the button. */
  error?: string;
}

/** A file button for images only, with thumbnails of what is stored and what is about to be uploaded. */
export function ImagePicker({ label, hint, multiple, disabled, existing = [], onRemoveExisting, files, onChange, testId, error }: Props) {
  const { t: tr } = useTranslation();
  const previews = usePreviews(files);
  const thumbs = [
    ...existing.map((src) => ({ src, remove: onRemoveExisting && (() => onRemoveExisting(src)), isNew: false })),
    ...previews.map((src, i) => ({ src, remove: () => onChange(files.filter((_, j) => j !== i)), isNew: true })),
  ];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: thumbs.length ? 1.5 : 0 }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
          {label}
          <input
            hidden
            type="file"
            accept="image/*"
            multiple={multiple}
            data-testid={testId}
            onChange={(e) => {
              const chosen = Array.from(e.target.files ?? []);
              onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
              e.target.value = '';
            }}
          />
        </Button>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Stack>
      {error && <FormHelperText error sx={{ mb: 1 }} data-testid={`${testId}-error`}>{error}</FormHelperText>}
      {thumbs.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
          {thumbs.map((t) => (
            <Box key={t.src} sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: t.isNew ? 'primary.light' : 'divider' }}>
              <Box component="img" src={t.src} alt="" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
              {t.remove && !disabled && (
                <Tooltip title={tr('ticketing.remove')}>
                  <IconButton size="small" onClick={t.remove} aria-label={tr('images.remove')} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
