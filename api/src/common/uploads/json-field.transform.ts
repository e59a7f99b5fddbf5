import { Transform } from 'class-transformer';

/**
 * Multipart forms send objects and arrays as JSON text. This parses them (JSON bodies pass through);
 * text that is not JSON is left as a string so validation reports the field.
 */
export const JsonField = () => Transform(({ value }) => parseJsonText(value));

/** JSON text parsed; '' is "not given"; text that is not JSON and non-strings pass through unchanged. */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** Multipart booleans arrive as 'true'/'false'. */
export const BooleanField = () =>
  Transform(({ value }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value));

/** Multipart numbers arrive as text; '' means not given. */
export const NumberField = () =>
  Transform(({ value }) => (value === '' || value === null ? undefined : typeof value === 'string' && !Number.isNaN(Number(value)) ? Number(value) : value));
