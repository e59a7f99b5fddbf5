import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { admins, otpCodes, smsOutbox, users, vendors } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;

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

  async countAdmins(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(admins);
    return row.n;
  }

  async createAdmin(values: typeof admins.$inferInsert): Promise<AdminRow> {
    const [row] = await this.db.insert(admins).values(values).returning();
    return row;
  }

  async updateAdmin(id: string, values: Partial<typeof admins.$inferInsert>): Promise<AdminRow> {
    const [row] = await this.db.update(admins).set({ ...values, updatedAt: new Date() }).where(eq(admins.id, id)).returning();
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

  async countOtpsSince(by: { phone?: string; ip?: string }, since: Date): Promise<number> {
    const where = by.phone ? eq(otpCodes.phone, by.phone) : eq(otpCodes.ip, by.ip ?? '');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(otpCodes).where(and(where, gte(otpCodes.createdAt, since)));
    return row.n;
  }

  /** A new code replaces any earlier live one for the phone. */
  async replaceOtp(values: { phone: string; ip: string; codeHash: string; expiresAt: Date }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(otpCodes).set({ consumedAt: new Date() }).where(and(eq(otpCodes.phone, values.phone), isNull(otpCodes.consumedAt)));
      await tx.insert(otpCodes).values(values);
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

  async listSms(phone: string | undefined, limit: number) {
    const q = this.db.select().from(smsOutbox);
    return (phone ? q.where(eq(smsOutbox.phone, phone)) : q).orderBy(desc(smsOutbox.createdAt)).limit(limit);
  }
}
