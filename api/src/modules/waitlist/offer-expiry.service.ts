import { Injectable } from '@nestjs/common';
import { IntervalTask } from '../../common/interval-task';
import { PublicCacheService } from '../public-cache/public-cache.service';
import { WaitlistService } from './waitlist.service';

/**
 * Ends waitlist offers past their expiry (WAITLIST_OFFER_HOURS) and offers their units to the next entries, or
 * gives them back. Every process runs it every 30 s, a batch per transaction with SKIP LOCKED, as HoldReleaseService does.
 */
@Injectable()
export class OfferExpiryService extends IntervalTask {
  constructor(private readonly waitlist: WaitlistService, private readonly publicCache: PublicCacheService) {
    super(30_000);
  }

  protected async work(): Promise<number> {
    const ended = await this.drain(() => this.waitlist.expireOffers());
    // units given back show as available: every answer showing availability goes
    if (ended) await this.publicCache.invalidate(['events']);
    return ended;
  }
}
