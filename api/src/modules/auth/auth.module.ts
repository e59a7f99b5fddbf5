import { DynamicModule, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuthRepository } from './auth.repository';
import { TokenService } from './token.service';
import { AdminStrategy, UserStrategy, UserTokenStrategy, VendorStrategy } from './realm.strategies';
import { AdminAuthService } from './admin-auth.service';
import { VendorAuthService } from './vendor-auth.service';
import { UserAuthService } from './user-auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';
import { APP_CONFIG } from '../../config/app.config';
import { createSmsProvider } from './sms/sms-router';
import { SMS_PROVIDER } from './sms/sms.provider';
import { AuthAdminController } from './auth.admin.controller';
import { VendorProfileController } from './vendor-profile.controller';
import { AuthVendorController } from './auth.vendor.controller';
import { AuthPublicController } from './auth.public.controller';
import { DevSmsController } from './dev-sms.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';
import { TwoFactorAdminController } from './two-factor.admin.controller';
import { TwoFactorVendorController } from './two-factor.vendor.controller';

/** The three realms. The development SMS outbox is mounted only outside production. */
@Module({})
export class AuthModule {
  static register(opts: { production: boolean }): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [PassportModule, JwtModule.register({})],
      controllers: [AuthAdminController, AuthVendorController, TwoFactorAdminController, TwoFactorVendorController, VendorProfileController, AuthPublicController, ...(opts.production ? [] : [DevSmsController])],
      providers: [
        AuthRepository, TokenService, AdminStrategy, VendorStrategy, UserStrategy, UserTokenStrategy,
        AdminAuthService, VendorAuthService, UserAuthService, LoginThrottleService, PasswordChangeService, PasswordResetService,
        TwoFactorRepository, TwoFactorService,
        { provide: SMS_PROVIDER, useFactory: createSmsProvider, inject: [APP_CONFIG, AuthRepository] },
      ],
      exports: [AuthRepository, TokenService, AdminAuthService, UserAuthService, SMS_PROVIDER],
    };
  }
}
