import { DEFAULT_TIMEZONE } from '@marketplace/shared-dto';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIMEZONE,
  year: 'numeric',
  month: 'numeric',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD MMM YYYY, HH:mm' in Asia/Kolkata ('-' when empty or invalid). Month names are fixed, not locale ones. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${MONTHS[Number(part.month) - 1]} ${part.year}, ${part.hour}:${part.minute}`;
}

/** 'DD MMM YYYY' in Asia/Kolkata. */
export function formatDate(value: string | null | undefined): string {
  const full = formatDateTime(value);
  return full === '-' ? full : full.split(',')[0];
}

/** '+919811000002' -> '+91 98110 00002' (Indian mobiles); other numbers as stored, '-' when empty. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '-';
  const indian = value.replace(/\s+/g, '').match(/^\+91(\d{5})(\d{5})$/);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : value;
}
