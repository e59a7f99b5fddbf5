import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

/**
 * A small outlined input with its label, as TextField draws it, without TextField's select mode: that mode
 * brings MUI's Select, Menu and Modal (about 12 kB gzip) to every page with a text box, wanted or not.
 */
export function LabeledInput({ label, value, onChange, onBlur, type, start, shrink, inputProps }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  start?: ReactNode;
  shrink?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink={shrink}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} type={type} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} startAdornment={start} inputProps={inputProps} notched={shrink} />
    </FormControl>
  );
}

/** A labelled choice drawn by the browser's own select (no Menu or Popover on the page); `anyLabel` offers 'none'. */
export function LabeledSelect({ label, value, onChange, options, anyLabel, testId }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  anyLabel?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>{label}</InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} value={value} onChange={(e) => onChange(e.target.value)}
        // autoComplete off: Chrome's form restore on reload would put old choices into the wrong selects
        inputProps={{ id, autoComplete: 'off', 'data-testid': testId } as Record<string, string>}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect>
    </FormControl>
  );
}
