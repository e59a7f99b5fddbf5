import { Messages } from './messages';
import { MessagesHi } from './messages.hi';

/** The languages the API and the UIs speak (DESIGN.md section 18); English is the default. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export type MessageKey = keyof typeof Messages;

type MessageValue = string | ((...args: never[]) => string);
const CATALOGUES: Record<Locale, Partial<Record<MessageKey, MessageValue>>> = { en: Messages, hi: MessagesHi };

/** A message's stable code, the one clients translate by: `bookingSoldOut` → `BOOKING_SOLD_OUT`. */
export function messageCode(key: MessageKey): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// a placeholder no message contains, to see where each argument lands in the text
const MARK = (i: number) => `⟦${i}⟧`;

interface MessageIndex {
  /** Each catalogue text → its key. */
  byText: Map<string, MessageKey>;
  /** Each parameterised message as a pattern that gives its arguments back, the most specific first. */
  byPattern: { key: MessageKey; pattern: RegExp; order: number[]; literal: number }[];
  /** Each parameterised message with every argument 1: a plural then reads '1 ticket', which the pattern ('tickets') misses. */
  byOnes: Map<string, { key: MessageKey; args: string[] }>;
}

/**
 * Built at the first search, not when the module loads: it calls every message and compiles a pattern for each,
 * tens of milliseconds that a browser loading the catalogue only for messageText should not pay.
 */
let index: MessageIndex | null = null;
function messageIndex(): MessageIndex {
  if (index) return index;
  const byText = new Map<string, MessageKey>();
  const byPattern: MessageIndex['byPattern'] = [];
  const byOnes = new Map<string, { key: MessageKey; args: string[] }>();
  for (const key of Object.keys(Messages) as MessageKey[]) {
    const value = Messages[key] as MessageValue;
    if (typeof value === 'string') {
      if (!byText.has(value)) byText.set(value, key);
      continue;
    }
    try {
      const ones = (value as (...args: number[]) => string)(...Array.from({ length: value.length }, () => 1));
      if (!byOnes.has(ones)) byOnes.set(ones, { key, args: Array.from({ length: value.length }, () => '1') });
    } catch {
      // a message that needs other arguments than numbers
    }
    let sample: string;
    try {
      sample = (value as (...args: string[]) => string)(...Array.from({ length: value.length }, (_, i) => MARK(i)));
    } catch {
      continue; // a message that computes with its arguments (a list, a plural) is not found again: it keeps its status code
    }
    const order: number[] = [];
    const source = escape(sample).replace(/⟦(\d+)⟧/g, (_, i: string) => {
      order.push(Number(i));
      return '(.+?)';
    });
    byPattern.push({ key, pattern: new RegExp(`^${source}$`, 's'), order, literal: sample.replace(/⟦\d+⟧/g, '').length });
  }
  // the most specific first: '{name} cannot be removed…' would otherwise also take 'The showtime {label} cannot be removed…'
  byPattern.sort((x, y) => y.literal - x.literal);
  return (index = { byText, byPattern, byOnes });
}

/** Which catalogue message a text is, with its arguments; null for a text the catalogue doesn't hold. */
export function findMessage(text: string): { key: MessageKey; args: string[] } | null {
  const { byText, byOnes, byPattern } = messageIndex();
  const key = byText.get(text);
  if (key) return { key, args: [] };
  const ones = byOnes.get(text);
  if (ones) return { key: ones.key, args: [...ones.args] };
  for (const { key: k, pattern, order } of byPattern) {
    const m = pattern.exec(text);
    if (!m) continue;
    const args: string[] = [];
    order.forEach((argIndex, group) => { args[argIndex] ??= m[group + 1]; });
    return { key: k, args };
  }
  return null;
}

/** A catalogue text in another language (the same text when the catalogue doesn't hold it or lacks the language). */
export function localiseMessage(text: string, locale: Locale): { code: string | null; text: string } {
  const found = findMessage(text);
  if (!found) return { code: null, text };
  const value = CATALOGUES[locale][found.key] ?? Messages[found.key];
  // said again with the number 1 itself where it was found as '1 ticket' (its plural tests `=== 1`)
  const args = messageIndex().byOnes.get(text)?.key === found.key ? found.args.map(Number) : found.args;
  return { code: messageCode(found.key), text: typeof value === 'string' ? value : (value as (...args: unknown[]) => string)(...args) };
}

type PlainKey = { [K in MessageKey]: (typeof Messages)[K] extends string ? K : never }[MessageKey];

/** A fixed catalogue message in `locale` (English where the Hindi catalogue lacks it): the words a UI says itself. */
export function messageText(key: PlainKey, locale: Locale): string {
  return (CATALOGUES[locale][key] as string | undefined) ?? Messages[key];
}
