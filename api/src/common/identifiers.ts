import { randomInt } from 'node:crypto';

/** 'Sunburn Arena: Delhi 2026!' → 'sunburn-arena-delhi-2026' (ASCII, at most 80 characters). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** The public code of an event, as in /events/{slug}/{code}: 'ET' + 8 unambiguous characters. Unique by index. */
export const newEventCode = () => `ET${randomCode(8)}`;

/** A booking's order number shown to buyers and vendors: 'UT-' + 10 characters. Unique by index. */
export const newOrderNo = () => `UT-${randomCode(10)}`;
