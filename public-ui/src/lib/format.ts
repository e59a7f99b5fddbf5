import { CURRENCY_SYMBOL, DEFAULT_TIMEZONE, formatRupees } from '@marketplace/shared-dto';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIMEZONE, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIMEZONE, weekday: 'short' });

function pieces(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return { ...p, weekday: weekday.format(d) } as Record<string, string>;
}

/** 'DD MMM YYYY, HH:mm' in Asia/Kolkata (the spec's date format). */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? pieces(iso) : null;
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : '';
}

/** 'DD MMM YYYY' in Asia/Kolkata. */
export function formatDate(iso: string | null | undefined): string {
  const p = iso ? pieces(iso) : null;
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}

/** 'HH:mm' in Asia/Kolkata. */
export function formatTime(iso: string | null | undefined): string {
  const p = iso ? pieces(iso) : null;
  return p ? `${p.hour}:${p.minute}` : '';
}

/** The calendar badge of an event card: weekday, day and month. */
export function dateBadge(iso: string | null | undefined) {
  const p = iso ? pieces(iso) : null;
  return p ? { weekday: p.weekday, day: p.day, month: p.month } : null;
}

/** 'Starting at' price: ₹0 for free, ₹price, or 'Free / TBA' when the event has no price. */
export const startingPrice = (price: number | null | undefined) => formatRupees(price);

/** An amount of a bill: always ₹ with 2 decimals, zero included ('₹0.00'). */
export function formatAmount(rupees: number | null | undefined): string {
  return `${CURRENCY_SYMBOL}${(rupees ?? 0).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Image paths stored as 'uploads/…' are made root-relative; absolute URLs pass through. */
export function imageUrl(src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(src)) return src;
  return `/${src}`;
}

export function initials(name: string | null | undefined): string {
  return (name || '?').split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
}
