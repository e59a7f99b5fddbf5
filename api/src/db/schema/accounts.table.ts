import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';

/** Carried in each session token; raising it (logout, password change, suspension) ends every earlier token. */
const tokenVersion = () => integer('token_version').notNull().default(0);

export const admins = pgTable('admins', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: tokenVersion(),
  ...timestamps(),
}, (t) => [uniqueIndex('admins_email_uq').on(t.email)]);

export const vendors = pgTable('vendors', {
  id: idColumn(),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'suspended'] }).notNull().default('pending'),
  /** The organiser's tax profile, printed on its invoices. Without a GSTIN it charges no GST on tickets (a bill of supply). */
  legalName: text('legal_name'),
  gstin: text('gstin'),
  address: text('address'),
  /** GST state code of the organiser's address; the GSTIN's first two digits when it has one. */
  stateCode: text('state_code'),
  /**
   * The organiser's 4-character code in its invoice numbers ('V7Q2/2627/000001'), never changed: the next number of
   * vendor_invoice_code_seq scrambled into 4 of 32 characters by utsav_invoice_code (migration 0006), distinct for
   * the first 2^20 organisers.
   */
  invoiceCode: text('invoice_code').notNull().default(sql`utsav_invoice_code(nextval('vendor_invoice_code_seq'))`),
  /** The marketplace's commission on this organiser's ticket revenue, in basis points; null: DEFAULT_COMMISSION_BPS. */
  commissionBps: integer('commission_bps'),
  /** The bank account payouts go to, as the organiser entered it (answers show the number masked). */
  payoutAccountHolder: text('payout_account_holder'),
  payoutIfsc: text('payout_ifsc'),
  payoutAccountNumber: text('payout_account_number'),
  /** The organiser's Razorpay Route linked account ('acc_…'), set by an administrator. */
  razorpayAccountId: text('razorpay_account_id'),
  /** An administrator's hold on all of this organiser's transfers (on_hold with no date) until released. */
  payoutsHeld: boolean('payouts_held').notNull().default(false),
  /** The language the organiser reads (the portal's switch saves it): their mail goes out in it. */
  locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
  tokenVersion: tokenVersion(),
  ...timestamps(),
}, (t) => [
  uniqueIndex('vendors_email_uq').on(t.email), index('vendors_status_idx').on(t.status, t.createdAt), uniqueIndex('vendors_invoice_code_uq').on(t.invoiceCode),
  check('vendors_commission_bps_range', sql`${t.commissionBps} BETWEEN 0 AND 10000`),
  check('vendors_locale_known', sql`${t.locale} IN ('en', 'hi')`),
]);

export const users = pgTable('users', {
  id: idColumn(),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  /** The language the buyer reads (the public site's switch saves it): their SMS and mail go out in it. */
  locale: text('locale').$type<'en' | 'hi'>().notNull().default('en'),
  tokenVersion: tokenVersion(),
  ...timestamps(),
}, (t) => [
  uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_phone_uq').on(t.phone),
  check('users_locale_known', sql`${t.locale} IN ('en', 'hi')`),
]);

/** One-time login codes: only a hash is stored; attempts and consumption make each code single-use. */
export const otpCodes = pgTable('otp_codes', {
  id: idColumn(),
  phone: text('phone').notNull(),
  ip: text('ip'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt), index('otp_codes_ip_idx').on(t.ip, t.createdAt)]);

/** Messages sent by the `log` SMS provider; read by the development outbox. */
export const smsOutbox = pgTable('sms_outbox', {
  id: idColumn(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  userId: uuid('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)]);

/**
 * Failed password logins per key ('account:<realm>:<email>' or 'ip:<realm>:<address>') in the current
 * window; every process shares them.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Password reset links of administrators and vendors. Nothing secret is stored: the link carries the row
 * id and an HMAC of it. Single use (used_at), 30 minutes (expires_at, the database's clock).
 */
export const passwordResets = pgTable('password_resets', {
  id: idColumn(),
  realm: text('realm', { enum: ['admin', 'vendor'] }).notNull(),
  accountId: uuid('account_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('password_resets_account_idx').on(t.realm, t.accountId)]);

/**
 * Two-step sign-in (TOTP) of an administrator or a vendor. `pendingSecret` is an enrolment not yet
 * confirmed by a first code; `enabledAt` set means a login asks for a code. `lastStep` is the time step of
 * the last code accepted: a code of that step or an earlier one is refused (no replay), decided by a
 * conditional UPDATE.
 */
export const twoFactor = pgTable('two_factor', {
  realm: text('realm', { enum: ['admin', 'vendor'] }).notNull(),
  accountId: uuid('account_id').notNull(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastStep: bigint('last_step', { mode: 'number' }),
  ...timestamps(),
}, (t) => [primaryKey({ columns: [t.realm, t.accountId] })]);

/** Single-use recovery codes, stored as SHA-256 (they are random, so no slow hash is needed); a used one keeps `usedAt`. */
export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: idColumn(),
  realm: text('realm', { enum: ['admin', 'vendor'] }).notNull(),
  accountId: uuid('account_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('two_factor_recovery_codes_account_idx').on(t.realm, t.accountId)]);

/** Platform security settings: a single row. */
export const securitySettings = pgTable('security_settings', {
  id: integer('id').primaryKey().default(1),
  /** Every administrator must sign in with a TOTP code; one without it is made to enrol first. */
  requireAdminTotp: boolean('require_admin_totp').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
