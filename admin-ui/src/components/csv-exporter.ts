import { stringify } from 'csv-stringify/browser/esm/sync';
import { downloadCSV, type Exporter } from 'react-admin';
import { CSV_OPTIONS } from '@marketplace/shared-dto';

type Cell = string | number | boolean | null | undefined;

/** A record as columns: nested objects under dotted names, lists of plain values joined, lists of objects as JSON. */
function flatten(value: unknown, prefix: string, out: Record<string, Cell>): Record<string, Cell> {
  if (Array.isArray(value)) out[prefix] = value.every((v) => v === null || typeof v !== 'object') ? value.join('; ') : JSON.stringify(value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out[prefix] = value as Cell;
  return out;
}

/**
 * The back office's Export: the list's records as CSV written by csv-stringify with the server's own
 * options (CSV_OPTIONS: a cell starting with =, +, -, @, tab or CR gets an apostrophe), so a title like
 * '=cmd|…' opens as text in a spreadsheet. Replaces react-admin's exporter (jsonexport), which escapes nothing.
 */
export const csvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  const rows = (records as unknown[]).map((r) => flatten(r, '', {}));
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  downloadCSV(stringify(rows, { header: true, columns, ...CSV_OPTIONS }), resource);
};
