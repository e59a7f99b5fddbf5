import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DB, Database } from '../../db/database';
import { devMailOutbox } from '../../db/schema';

export type OutboxRow = typeof devMailOutbox.$inferSelect;

@Injectable()
export class MailRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async addToOutbox(values: typeof devMailOutbox.$inferInsert): Promise<void> {
    await this.db.insert(devMailOutbox).values(values);
  }

  outbox(to: string, limit = 50): Promise<OutboxRow[]> {
    return this.db.select().from(devMailOutbox).where(eq(devMailOutbox.to, to)).orderBy(desc(devMailOutbox.createdAt)).limit(limit);
  }
}
