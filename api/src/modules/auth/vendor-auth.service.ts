import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Messages, VendorAuthResponse, VendorProfile } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { hashPassword } from '../../common/passwords';
import { LoginThrottleService } from './login-throttle.service';
import { AuthRepository, VendorRow } from './auth.repository';
import { LoginDto, toVendorProfile, VendorRegisterDto } from './auth.dto';
import { TokenService } from './token.service';

@Injectable()
export class VendorAuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** VENDOR_AUTO_APPROVE decides between a token at once and 'You can sign in once approved.'. */
  async register(dto: VendorRegisterDto): Promise<VendorAuthResponse> {
    if (await this.repo.findVendorByEmail(dto.email)) throw new ConflictException(Messages.vendorEmailTaken);
    const vendor = await this.repo.createVendor({
      companyName: dto.companyName,
      contactName: dto.contactName,
      email: dto.email,
      phone: dto.phone || null,
      passwordHash: await hashPassword(dto.password),
      status: this.config.vendorAutoApprove ? 'approved' : 'pending',
    });
    if (vendor.status !== 'approved') return { message: Messages.vendorAwaitingApproval, vendor: toVendorProfile(vendor) };
    return { message: Messages.vendorRegistered, token: this.tokens.sign('vendor', vendor), vendor: toVendorProfile(vendor) };
  }

  async login(dto: LoginDto, ip: string): Promise<VendorAuthResponse> {
    const vendor = await this.throttle.check('vendor', dto.email, ip, dto.password, await this.repo.findVendorByEmail(dto.email));
    if (!vendor) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    this.assertActive(vendor);
    return { message: 'Logged in', token: this.tokens.sign('vendor', vendor), vendor: toVendorProfile(vendor) };
  }

  async logout(id: string): Promise<{ message: string }> {
    await this.repo.bumpTokenVersion('vendor', id);
    return { message: Messages.loggedOut };
  }

  async me(id: string): Promise<VendorProfile> {
    const vendor = await this.repo.findVendorById(id);
    if (!vendor) throw new UnauthorizedException();
    return toVendorProfile(vendor);
  }

  private assertActive(vendor: VendorRow) {
    if (vendor.status === 'pending') throw new ForbiddenException(Messages.vendorPending);
    if (vendor.status === 'suspended') throw new ForbiddenException(Messages.vendorSuspended);
  }
}
