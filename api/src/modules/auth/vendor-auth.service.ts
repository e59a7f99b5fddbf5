import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Locale, Messages, VendorAuthResponse, VendorProfile, VendorProfileUpdateResponse } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { hashPassword } from '../../common/passwords';
import { LoginThrottleService } from './login-throttle.service';
import { AuthRepository, VendorRow } from './auth.repository';
import { LoginDto, taxProfileOrRefuse, toVendorProfile, UpdateVendorProfileDto, VendorRegisterDto } from './auth.dto';
import { PasswordChangeService } from './password-change.service';
import { TokenService } from './token.service';
import { TwoFactorService } from './two-factor.service';

@Injectable()
export class VendorAuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
    private readonly passwords: PasswordChangeService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * VENDOR_AUTO_APPROVE decides between a token at once and 'You can sign in once approved.'. A new organiser
   * reads `locale`, the language of the portal it registered on.
   */
  async register(dto: VendorRegisterDto, locale: Locale = 'en'): Promise<VendorAuthResponse> {
    if (await this.repo.findVendorByEmail(dto.email)) throw new ConflictException(Messages.vendorEmailTaken);
    const vendor = await this.repo.createVendor({
      companyName: dto.companyName,
      contactName: dto.contactName,
      email: dto.email,
      phone: dto.phone || null,
      passwordHash: await hashPassword(dto.password),
      status: this.config.vendorAutoApprove ? 'approved' : 'pending',
      locale,
    });
    if (vendor.status !== 'approved') return { message: Messages.vendorAwaitingApproval, vendor: toVendorProfile(vendor) };
    return { message: Messages.vendorRegistered, token: this.tokens.sign('vendor', vendor), vendor: toVendorProfile(vendor) };
  }

  async login(dto: LoginDto, ip: string): Promise<VendorAuthResponse> {
    const vendor = await this.throttle.check('vendor', dto.email, ip, dto.password, await this.repo.findVendorByEmail(dto.email));
    if (!vendor) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    this.assertActive(vendor);
    await this.twoFactor.atLogin('vendor', vendor.id, dto);
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

  /** Contact name, email, phone and password, as the admin's profile save (a new password answers a fresh token). */
  async updateProfile(id: string, dto: UpdateVendorProfileDto, ip: string): Promise<VendorProfileUpdateResponse> {
    const current = await this.repo.findVendorById(id);
    if (!current) throw new UnauthorizedException();
    if (dto.email) {
      const other = await this.repo.findVendorByEmail(dto.email);
      if (other && other.id !== id) throw new ConflictException({ message: Messages.vendorEmailTaken, details: { email: Messages.vendorEmailTaken } });
    }
    const { legalName, gstin, address, stateCode } = dto;
    const tax = taxProfileOrRefuse(current, Object.fromEntries(Object.entries({ legalName, gstin, address, stateCode }).filter(([, v]) => v !== undefined)));
    const passwordHash = await this.passwords.newHash('vendor', current, dto, ip);
    const vendor = await this.repo.updateVendor(id, {
      ...tax,
      ...(dto.contactName ? { contactName: dto.contactName } : {}),
      ...(dto.email ? { email: dto.email } : {}),
      ...(dto.phone !== undefined ? { phone: dto.phone || null } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    }, { revokeTokens: !!passwordHash });
    return { message: Messages.profileUpdated, vendor: toVendorProfile(vendor), ...(passwordHash ? { token: this.tokens.sign('vendor', vendor) } : {}) };
  }

  /** The organiser's language (the portal's switch, signed in): their mail follows it. */
  async updateLocale(id: string, locale: Locale): Promise<VendorProfile> {
    const vendor: VendorRow | undefined = await this.repo.updateVendor(id, { locale });
    if (!vendor) throw new UnauthorizedException();
    return toVendorProfile(vendor);
  }

  private assertActive(vendor: VendorRow) {
    if (vendor.status === 'pending') throw new ForbiddenException(Messages.vendorPending);
    if (vendor.status === 'suspended') throw new ForbiddenException(Messages.vendorSuspended);
  }
}
