import { Module } from '@nestjs/common';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { InvoicesPublicController } from './invoices.public.controller';
import { InvoicesVendorController } from './invoices.vendor.controller';
import { InvoicesAdminController } from './invoices.admin.controller';

/**
 * Tax invoices, bills of supply and credit notes of bookings, their PDFs and the GST report. Bookings (payment,
 * cash, free confirmation) and refunds issue them through InvoicesService inside their own transactions.
 */
@Module({
  controllers: [InvoicesPublicController, InvoicesVendorController, InvoicesAdminController],
  providers: [InvoicesRepository, InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
