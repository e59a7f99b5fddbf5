import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CANCEL_CUTOFF_HOURS, DEFAULT_COMMISSION_BPS, isValidGstin, OTP_MAX_SENDS_PER_IP } from '@marketplace/shared-dto';
import { passwordProblem } from '../common/passwords';

/** The shortest signing key production accepts: HS256's own key size. */
const MIN_SECRET_BYTES = 32;

/** Every setting of the process, read from the environment in this one place (DESIGN.md section 8). */
export interface AppConfig {
  production: boolean;
  port: number;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir. `memory://` keeps PGlite in memory (tests). */
  databaseUrl: string | null;
  uploadDir: string;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  vendorAutoApprove: boolean;
  /**
   * `log`: the server log and the development outbox (refused in production). `msg91`: Indian numbers through
   * MSG91, others through Twilio when it is configured. `twilio`: every number through Twilio.
   */
  smsProvider: SmsProviderName;
  msg91: Msg91Config | null;
  twilio: TwilioConfig | null;
  /** Calling codes that may receive login codes ('+91' by default): SMS pumping stays out of other countries. */
  otpCountries: string[];
  /** Login codes one address may ask for per window: many buyers share a mobile carrier's address (CGNAT). */
  otpMaxSendsPerIp: number;
  paymentProvider: 'razorpay' | 'sandbox';
  razorpayKeyId: string | null;
  razorpayKeySecret: string | null;
  razorpayWebhookSecret: string | null;
  /** Where the Razorpay SDK sends its HTTP calls; only tests point it at a local stub. */
  razorpayApiBase: string | null;
  /** A buyer may cancel a confirmed booking (with an automatic refund of the ticket price) until this many hours before the start. */
  cancelCutoffHours: number;
  jwtSecret: string;
  /** Signs the QR ticket tokens; separate from the session key so leaking one does not forge the other. */
  ticketSecret: string;
  logLevel: string;
  /** Seats one buyer may hold in one event over pending and confirmed bookings. */
  maxTicketsPerBuyerPerEvent: number;
  /** Cash-on-delivery bookings no administrator approves within this many hours are released. */
  codHoldHours: number;
  /** How long a waitlist offer holds its seats for the buyer (WAITLIST_OFFER_HOURS). */
  waitlistOfferHours: number;
  /** A transfer to an organiser is held until this long after its showtime starts (PAYOUT_HOLD_HOURS), so a cancellation can still reverse it. */
  payoutHoldHours: number;
  /** The marketplace's commission on an organiser's ticket revenue (basis points) when an administrator set none for it. */
  defaultCommissionBps: number;
  /** Where the built UIs live (each `<ui>/dist`). */
  webRoot: string;
  /** Origins allowed to call the API from a browser (CORS); empty means same origin only. */
  corsOrigins: string[];
  /** Swagger UI at /docs: on outside production, off in production unless DOCS_ENABLED=true. */
  docsEnabled: boolean;
  /** The site's address as buyers reach it, for links in mail, SMS, calendars and share previews. */
  publicUrl: string;
  /** SMTP server for mail; null outside production keeps mail in the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How often each process looks for due jobs; 0: this process runs none by itself (tests call runDue). */
  jobPollMs: number;
  /** The first retry's delay; each later one doubles it. */
  jobRetryBaseMs: number;
  /** The server render's budget in this process: beyond it visitors get a kept render or the bare app. */
  ssr: { rendersAtOnce: number; rendersPerSecond: number; renderThreads: number; cacheBytes: number };
  /** The marketplace as a GST supplier (of its convenience fee) and the SAC codes its documents print. */
  gst: MarketplaceGst;
}

export interface MarketplaceGst {
  legalName: string;
  gstin: string;
  address: string;
  /** GST state code of the marketplace's registration: the fee is intra-state (CGST + SGST) for buyers billed there. */
  stateCode: string;
  /** SAC of admission to events, and of the convenience fee. */
  sacAdmission: string;
  sacConvenience: string;
}

type Env = Record<string, string | undefined>;

export type SmsProviderName = 'log' | 'msg91' | 'twilio';

