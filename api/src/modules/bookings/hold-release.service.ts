import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BookingsRepository } from './bookings.repository';

const EVERY_MS = 30_000;

/**
 * Gives back the seats of unpaid bookings whose hold ran out (online payment: 15 minutes; cash on
 * delivery not approved: COD_HOLD_HOURS). Only this job releases them, never a request: every process
 * runs it, a batch per statement with SKIP LOCKED, so several at once neither wait nor release twice.
 */
@Injectable()
export class HoldReleaseService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HoldReleaseService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly repo: BookingsRepository) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async run(): Promise<number> {
    try {
      let released = 0;
      for (let batch = await this.repo.releaseExpiredHolds(); batch > 0; batch = await this.repo.releaseExpiredHolds()) released += batch;
      if (released) this.logger.log(`released ${released} expired booking hold(s)`);
      return released;
    } catch (err) {
      this.logger.error(`releasing expired holds failed: ${(err as Error).message}`);
      return 0;
    }
  }
}
