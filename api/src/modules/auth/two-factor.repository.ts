import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { securitySettings, twoFactor, twoFactorRecoveryCodes } from '../../db/schema';

export type TwoFactorRealm = 'admin' | 'vendor';
export type TwoFactorRow = typeof twoFactor.$inferSelect;

const account = (realm: TwoFactorRealm, accountId: string) => and(eq(twoFactor.realm, realm), eq(twoFactor.accountId, accountId));
const codesOf = (realm: TwoFactorRealm, accountId: string) =>
  and(eq(twoFactorRecoveryCodes.realm, realm), eq(twoFactorRecoveryCodes.accountId, accountId));

/**
 * Two-step sign-in state, recovery codes and the platform's security settings. Everything that may happen
 * once (a confirmation, a time step, a recovery code) is a conditional UPDATE, so parallel requests in any
 * number of processes get one winner.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async find(realm: TwoFactorRealm, accountId: string): Promise<TwoFactorRow | undefined> {
    const [row] = await this.db.select().from(twoFactor).where(account(realm, accountId));
    return row;
  }

  async recoveryCodesLeft(realm: TwoFactorRealm, accountId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(twoFactorRecoveryCodes)
      .where(and(codesOf(realm, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row.n;
  }

  /** A new pending secret (replacing an unconfirmed one); false when two-step sign-in is already on. */
  async startEnrolment(realm: TwoFactorRealm, accountId: string, pendingSecret: string): Promise<boolean> {
    const rows = await this.db.insert(twoFactor).values({ realm, accountId, pendingSecret })
      .onConflictDoUpdate({
        target: [twoFactor.realm, twoFactor.accountId],
        set: { pendingSecret, updatedAt: sql`now()` },
        setWhere: isNull(twoFactor.enabledAt),
      })
      .returning({ realm: twoFactor.realm });
    return rows.length === 1;
  }

  /**
   * Turns the verified pending secret on (its step counts as used) and replaces the recovery codes, in one
   * transaction; false when that secret is no longer pending (confirmed by a parallel call, or replaced).
   */
  async confirm(realm: TwoFactorRealm, accountId: string, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.update(twoFactor)
        .set({ secret, pendingSecret: null, enabledAt: sql`now()`, lastStep: step, updatedAt: sql`now()` })
        .where(and(account(realm, accountId), eq(twoFactor.pendingSecret, secret), isNull(twoFactor.enabledAt)))
        .returning({ realm: twoFactor.realm });
      if (!row) return false;
      await tx.delete(twoFactorRecoveryCodes).where(codesOf(realm, accountId));
      await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ realm, accountId, codeHash })));
      return true;
    });
  }

  /**
   * Replaces every recovery code (used or not) with new ones, under the two-step row's lock; false when
   * two-step sign-in is not on (turned off by a parallel call).
   */
  async replaceRecoveryCodes(realm: TwoFactorRealm, accountId: string, codeHashes: string[]): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ realm: twoFactor.realm }).from(twoFactor)
        .where(and(account(realm, accountId), isNotNull(twoFactor.enabledAt))).for('update');
      if (!row) return false;
      await tx.delete(twoFactorRecoveryCodes).where(codesOf(realm, accountId));
      await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ realm, accountId, codeHash })));
      return true;
    });
  }

  /** Records a code's time step as used; false when this step or a later one was already used (a replay). */
  async useStep(realm: TwoFactorRealm, accountId: string, step: number): Promise<boolean> {
    const rows = await this.db.update(twoFactor).set({ lastStep: step })
      .where(and(account(realm, accountId), isNotNull(twoFactor.enabledAt), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
      .returning({ realm: twoFactor.realm });
    return rows.length === 1;
  }

  /** Uses a recovery code; false when unknown or already used (the row lock lets one of parallel uses through). */
  async useRecoveryCode(realm: TwoFactorRealm, accountId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db.update(twoFactorRecoveryCodes).set({ usedAt: sql`now()` })
      .where(and(codesOf(realm, accountId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length === 1;
  }

  async remove(realm: TwoFactorRealm, accountId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(codesOf(realm, accountId));
      await tx.delete(twoFactor).where(account(realm, accountId));
    });
  }

  async requireAdminTotp(): Promise<boolean> {
    const [row] = await this.db.select({ required: securitySettings.requireAdminTotp }).from(securitySettings);
    return row?.required ?? false;
  }

  async setRequireAdminTotp(required: boolean): Promise<void> {
    await this.db.insert(securitySettings).values({ id: 1, requireAdminTotp: required })
      .onConflictDoUpdate({ target: securitySettings.id, set: { requireAdminTotp: required, updatedAt: sql`now()` } });
  }
}
