import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { RefundsService } from './refunds.service';

const EVERY_MS = 30_000;

/**
 * Every process, every 30 s: refunds cancelled bookings still owed money and sends requested refunds the
 * provider has not accepted yet (an outage, or a process that stopped mid-try). Safe in several
 * processes at once: a booking's automatic refund is one idempotency key, and each send first claims its row.
 */
@Injectable()
export class RefundSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RefundSweepService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly refunds: RefundsService) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async run(): Promise<void> {
    try {
      await this.refunds.sweep();
    } catch (err) {
      this.logger.error(`refund sweep failed: ${(err as Error).message}`);
    }
  }
}
