import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, not } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { contentPages, contentPageVersions } from '../../db/schema';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type ContentVersionRow = typeof contentPageVersions.$inferSelect;
export type ContentValues = Omit<typeof contentPages.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Content pages and the versions they had before each update. */
@Injectable()
export class ContentRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  list(): Promise<ContentPageRow[]> {
    return this.db.select().from(contentPages).orderBy(asc(contentPages.page));
  }

  async findById(id: string): Promise<ContentPageRow | undefined> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.id, id));
    return row;
  }

  async findByPage(page: ContentPageRow['page']): Promise<ContentPageRow | undefined> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.page, page));
    return row;
  }

  async create(values: ContentValues): Promise<ContentPageRow> {
    const [row] = await this.db.insert(contentPages).values(values).returning();
    return row;
  }

  /**
   * Keeps the current row as a version (snapshot made by the caller from the locked row), then applies the
   * change with version + 1. The row lock makes concurrent updates queue, so no version number repeats.
   */
  async updateWithHistory(
    id: string,
    changes: Partial<ContentValues>,
    snapshot: (current: ContentPageRow) => Record<string, unknown>,
  ): Promise<ContentPageRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update');
      if (!current) return undefined;
      await tx.insert(contentPageVersions).values({ contentPageId: id, version: current.version, snapshot: snapshot(current) });
      const [row] = await tx
        .update(contentPages)
        .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
        .where(eq(contentPages.id, id))
        .returning();
      return row;
    });
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(contentPages).where(eq(contentPages.id, id)).returning({ id: contentPages.id });
    return rows.length === 1;
  }

  async toggle(id: string): Promise<ContentPageRow | undefined> {
    const [row] = await this.db
      .update(contentPages)
      .set({ isActive: not(contentPages.isActive), updatedAt: new Date() })
      .where(eq(contentPages.id, id))
      .returning();
    return row;
  }

  history(id: string): Promise<ContentVersionRow[]> {
    return this.db
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.contentPageId, id))
      .orderBy(desc(contentPageVersions.version), desc(contentPageVersions.createdAt));
  }
}
