import { Injectable, NotFoundException } from '@nestjs/common';
import { Messages, Paged, TaxProfile, VendorProfile, VendorStatus } from '@marketplace/shared-dto';
import { pageOf } from '../../common/http/list-query.dto';
import { taxProfileOrRefuse, toVendorProfile } from '../auth/auth.dto';
import { VendorsRepository } from './vendors.repository';
import { VendorListQueryDto } from './vendors.dto';
import { BookingsService } from '../bookings/bookings.service';
import { NoticesService } from '../notices/notices.service';
import { decisionMail, VENDOR_TEXTS } from '../../common/vendor-texts';

@Injectable()
export class VendorsService {
  constructor(
    private readonly repo: VendorsRepository,
    private readonly bookings: BookingsService,
    private readonly notices: NoticesService,
  ) {}

  /** Newest first by default; text columns sort A to Z unless an order is given. */
  async list(query: VendorListQueryDto): Promise<Paged<VendorProfile>> {
    const { limit, offset } = pageOf(query);
    const sort = query.sort ?? 'createdAt';
    const order = query.order ? (query.order.toLowerCase() as 'asc' | 'desc') : sort === 'createdAt' ? 'desc' : 'asc';
    const { rows, total } = await this.repo.list({ q: query.q?.trim() || undefined, status: query.status, sort, order, limit, offset });
    return { data: rows.map(toVendorProfile), total };
  }

  async findOne(id: string): Promise<VendorProfile> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    return toVendorProfile(row);
  }

  /**
   * Any of the three statuses. The vendor realm reads the status on every call, so a suspended vendor's
   * next call is refused; suspension also ends its tokens.
   */
  async setStatus(id: string, status: VendorStatus, reason?: string | null): Promise<VendorProfile> {
    const before = await this.repo.findById(id);
    if (!before) throw new NotFoundException(Messages.vendorNotFound);
    const row = await this.repo.setStatus(id, status);
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    // suspension stops sales: quotes and holds now refuse its events, and what it holds unpaid goes back
    if (status === 'suspended') await this.bookings.releaseOfSuspendedVendor(id);
    if (before.status !== status) {
      const why = reason?.trim();
      const words = VENDOR_TEXTS[row.locale];
      await this.notices.send(`vendor-status:${id}:${row.updatedAt.getTime()}`, [{ email: row.email }],
        decisionMail(row.locale, row.contactName, words.accountSubject(status), words.account(row.companyName, status), why));
    }
    return toVendorProfile(row);
  }

  /** The administrator's edit of the tax profile, under the rule the vendor's own edit follows (mergeTaxProfile). */
  async setTaxProfile(id: string, change: Partial<TaxProfile>): Promise<VendorProfile> {
    const current = await this.repo.findById(id);
    if (!current) throw new NotFoundException(Messages.vendorNotFound);
    const row = await this.repo.setTaxProfile(id, taxProfileOrRefuse(current, change));
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    return toVendorProfile(row);
  }
}
