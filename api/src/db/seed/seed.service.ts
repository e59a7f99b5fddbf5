import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { AdminAuthService } from '../../modules/auth/admin-auth.service';
import { DB, Database } from '../database';
import { seedDemoData } from './demo-data.seed';
import { InvoicesService } from '../../modules/invoices/invoices.service';

/** Demo administrator used only outside production when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
export const DEMO_ADMIN = { email: 'admin@utsav.test', password: 'Admin@12345', name: 'Demo Admin' };

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admins: AdminAuthService,
    private readonly invoices: InvoicesService,
  ) {}

  /** The first administrator, then the demo marketplace into an empty database. Returns what to print. */
  async run(): Promise<string[]> {
    const lines: string[] = [];
    const { adminEmail, adminPassword } = this.config;
    if (adminEmail && adminPassword) {
      if (await this.admins.ensureAdmin(adminEmail, adminPassword, 'Administrator')) lines.push(`Administrator created: ${adminEmail}`);
    } else if (!this.config.production && (await this.admins.countAdmins()) === 0) {
      await this.admins.ensureAdmin(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.name);
    }
    if (!adminEmail && !this.config.production) lines.push(`Demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    if (this.config.seedDemo) {
      const seeded = await seedDemoData(this.db, this.config, (tx, bookingIds) => this.invoices.issueForBookingsWithin(tx, bookingIds));
      lines.push(...seeded);
    }
    // main prints these in its start banner; the log keeps them for debugging only
    for (const line of lines) this.logger.debug(line);
    return lines;
  }
}