/** MSG91's Flow API; each template is registered with India's DLT and carries its DLT template id. */
export interface Msg91Config {
  authKey: string;
  /** The MSG91 template of login codes (variable `otp`). */
  otpTemplateId: string;
  /** The MSG91 template of every other message (variable `message`). */
  templateId: string;
  /** Only tests point it at a local stub. */
  apiBase: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sender number, or a Messaging Service SID (MG…). */
  from: string;
  /** Only tests point the SDK at a local stub. */
  apiBase: string | null;
}

function smsSettings(env: Env, production: boolean): Pick<AppConfig, 'smsProvider' | 'msg91' | 'twilio' | 'otpCountries'> {
  const smsProvider = (env.SMS_PROVIDER || 'log') as SmsProviderName;
  if (!['log', 'msg91', 'twilio'].includes(smsProvider)) throw new Error(`SMS_PROVIDER must be log, msg91 or twilio, not ${smsProvider}`);
  if (production && smsProvider === 'log') throw new Error('SMS_PROVIDER=log is refused in production: it writes login codes to the log. Set msg91 or twilio');
  const msg91 = env.MSG91_AUTH_KEY
    ? { authKey: env.MSG91_AUTH_KEY, otpTemplateId: env.MSG91_OTP_TEMPLATE_ID ?? '', templateId: env.MSG91_TEMPLATE_ID ?? '', apiBase: (env.MSG91_API_BASE || 'https://control.msg91.com').replace(/\/+$/, '') }
    : null;
  if (smsProvider === 'msg91' && !(msg91?.otpTemplateId && msg91.templateId)) {
    throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID and MSG91_TEMPLATE_ID (DLT-registered templates)');
  }
  const twilio = env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
    ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBase: env.TWILIO_API_BASE || null }
    : null;
  if (smsProvider === 'twilio' && !twilio) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  const otpCountries = (env.OTP_COUNTRIES || '+91').split(',').map((c) => c.trim()).filter(Boolean);
  const bad = otpCountries.find((c) => !/^\+[1-9][0-9]{0,3}$/.test(c));
  if (bad || !otpCountries.length) throw new Error(`OTP_COUNTRIES must be calling codes such as +91,+971, not ${env.OTP_COUNTRIES}`);
  if (smsProvider === 'msg91' && !twilio && otpCountries.some((c) => c !== '+91')) {
    throw new Error('OTP_COUNTRIES outside +91 need Twilio: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return { smsProvider, msg91, twilio, otpCountries };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function hours(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`CANCEL_CUTOFF_HOURS must be a number of hours ≥ 0, not ${value}`);
  return n;
}

/** Development secrets are generated once and kept in DATA_DIR so tokens survive restarts. */
function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not ${value}`);
  return n;
}

function commissionBps(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_COMMISSION_BPS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10000) throw new Error(`DEFAULT_COMMISSION_BPS must be whole basis points from 0 to 10000, not ${value}`);
  return n;
}

function devSecrets(dataDir: string): { jwtSecret: string; ticketSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return JSON.parse(readFileSync(file, 'utf8'));
  }
  const secrets = { jwtSecret: randomBytes(32).toString('hex'), ticketSecret: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Keys an attacker could guess, and an administrator password under the rule every other password meets. */
function refuseWeakSecrets(env: Env): void {
  for (const name of ['JWT_SECRET', 'TICKET_SECRET'] as const) {
    const value = env[name];
    if (value !== undefined && Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES) {
      throw new Error(`${name} must be at least ${MIN_SECRET_BYTES} bytes in production (for example: openssl rand -hex 32)`);
    }
  }
  const problem = env.ADMIN_PASSWORD ? passwordProblem(env.ADMIN_PASSWORD) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD is refused in production: ${problem}`);
}

