import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import { AppLogger } from './common/logging/app-logger';
import { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseHandle } from './db/database';
import { DbModule } from './db/db.module';
import { UploadsModule } from './common/uploads/uploads.module';
import { SeedModule } from './db/seed/seed.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { EventsModule } from './modules/events/events.module';
import { PerformersModule } from './modules/performers/performers.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { VenuesModule } from './modules/venues/venues.module';
import { SeatingModule } from './modules/seating/seating.module';
import { ContentModule } from './modules/content/content.module';
import { HeroModule } from './modules/hero/hero.module';
import { VendorsModule } from './modules/vendors/vendors.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { PromoCodesModule } from './modules/promo-codes/promo-codes.module';
import { WaitlistModule } from './modules/waitlist/waitlist.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { CheckinsModule } from './modules/checkins/checkins.module';
import { SalesModule } from './modules/sales/sales.module';
import { PayoutsModule } from './modules/payouts/payouts.module';
import { InterestModule } from './modules/interest/interest.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { MailModule } from './modules/mail/mail.module';
import { NoticesModule } from './modules/notices/notices.module';
import { DeliveryModule } from './modules/delivery/delivery.module';
import { CalendarModule } from './modules/calendar/calendar.module';
import { SeoModule } from './modules/seo/seo.module';
import { PublicCacheModule } from './modules/public-cache/public-cache.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, db: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // named wildcard: Express 5 refuses the bare `*` the module uses by default
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            // one structured line per request, with its id and timing
            genReqId: (req, res) => {
              const id = (req.headers['x-request-id'] as string) || randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
            customSuccessMessage: (req, res, ms) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)} ms`,
            customErrorMessage: (req, res, err) => `${req.method} ${req.url} ${res.statusCode} ${err.message}`,
            // one readable line per entry at a terminal in development; JSON lines in production, for collectors
            ...(config.production || config.logLevel === 'silent' ? {} : { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,req,res,context,responseTime', translateTime: 'SYS:HH:MM:ss', singleLine: true } } }),
          },
        }),
        DbModule.forHandle(db),
        AuthModule.register({ production: config.production }),
        UploadsModule,
        PublicCacheModule,
        HealthModule,
        SeedModule,
        EventsModule,
        // before ReferenceModule: the venue routes must win over its generic `meta/:kind` ones
        VenuesModule,
        SeatingModule,
        PerformersModule,
        ReferenceModule,
        ContentModule,
        HeroModule,
        VendorsModule,
        BookingsModule,
        PromoCodesModule,
        WaitlistModule,
        InvoicesModule,
        CheckinsModule,
        SalesModule,
        PayoutsModule,
        PaymentsModule,
        InterestModule,
        DashboardModule,
        JobsModule,
        MailModule.register({ production: config.production }),
        DeliveryModule,
        NoticesModule,
        CalendarModule,
        SeoModule,
      ],
      providers: [AppLogger],
    };
  }
}
