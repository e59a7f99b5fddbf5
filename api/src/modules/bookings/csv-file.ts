import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DEFAULT_TIMEZONE } from '@marketplace/shared-dto';

/** A streamed CSV download named `<name>-<today in India>.csv`. */
export function csvFile(stream: Readable, name: string): StreamableFile {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: DEFAULT_TIMEZONE }).format(new Date());
  return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${name}-${day}.csv"` });
}
