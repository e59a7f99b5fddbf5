import { Injectable } from '@nestjs/common';
import { IntervalTask } from '../../common/interval-task';
import { BookingsRepository } from './bookings.repository';

/**
 * Gives back the tickets of unpaid online bookings once their 15-minute hold runs out, every minute. Every
 * process runs it; the release is one conditional UPDATE per booking, so running it in several at once is safe.
 * Quote and create also release the event's expired holds first, so a sold-out event frees up at once.
 */
@Injectable()
export class HoldReleaseService extends IntervalTask {
  constructor(private readonly repo: BookingsRepository) {
    super(60_000);
  }

  protected work(): Promise<number> {
    return this.repo.releaseExpiredHolds();
  }
}
