import { Module } from '@nestjs/common';
import { SeedService } from './seed.service';
import { InvoicesModule } from '../../modules/invoices/invoices.module';

@Module({ imports: [InvoicesModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
