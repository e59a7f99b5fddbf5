import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { Messages } from '@marketplace/shared-dto';

/** The first place a NUL character hides in a value (a string, an array item, an object key or value). */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL in text, so a NUL anywhere in a path parameter, query or body (JSON or
 * multipart fields) is refused with 400 naming where, before any handler runs.
 */
@Injectable()
export class RejectNulPipe implements PipeTransform {
  transform(value: unknown, meta: ArgumentMetadata) {
    if (meta.type === 'custom') return value;
    const found = nulPath(value, meta.type === 'param' || meta.type === 'query' ? meta.data ?? '' : '');
    if (found !== null) throw new BadRequestException({ message: Messages.nulNotAllowed, details: { [found || meta.type]: Messages.nulNotAllowed } });
    return value;
  }
}
