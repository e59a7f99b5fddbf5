import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { DB, Database, Tx } from '../../db/database';
import { admins, loginFailures, otpCodes, passwordResets, securitySettings, smsOutbox, twoFactor, users, vendors } from '../../db/schema';
import type { Locale } from '@marketplace/shared-dto';

export type AdminRow = typeof admins.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;
export type AccountRealm = 'admin' | 'vendor' | 'user';
export type ResetRealm = 'admin' | 'vendor';

const ACCOUNTS = { admin: admins, vendor: vendors, user: users };

/** Accounts of the three realms and the one-time codes. */
@Injectable()
export class AuthRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async findAdminByEmail(email: string): Promise<AdminRow | undefined> {
    const [row] = await this.db.select().from(admins).where(eq(admins.email, email));
    return row;
  }

  async findAdminById(id: string): Promise<AdminRow | undefined> {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, id));
    return row;
  }

  /** The admin and whether it must still set up two-step sign-in (required for every administrator, and off for it). */
  async findAdminSession(id: string): Promise<(AdminRow & { totpSetupRequired: boolean }) | undefined> {
    const [row] = await this.db
      .select({
        admin: admins,
        totpSetupRequired: sql<boolean>`coalesce((select ${securitySettings.requireAdminTotp} from ${securitySettings} limit 1), false) and ${twoFactor.enabledAt} is null`,
      })
      .from(admins)
      .leftJoin(twoFactor, and(eq(twoFactor.realm, 'admin'), eq(twoFactor.accountId, admins.id)))
      .where(eq(admins.id, id));
    return row && { ...row.admin, totpSetupRequired: row.totpSetupRequired };
  }

  async countAdmins(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(admins);
    return row.n;
  }

  async createAdmin(values: typeof admins.$inferInsert): Promise<AdminRow> {
    const [row] = await this.db.insert(admins).values(values).returning();
    return row;
  }

  /** `revokeTokens` raises the token version in the same statement (a password change). */
  async updateAdmin(id: string, values: Partial<typeof admins.$inferInsert>, opts: { revokeTokens?: boolean } = {}): Promise<AdminRow> {
    const [row] = await this.db.update(admins)
      .set({ ...values, ...(opts.revokeTokens ? { tokenVersion: sql`${admins.tokenVersion} + 1` } : {}), updatedAt: new Date() })
      .where(eq(admins.id, id)).returning();
    return row;
  }

  /** `revokeTokens` as for updateAdmin. */
  async updateVendor(id: string, values: Partial<typeof vendors.$inferInsert>, opts: { revokeTokens?: boolean } = {}): Promise<VendorRow> {
    const [row] = await this.db.update(vendors)
      .set({ ...values, ...(opts.revokeTokens ? { tokenVersion: sql`${vendors.tokenVersion} + 1` } : {}), updatedAt: new Date() })
      .where(eq(vendors.id, id)).returning();
    return row;
  }

  async findVendorByEmail(email: string): Promise<VendorRow | undefined> {
    const [row] = await this.db.select().from(vendors).where(eq(vendors.email, email));
    return row;
  }

  async findVendorById(id: string): Promise<VendorRow | undefined> {
    const [row] = await this.db.select().from(vendors).where(eq(vendors.id, id));
    return row;
  }

  async createVendor(values: typeof vendors.$inferInsert): Promise<VendorRow> {
    const [row] = await this.db.insert(vendors).values(values).returning();
    return row;
  }

  async findUserById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findUserByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async createUser(values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row;
  }

  async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    return row;
  }

  async latestOtp(phone: string): Promise<OtpRow | undefined> {
    const [row] = await this.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.createdAt)).limit(1);
    return row;
  }

  /**
   * Issues a code only if the cooldown and the per-phone and per-IP caps allow it, deciding under
   * transaction-scoped advisory locks on the phone and the IP (always taken in that order), so parallel
   * requests and other processes queue behind each other instead of all passing the check. Times are the
   * database's. Answers null when stored, or the limit hit and the seconds until it lifts.
   */
  async issueOtp(
    values: { phone: string; ip: string; codeHash: string; expiresAt: Date },
    limits: { cooldownSeconds: number; windowMinutes: number; perPhone: number; perIp: number },
  ): Promise<{ limit: 'cooldown' | 'cap'; retryAfter: number } | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(1, hashtext(${values.phone}))`);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(2, hashtext(${values.ip}))`);
      const window = sql`now() - make_interval(mins => ${limits.windowMinutes})`;
      const recent = (column: typeof otpCodes.phone | typeof otpCodes.ip, value: string) => tx
        .select({
          n: sql<number>`count(*)::int`,
          cooldown: sql<number>`coalesce(ceil(extract(epoch from max(${otpCodes.createdAt}) + make_interval(secs => ${limits.cooldownSeconds}) - now())), 0)::int`,
          windowLeft: sql<number>`coalesce(ceil(extract(epoch from min(${otpCodes.createdAt}) + make_interval(mins => ${limits.windowMinutes}) - now())), 0)::int`,
        })
        .from(otpCodes)
        .where(and(eq(column, value), gt(otpCodes.createdAt, window)));
      const [byPhone] = await recent(otpCodes.phone, values.phone);
      if (byPhone.cooldown > 0) return { limit: 'cooldown' as const, retryAfter: byPhone.cooldown };
      if (byPhone.n >= limits.perPhone) return { limit: 'cap' as const, retryAfter: Math.max(1, byPhone.windowLeft) };
      const [byIp] = await recent(otpCodes.ip, values.ip);
      if (byIp.n >= limits.perIp) return { limit: 'cap' as const, retryAfter: Math.max(1, byIp.windowLeft) };
      // a new code replaces any earlier live one for the phone
      await tx.update(otpCodes).set({ consumedAt: new Date() }).where(and(eq(otpCodes.phone, values.phone), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values(values);
      return null;
    });
  }

  /** Counts a wrong try; the fifth kills the code. Returns the tries made, or null if the code was already dead. */
  async recordWrongOtp(id: string, maxAttempts: number): Promise<number | null> {
    const [row] = await this.db
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        consumedAt: sql`CASE WHEN ${otpCodes.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
      })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts)))
      .returning({ attempts: otpCodes.attempts });
    return row ? row.attempts : null;
  }

  /** Marks the code used; false when another request used it first (single use under races). */
  async consumeOtp(id: string): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, new Date())))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  async addSms(phone: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, body });
  }

  async listSms(phone: string, limit: number) {
    return this.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.createdAt)).limit(limit);
  }

  /** Password change, logout, suspension: every token signed with an earlier version stops working. */
  async bumpTokenVersion(realm: AccountRealm, id: string): Promise<void> {
    const table = ACCOUNTS[realm];
    await this.db.update(table).set({ tokenVersion: sql`${table.tokenVersion} + 1` }).where(eq(table.id, id));
  }

  async setPasswordHash(realm: AccountRealm, id: string, passwordHash: string): Promise<void> {
    const table = ACCOUNTS[realm];
    await this.db.update(table).set({ passwordHash }).where(eq(table.id, id));
  }

  /**
   * Counts one more failure against the key in one statement (a new window starts when the old one has
   * ended), so parallel attempts each get their own number. Answers the count and the seconds left.
   */
  async countLoginFailure(key: string, windowMinutes: number): Promise<{ failures: number; retryAfter: number }> {
    const expired = sql`${loginFailures.windowStart} <= now() - make_interval(mins => ${windowMinutes})`;
    const [row] = await this.db
      .insert(loginFailures)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${loginFailures.windowStart} END`,
        },
      })
      .returning({
        failures: loginFailures.failures,
        retryAfter: sql<number>`ceil(extract(epoch from ${loginFailures.windowStart} + make_interval(mins => ${windowMinutes}) - now()))::int`,
      });
    return row;
  }

  /** Takes back one counted attempt (it succeeded). */
  async uncountLoginFailure(key: string): Promise<void> {
    await this.db.update(loginFailures).set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` }).where(eq(loginFailures.key, key));
  }

  async clearLoginFailures(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }

  /**
   * A new reset link for the account, valid `minutes` by the database's clock; earlier unused links of the
   * account end. `then` runs in the same transaction (the mail job commits with the link).
   */
  async createPasswordReset(realm: ResetRealm, accountId: string, minutes: number, then: (tx: Tx, id: string) => Promise<unknown>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(passwordResets).set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.realm, realm), eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
      const [row] = await tx.insert(passwordResets)
        .values({ realm, accountId, expiresAt: sql`now() + make_interval(mins => ${minutes})` as unknown as Date })
        .returning({ id: passwordResets.id });
      await then(tx, row.id);
    });
  }

  /** A live (unused, unexpired) reset link and its account's email, for its mail. */
  async liveReset(id: string): Promise<{ realm: ResetRealm; email: string; name: string; locale: Locale } | undefined> {
    const [reset] = await this.db.select().from(passwordResets)
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    if (!reset) return undefined;
    const account = reset.realm === 'admin' ? await this.findAdminById(reset.accountId) : await this.findVendorById(reset.accountId);
    if (!account) return undefined;
    // administrators read the back office's English mail; an organiser reads the language it chose
    if ('name' in account) return { realm: reset.realm, email: account.email, name: account.name, locale: 'en' };
    return { realm: reset.realm, email: account.email, name: account.contactName, locale: account.locale };
  }

  /**
   * Uses the link and sets the password in one transaction: the conditional UPDATE lets exactly one of
   * any number of parallel uses through, and the account's earlier tokens end. False when the link is
   * used, expired or of another realm.
   */
  async usePasswordReset(realm: ResetRealm, id: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx.update(passwordResets).set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.id, id), eq(passwordResets.realm, realm), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .returning({ accountId: passwordResets.accountId });
      if (!used) return false;
      const table = ACCOUNTS[realm];
      await tx.update(table).set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(table.id, used.accountId));
      return true;
    });
  }
}
