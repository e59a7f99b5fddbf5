import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import type { Tx } from '../../db/database';
import { JobInsert, jobInsert, JobRow, JobsRepository } from './jobs.repository';

// what within() hands out, part of this module's surface: other modules' statements embed it
export type { JobInsert } from './jobs.repository';

/** Runs one job. Throwing schedules a retry with backoff; returning marks the job done. */
export type JobHandler<P = Record<string, unknown>> = (payload: P, job: { id: string; key: string; attempts: number }) => Promise<void>;

export interface JobKindOptions {
  /** Attempts before the job is marked failed (default 8: with a 30 s base, the last is about an hour after the first). */
  maxAttempts?: number;
}

/** Jobs taken in one statement. */
const BATCH = 10;
/** A running job whose process died becomes due again after this long. */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * The job queue of DESIGN.md section 11, kept in PostgreSQL. Modules register a handler per kind at
 * start and enqueue work with a key; every process polls and runs the due jobs of the kinds it knows.
 * Delivery is at least once (a job is marked done after its handler returns), so handlers must be safe
 * to run again; the key makes enqueueing the same work twice a no-op.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly handlers = new Map<string, { handler: JobHandler<never>; maxAttempts: number }>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly repo: JobsRepository, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Registers the handler of a kind (once per kind, usually in a module's onModuleInit). */
  register<P>(kind: string, handler: JobHandler<P>, opts: JobKindOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.handlers.set(kind, { handler: handler as JobHandler<never>, maxAttempts: opts.maxAttempts ?? 8 });
  }

  /**
   * Adds a job unless one with the same key was ever added; answers whether this call added it.
   * With `tx` the job commits (or rolls back) with the caller's change; without, it is run at once.
   */
  async enqueue(kind: string, key: string, payload: Record<string, unknown> = {}, tx?: Tx): Promise<boolean> {
    const added = await this.repo.insert({ kind, key, payload, maxAttempts: this.maxAttemptsOf(kind) }, tx);
    if (added && !tx) this.runSoon();
    return added;
  }

  /**
   * Enqueueing inside a caller's own statement (see JobInsert), so a process dying after the commit
   * cannot lose the job. Call runSoon() once that statement has committed.
   */
  within(kind: string): JobInsert {
    return jobInsert(kind, this.maxAttemptsOf(kind));
  }

  /** Runs a pass soon after jobs were added, in a process that runs jobs (JOB_POLL_MS > 0). */
  runSoon() {
    if (!this.stopped && this.config.jobPollMs > 0) setImmediate(() => void this.runDue());
  }

  /**
   * Runs the job of this key now, in this process, when it is due and no other process holds it: for a
   * request that wants the job's effect in its answer. Otherwise (not due, taken, unknown) the poller has
   * it. Answers whether it ran and succeeded.
   */
  async runNow(key: string): Promise<boolean> {
    const [job] = await this.repo.pick([...this.handlers.keys()], 1, LEASE_MS, key);
    return job ? this.run(job) : false;
  }

  /** Runs due jobs until none is left; answers how many ran. Safe to call while the poller runs. */
  runDue(): Promise<number> {
    if (this.pass) {
      this.again = true;
      return this.pass;
    }
    this.pass = this.drain().finally(() => {
      this.pass = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.runDue();
      }
    });
    return this.pass;
  }

  /** The delay before attempt n+1: the base doubled per attempt, at most an hour. */
  backoffMs(attempts: number): number {
    return Math.min(this.config.jobRetryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  }

  findByKey(key: string): Promise<JobRow | undefined> {
    return this.repo.findByKey(key);
  }

  onApplicationBootstrap() {
    if (this.config.jobPollMs <= 0) return;
    this.timer = setInterval(() => void this.runDue(), this.config.jobPollMs);
    this.timer.unref();
  }

  async onModuleDestroy() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  private maxAttemptsOf(kind: string): number {
    return this.handlers.get(kind)?.maxAttempts ?? 8;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    while (!this.stopped) {
      let picked: JobRow[];
      try {
        picked = await this.repo.pick([...this.handlers.keys()], BATCH, LEASE_MS);
      } catch (err) {
        this.logger.error(`picking jobs failed: ${(err as Error).message}`);
        return ran;
      }
      if (!picked.length) return ran;
      await Promise.all(picked.map((job) => this.run(job)));
      ran += picked.length;
    }
    return ran;
  }

  private async run(job: JobRow): Promise<boolean> {
    const { handler } = this.handlers.get(job.kind)!;
    try {
      await handler(job.payload as never, { id: job.id, key: job.key, attempts: job.attempts });
      await this.repo.complete(job);
      return true;
    } catch (err) {
      const message = (err as Error)?.message ?? String(err);
      const last = job.attempts >= job.maxAttempts;
      const delay = last ? null : this.backoffMs(job.attempts);
      this.logger[last ? 'error' : 'warn'](`job ${job.kind} ${job.key} attempt ${job.attempts} failed: ${message}${last ? ' (giving up)' : ''}`);
      await this.repo.fail(job, message, delay).catch((e) => this.logger.error(`recording job failure failed: ${(e as Error).message}`));
      return false;
    }
  }
}
