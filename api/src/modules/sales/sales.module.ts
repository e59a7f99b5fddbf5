import { Module } from '@nestjs/common';
import { SalesRepository } from './sales.repository';
import { SalesService } from './sales.service';
import { SalesVendorController } from './sales.vendor.controller';

/** The organiser's sales figures per event. */
@Module({ controllers: [SalesVendorController], providers: [SalesRepository, SalesService] })
export class SalesModule {}
