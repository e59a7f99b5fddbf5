import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * Work every process repeats on a timer (sweeps); each run must be safe in several processes at once.
 * A failed run is logged and the next one tries again. The timer does not keep the process alive.
 */
export abstract class IntervalTask implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;

  protected constructor(private readonly everyMs: number) {}

  /** One run; answers how many items it handled (for the log). */
  protected abstract work(): Promise<number>;

  /** Runs `batch` (one bounded statement or transaction) until it handles nothing; answers the total. */
  protected async drain(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (let handled = await batch(); handled > 0; handled = await batch()) total += handled;
    return total;
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async run(): Promise<number> {
    try {
      const done = await this.work();
      if (done) this.logger.log(`handled ${done} item(s)`);
      return done;
    } catch (err) {
      this.logger.error(`run failed: ${(err as Error).message}`);
      return 0;
    }
  }
}
