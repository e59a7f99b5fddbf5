import { Module } from '@nestjs/common';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { DashboardAdminController } from './dashboard.admin.controller';
import { DashboardPublicController } from './dashboard.public.controller';

/** The back-office stat cards and the buyer's dashboard. */
@Module({
  controllers: [DashboardAdminController, DashboardPublicController],
  providers: [DashboardRepository, DashboardService],
})
export class DashboardModule {}
