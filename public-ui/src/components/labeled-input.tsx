import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, InputLabel, OutlinedInput } from '@mui/material';

/**
 * A small outlined input with its label, as TextField draws it, without TextField's select mode: that mode
 * brings MUI's Select, Menu and Modal (about 12 kB gzip) to every page with a text box, wanted or not.
 */
export function LabeledInput({ label, value, onChange, type, start, shrink, inputProps }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  start?: ReactNode;
  shrink?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink={shrink}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} type={type} value={value} onChange={(e) => onChange(e.target.value)} startAdornment={start} inputProps={inputProps} notched={shrink} />
    </FormControl>
  );
}
