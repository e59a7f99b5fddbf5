import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { Messages } from '@marketplace/shared-dto';

/** No form of the API nests deeper than this; deeper input would only exhaust the validators' recursion. */
const MAX_DEPTH = 16;
/** Keys that reach an object's prototype when copied; no form has a field of these names. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Problem = { at: string; message: string };

/** The first problem in a value: a NUL character in a string or key, a prototype key, or too deep a nesting. */
function problemIn(value: unknown, path: string, depth = 0): Problem | null {
  if (typeof value === 'string') return value.includes('\0') ? { at: path, message: Messages.nulNotAllowed } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { at: path, message: Messages.nestedTooDeep };
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return { at, message: Messages.nulNotAllowed };
    if (PROTOTYPE_KEYS.has(key)) return { at, message: Messages.unknownField(at) };
    const found = problemIn((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Runs before validation on every path parameter, query and body (JSON or multipart fields). PostgreSQL
 * cannot store NUL in text, prototype keys must never reach an object copy, and absurd nesting must not
 * reach the recursive validators: each is a 400 naming where, before any handler runs.
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, meta: ArgumentMetadata) {
    if (meta.type === 'custom') return value;
    const found = problemIn(value, meta.type === 'param' || meta.type === 'query' ? meta.data ?? '' : '');
    if (found) throw new BadRequestException({ message: found.message, details: { [found.at || meta.type]: found.message } });
    return value;
  }
}
