import { Injectable } from '@nestjs/common';
import { IntervalTask } from '../../common/interval-task';
import { RefundsService } from './refunds.service';

/**
 * Every process, every 30 s: refunds cancelled bookings still owed money and sends requested refunds the
 * provider has not accepted yet (an outage, or a process that stopped mid-try). Safe in several
 * processes at once: a booking's automatic refund is one idempotency key, and each send first claims its row.
 */
@Injectable()
export class RefundSweepService extends IntervalTask {
  constructor(private readonly refunds: RefundsService) {
    super(30_000);
  }

  protected work(): Promise<number> {
    return this.refunds.sweep();
  }
}
