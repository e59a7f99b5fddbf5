import { Injectable, NotFoundException } from '@nestjs/common';
import { Messages, Paged, VendorProfile, VendorStatus } from '@marketplace/shared-dto';
import { pageOf } from '../../common/http/list-query.dto';
import { toVendorProfile } from '../auth/auth.dto';
import { VendorsRepository } from './vendors.repository';
import { VendorListQueryDto } from './vendors.dto';

@Injectable()
export class VendorsService {
  constructor(private readonly repo: VendorsRepository) {}

  /** Newest first by default; text columns sort A to Z unless an order is given. */
  async list(query: VendorListQueryDto): Promise<Paged<VendorProfile>> {
    const { limit, offset } = pageOf(query);
    const sort = query.sort ?? 'createdAt';
    const order = query.order ? (query.order.toLowerCase() as 'asc' | 'desc') : sort === 'createdAt' ? 'desc' : 'asc';
    const { rows, total } = await this.repo.list({ q: query.q?.trim() || undefined, status: query.status, sort, order, limit, offset });
    return { data: rows.map(toVendorProfile), total };
  }

  /**
   * Any of the three statuses. The vendor realm reads the status on every call, so a suspended vendor's
   * next call is refused; suspension also ends its tokens.
   */
  async setStatus(id: string, status: VendorStatus): Promise<VendorProfile> {
    const row = await this.repo.setStatus(id, status);
    if (!row) throw new NotFoundException(Messages.vendorNotFound);
    return toVendorProfile(row);
  }
}
