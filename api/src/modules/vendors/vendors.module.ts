import { Module } from '@nestjs/common';
import { VendorsRepository } from './vendors.repository';
import { VendorsService } from './vendors.service';
import { VendorsAdminController } from './vendors.admin.controller';

/** The back office's vendor management. */
@Module({
  controllers: [VendorsAdminController],
  providers: [VendorsRepository, VendorsService],
})
export class VendorsModule {}