/** The marketplace's GST registration; the defaults are the demo company's (a well-formed Delhi GSTIN). */
function gstSettings(env: Env): MarketplaceGst {
  const gstin = (env.MARKETPLACE_GSTIN || '07AAECU1234F1ZO').toUpperCase();
  if (!isValidGstin(gstin)) throw new Error(`MARKETPLACE_GSTIN ${gstin} is not a valid GSTIN`);
  const stateCode = env.MARKETPLACE_STATE_CODE || gstin.slice(0, 2);
  if (stateCode !== gstin.slice(0, 2)) throw new Error(`MARKETPLACE_STATE_CODE ${stateCode} differs from the GSTIN's state ${gstin.slice(0, 2)}`);
  return {
    legalName: env.MARKETPLACE_LEGAL_NAME || 'Utsav Marketplace Private Limited',
    gstin,
    address: env.MARKETPLACE_ADDRESS || '4th Floor, 22 Barakhamba Road, Connaught Place, New Delhi 110001',
    stateCode,
    sacAdmission: env.SAC_ADMISSION || '999692',
    sacConvenience: env.SAC_CONVENIENCE || '998599',
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || './data');
  const razorpayKeyId = env.RAZORPAY_KEY_ID || null;
  const razorpayKeySecret = env.RAZORPAY_KEY_SECRET || null;
  const paymentProvider = (env.PAYMENT_PROVIDER as AppConfig['paymentProvider']) || (razorpayKeyId && razorpayKeySecret ? 'razorpay' : 'sandbox');
  if (!['razorpay', 'sandbox'].includes(paymentProvider)) throw new Error(`PAYMENT_PROVIDER must be razorpay or sandbox, not ${paymentProvider}`);
  if (paymentProvider === 'razorpay' && !(razorpayKeyId && razorpayKeySecret)) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (production && paymentProvider === 'sandbox') throw new Error('The sandbox payment provider is refused in production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (production && !(env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are required in production');
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  if (production) refuseWeakSecrets(env);
  // tickets are mailed and linked: production needs a real mail server and the site's public address
  if (production && !env.SMTP_URL) throw new Error('SMTP_URL is required in production');
  if (production && !env.PUBLIC_URL) throw new Error('PUBLIC_URL is required in production');

  const secrets = env.JWT_SECRET
    ? { jwtSecret: env.JWT_SECRET, ticketSecret: env.TICKET_SECRET || `${env.JWT_SECRET}:tickets` }
    : devSecrets(dataDir);

  return {
    production,
    port: Number(env.PORT || 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: flag(env.SEED_DEMO, !production),
    vendorAutoApprove: flag(env.VENDOR_AUTO_APPROVE, !production),
    ...smsSettings(env, production),
    paymentProvider,
    razorpayKeyId,
    razorpayKeySecret,
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || razorpayKeySecret,
    razorpayApiBase: env.RAZORPAY_API_BASE || null,
    cancelCutoffHours: hours(env.CANCEL_CUTOFF_HOURS, DEFAULT_CANCEL_CUTOFF_HOURS),
    jwtSecret: secrets.jwtSecret,
    ticketSecret: secrets.ticketSecret,
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'info'),
    maxTicketsPerBuyerPerEvent: positiveInt('MAX_TICKETS_PER_BUYER_PER_EVENT', env.MAX_TICKETS_PER_BUYER_PER_EVENT, 10),
    codHoldHours: positiveInt('COD_HOLD_HOURS', env.COD_HOLD_HOURS, 48),
    waitlistOfferHours: positiveInt('WAITLIST_OFFER_HOURS', env.WAITLIST_OFFER_HOURS, 12),
    payoutHoldHours: positiveInt('PAYOUT_HOLD_HOURS', env.PAYOUT_HOLD_HOURS, 48),
    defaultCommissionBps: commissionBps(env.DEFAULT_COMMISSION_BPS),
    otpMaxSendsPerIp: positiveInt('OTP_MAX_SENDS_PER_IP', env.OTP_MAX_SENDS_PER_IP, OTP_MAX_SENDS_PER_IP),
    webRoot: resolve(env.WEB_ROOT || join(__dirname, '..', '..', '..')),
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean),
    docsEnabled: flag(env.DOCS_ENABLED, !production),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT || 3000)}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Utsav <tickets@utsav.local>',
    jobPollMs: Number(env.JOB_POLL_MS ?? 2000),
    jobRetryBaseMs: Number(env.JOB_RETRY_BASE_MS ?? 30_000),
    ssr: {
      rendersAtOnce: positiveInt('SSR_MAX_RENDERS_AT_ONCE', env.SSR_MAX_RENDERS_AT_ONCE, 1),
      rendersPerSecond: positiveInt('SSR_MAX_RENDERS_PER_SECOND', env.SSR_MAX_RENDERS_PER_SECOND, 4),
      renderThreads: positiveInt('SSR_RENDER_THREADS', env.SSR_RENDER_THREADS, 1),
      cacheBytes: positiveInt('SSR_CACHE_MB', env.SSR_CACHE_MB, 32) * 1024 * 1024,
    },
    gst: gstSettings(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
