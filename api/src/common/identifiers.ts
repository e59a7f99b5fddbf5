import { randomInt } from 'node:crypto';
import Sanscript from '@indic-transliteration/sanscript';

/** A consonant (with its nukta) that ends a Devanagari word of more than one letter. */
const FINAL_CONSONANT = /(?<=[\u0900-\u097f])([\u0915-\u0939])(?![\u0900-\u097f])/g;

/**
 * Devanagari as Hindi readers romanise it: IAST (the library), without the nukta, with the word-final
 * inherent vowel dropped as Hindi speaks it (नाम → nām, not nāma), and ś/ṣ as 'sh', the nasal marks as 'n'.
 */
function romaniseDevanagari(text: string): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  const devanagari = text.normalize('NFD').replace(/\u093c/g, '').replace(FINAL_CONSONANT, '$1\u094d');
  return Sanscript.t(devanagari, 'devanagari', 'iast').replace(/[śṣ]/g, 'sh').replace(/[ṃṅñ]/g, 'n');
}

/** 'Sunburn Arena: Delhi 2026!' → 'sunburn-arena-delhi-2026', 'एक शाम ग़ालिब के नाम' → 'ek-sham-galib-ke-nam' (ASCII, at most 80 characters). */
export function slugify(text: string): string {
  const slug = romaniseDevanagari(text)
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
