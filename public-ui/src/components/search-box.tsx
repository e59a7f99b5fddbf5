import { useId, type FormEvent } from 'react';
import { IconButton, InputAdornment, OutlinedInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '@marketplace/shared-ui';
import { rememberSearch, useRecentSearches } from '../lib/recent-searches';

/**
 * The search field of the header and of /events (the list's `q`: title, performer, venue, city). Recent
 * searches are offered as the input's own suggestions (a datalist: no popup library on every page).
 */
export function SearchBox({ value, onChange, onSubmit, testId, dense, autoFocus }: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  testId: string;
  dense?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const recent = useRecentSearches();
  const listId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rememberSearch(value);
    onSubmit(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }} data-testid={`${testId}-form`}>
      <OutlinedInput
        size="small" fullWidth value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('search.placeholder')}
        autoFocus={autoFocus}
        inputProps={{ 'aria-label': t('search.label'), type: 'search', list: recent.length ? listId : undefined, 'data-testid': testId, enterKeyHint: 'search' }}
        sx={{ bgcolor: '#fff', borderRadius: 5, ...(dense ? { height: 38 } : {}) }}
        endAdornment={(
          <InputAdornment position="end">
            <IconButton type="submit" edge="end" size="small" aria-label={t('header.search')}><SearchIcon /></IconButton>
          </InputAdornment>
        )}
      />
      {recent.length > 0 && <datalist id={listId}>{recent.map((s) => <option key={s} value={s} />)}</datalist>}
    </form>
  );
}
