import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, sql, SQL } from 'drizzle-orm';
import type { TaxProfile, VendorStatus } from '@marketplace/shared-dto';
import { DB, Database } from '../../db/database';
import { vendors } from '../../db/schema';
import { containing } from '../../db/query-helpers';

export type VendorRow = typeof vendors.$inferSelect;

export const VENDOR_SORTS = { companyName: vendors.companyName, contactName: vendors.contactName, email: vendors.email, status: vendors.status, createdAt: vendors.createdAt };
export type VendorSort = keyof typeof VENDOR_SORTS;

export interface VendorListFilter {
  q?: string;
  status?: VendorStatus;
  sort: VendorSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Vendor accounts as the back office manages them. */
@Injectable()
export class VendorsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async list(f: VendorListFilter): Promise<{ rows: VendorRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (f.q) {
      const pattern = containing(f.q);
      conditions.push(or(ilike(vendors.companyName, pattern), ilike(vendors.contactName, pattern), ilike(vendors.email, pattern))!);
    }
    if (f.status) conditions.push(eq(vendors.status, f.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const column = VENDOR_SORTS[f.sort];
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(vendors).where(where)
        .orderBy(f.order === 'asc' ? asc(column) : desc(column), asc(vendors.id))
        .limit(f.limit).offset(f.offset),
      this.db.select({ total: sql<number>`count(*)::int` }).from(vendors).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string): Promise<VendorRow | undefined> {
    const [row] = await this.db.select().from(vendors).where(eq(vendors.id, id));
    return row;
  }

  /** Suspension also raises the token version, so reinstating the vendor does not revive old sessions. */
  async setStatus(id: string, status: VendorStatus): Promise<VendorRow | undefined> {
    const revoke = status === 'suspended' ? { tokenVersion: sql`${vendors.tokenVersion} + 1` } : {};
    const [row] = await this.db.update(vendors).set({ status, ...revoke, updatedAt: new Date() }).where(eq(vendors.id, id)).returning();
    return row;
  }

  async setTaxProfile(id: string, profile: TaxProfile): Promise<VendorRow | undefined> {
    const [row] = await this.db.update(vendors).set({ ...profile, updatedAt: new Date() }).where(eq(vendors.id, id)).returning();
    return row;
  }
}
