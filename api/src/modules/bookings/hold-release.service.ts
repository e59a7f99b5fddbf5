import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BookingsRepository } from './bookings.repository';
import { PublicCacheService } from '../public-cache/public-cache.service';

const EVERY_MS = 60_000;

/**
 * Gives back the tickets of unpaid online bookings once their 15-minute hold runs out. Every process
 * runs it; the release is one conditional UPDATE per booking, so running it in several at once is safe.
 * Quote and create also release the event's expired holds first, so a sold-out event frees up at once.
 */
@Injectable()
export class HoldReleaseService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HoldReleaseService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly repo: BookingsRepository, private readonly publicCache: PublicCacheService) {}

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
      const released = await this.repo.releaseExpiredHolds();
      if (released) {
        this.logger.log(`released ${released} expired booking hold(s)`);
        // which events is not worth a query once a minute: every answer showing availability goes
        await this.publicCache.invalidate(['events']);
      }
      return released;
    } catch (err) {
      this.logger.error(`releasing expired holds failed: ${(err as Error).message}`);
      return 0;
    }
  }
}
