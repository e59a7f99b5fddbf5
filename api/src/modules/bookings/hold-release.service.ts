import { Injectable } from '@nestjs/common';
import { IntervalTask } from '../../common/interval-task';
import { PublicCacheService } from '../public-cache/public-cache.service';
import { BookingsService } from './bookings.service';

/**
 * Gives back the seats of unpaid bookings whose hold ran out (online payment: 15 minutes; cash on
 * delivery not approved: COD_HOLD_HOURS). Only this job releases them, never a request: every process
 * runs it every 30 s, a batch per statement with SKIP LOCKED, so several at once neither wait nor release twice.
 */
@Injectable()
export class HoldReleaseService extends IntervalTask {
  constructor(private readonly bookings: BookingsService, private readonly publicCache: PublicCacheService) {
    super(30_000);
  }

  protected async work(): Promise<number> {
    const released = await this.drain(() => this.bookings.releaseExpiredHolds());
    // which events is not worth a query: every answer showing availability goes
    if (released) await this.publicCache.invalidate(['events']);
    return released;
  }
}
