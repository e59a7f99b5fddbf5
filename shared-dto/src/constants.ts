/** Business constants of both spec files, section 9. */
export const EVENT_LIST_PAGE_SIZE = 10;
export const VENDOR_EVENTS_MAX_LIMIT = 1000;
export const PENDING_APPROVALS_LIMIT = 50;
export const PERFORMERS_LIST_LIMIT = 100;
export const SHORT_DESCRIPTION_MAX = 200;
export const SEARCH_DEBOUNCE_MS = 350;
export const TOAST_DURATION_MS = 3000;
export const HERO_INTERVAL_MS = 5000;
export const FEATURED_ARTISTS_VISIBLE = 5;
export const TRENDING_EVENTS = 8;
export const RELATED_EVENTS = 12;
export const CATEGORY_QUICK_CHIPS = 12;
export const VENUE_UPCOMING_EVENTS = 12;
export const DESCRIPTION_TRUNCATE = 280;
export const HEADER_DARK_SCROLL_PX = 60;
export const BOOKINGS_PAGE_SIZE = 10;
export const BOOKING_STEPS = 3;

export const BANNER_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 25 * 1024 * 1024;
/** Decoded size cap: a small file declaring huge dimensions (a pixel bomb) is refused. */
export const IMAGE_MAX_PIXELS = 100_000_000;

export const MAX_TICKETS_PER_BOOKING = 10;
/** Convenience fee in basis points of the subtotal (5%). */
export const CONVENIENCE_FEE_BPS = 500;
export const DONATION_PAISE = 200;
export const DELIVERY_PAISE = 0;
/** A buyer may cancel a confirmed booking until this many hours before the start (the server's CANCEL_CUTOFF_HOURS defaults to it). */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;
/** The cancellation policy in one sentence, for the help center, the event page and the ticket. */
export const cancellationPolicy = (hours = DEFAULT_CANCEL_CUTOFF_HOURS) =>
  `Cancel from My Bookings up to ${hours} hours before the event and the ticket price is refunded to your original payment method; the convenience fee and donation are not refunded.`;
/** Unpaid online bookings release their tickets after this long. */
export const PAYMENT_HOLD_MINUTES = 15;

/** Every realm's passwords: at least this long, and not in the common-password list (api/src/common/passwords.ts). */
export const PASSWORD_MIN_LENGTH = 10;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_MINUTES = 30;
/** Reset links asked for per email and per IP in an hour. */
export const PASSWORD_RESET_MAX_PER_EMAIL = 3;
export const PASSWORD_RESET_MAX_PER_IP = 20;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** Sends allowed per phone, and per IP, in the rolling window below. */
export const OTP_MAX_SENDS_PER_PHONE = 5;
export const OTP_MAX_SENDS_PER_IP = 20;
export const OTP_SEND_WINDOW_MINUTES = 60;

/** Failed password logins allowed per account, and per IP, in a window; then 429 until it ends. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_COUNTRY = 'India';
export const CURRENCY_SYMBOL = '₹';

/** Upper bounds of numbers a client may send (every one reaches an integer column or paise arithmetic). */
export const MAX_PRICE_RUPEES = 10_00_000;
export const MAX_TICKETS = 10_00_000;
/** priority, display order, sort order */
export const MAX_ORDER = 10_00_000;
export const MAX_PAGE = 1_00_000;
/** How large one request may make an event or an order (each row costs inventory work; beyond these is 400). */
export const MAX_TICKET_TYPES = 50;
export const MAX_SESSIONS = 100;
export const MAX_ORDER_LINES = 20;

/** Messages an organiser may send to an event's buyers per day (Asia/Kolkata). */
export const MESSAGES_PER_EVENT_PER_DAY = 3;

/**
 * csv-stringify options of every CSV we write, on the server and in the back office's Export: a BOM so
 * spreadsheets read UTF-8, and formula escaping (a cell starting with =, +, -, @, tab or CR gets an
 * apostrophe), so a value like '=HYPERLINK(…)' stays text.
 */
export const CSV_OPTIONS = { escape_formulas: true, bom: true } as const;
