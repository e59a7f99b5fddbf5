import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lt, lte, or, SQL, sql } from 'drizzle-orm';
import { DB, Database, Tx } from '../../db/database';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Jobs of one kind inserted by a caller's own statement, for the rows `source` yields (columns key text,
 * payload jsonb): they commit or roll back with that statement, and a key already there adds nothing.
 */
export type JobInsert = (source: SQL) => SQL;

export const jobInsert = (kind: string, maxAttempts: number): JobInsert => (source) => sql`
  INSERT INTO ${jobs} (kind, key, payload, max_attempts) SELECT ${kind}::text, src.key, src.payload, ${maxAttempts}::int FROM (${source}) src
  ON CONFLICT (key) DO NOTHING`;

/** The job table. Picking is one statement, so processes polling at once never take the same job. */
@Injectable()
export class JobsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Inserts the job unless one with the same key exists; true when this call added it. */
  async insert(values: { kind: string; key: string; payload: Record<string, unknown>; maxAttempts: number }, tx?: Tx): Promise<boolean> {
    const rows = await (tx ?? this.db).insert(jobs).values(values).onConflictDoNothing({ target: jobs.key }).returning({ id: jobs.id });
    return rows.length === 1;
  }

  /**
   * Takes up to `limit` due jobs of these kinds (and of this key, when given): pending ones whose time has
   * come, and running ones whose lease ran out (their process died). Each taken job counts an attempt and is
   * leased for `leaseMs`.
   */
  async pick(kinds: string[], limit: number, leaseMs: number, key?: string): Promise<JobRow[]> {
    if (!kinds.length) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(
        inArray(jobs.kind, kinds),
        key === undefined ? undefined : eq(jobs.key, key),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ))
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Marks the job done, unless another process re-took it after its lease ran out (its attempt counts then). */
  async complete(job: JobRow): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status: 'done', doneAt: sql`now()`, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')));
  }

  /** Schedules another attempt after `delayMs`, or gives up (failed) when it was the last one. */
  async fail(job: JobRow, error: string, delayMs: number | null): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        status: delayMs === null ? 'failed' : 'pending',
        runAt: delayMs === null ? jobs.runAt : sql`now() + make_interval(secs => ${delayMs / 1000})`,
        lockedUntil: null,
        lastError: error.slice(0, 2000),
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')));
  }

  async findByKey(key: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.key, key));
    return row;
  }
}
