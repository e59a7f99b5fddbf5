import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminLoginResponse, AdminProfile, AdminProfileUpdateResponse, Messages } from '@marketplace/shared-dto';
import { hashPassword } from '../../common/passwords';
import { LoginThrottleService } from './login-throttle.service';
import { AuthRepository } from './auth.repository';
import { LoginDto, toAdminProfile, UpdateAdminProfileDto } from './auth.dto';
import { TokenService } from './token.service';
import { PasswordChangeService } from './password-change.service';
import { TwoFactorService } from './two-factor.service';

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly repo: AuthRepository, private readonly tokens: TokenService, private readonly throttle: LoginThrottleService,
    private readonly passwords: PasswordChangeService, private readonly twoFactor: TwoFactorService,
  ) {}

  async login(dto: LoginDto, ip: string): Promise<AdminLoginResponse> {
    const admin = await this.throttle.check('admin', dto.email, ip, dto.password, await this.repo.findAdminByEmail(dto.email));
    if (!admin) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    const { setupRequired } = await this.twoFactor.atLogin('admin', admin.id, dto);
    return { token: this.tokens.sign('admin', admin), admin: toAdminProfile(admin), totpSetupRequired: setupRequired };
  }

  async logout(id: string): Promise<{ message: string }> {
    await this.repo.bumpTokenVersion('admin', id);
    return { message: Messages.loggedOut };
  }

  async me(id: string): Promise<AdminProfile> {
    const admin = await this.repo.findAdminById(id);
    if (!admin) throw new UnauthorizedException();
    return toAdminProfile(admin);
  }

  /**
   * Name, email and password. A password equal to the current one changes nothing and keeps every session;
   * a new one ends every earlier token, and the answer carries a fresh one so the saving session goes on.
   */
  async updateProfile(id: string, dto: UpdateAdminProfileDto, ip: string): Promise<AdminProfileUpdateResponse> {
    const current = await this.repo.findAdminById(id);
    if (!current) throw new UnauthorizedException();
    if (dto.email) {
      const other = await this.repo.findAdminByEmail(dto.email);
      if (other && other.id !== id) throw new ConflictException({ message: Messages.emailInUse, details: { email: Messages.emailInUse } });
    }
    const passwordHash = await this.passwords.newHash('admin', current, dto, ip);
    const admin = await this.repo.updateAdmin(id, {
      ...(dto.name ? { name: dto.name } : {}),
      ...(dto.email ? { email: dto.email } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    }, { revokeTokens: !!passwordHash });
    return { message: Messages.profileUpdated, admin: toAdminProfile(admin), ...(passwordHash ? { token: this.tokens.sign('admin', admin) } : {}) };
  }

  /** The first administrator, from ADMIN_EMAIL/ADMIN_PASSWORD or the demo credentials. */
  async ensureAdmin(email: string, password: string, name: string): Promise<boolean> {
    if (await this.repo.findAdminByEmail(email.toLowerCase())) return false;
    await this.repo.createAdmin({ email: email.toLowerCase(), name, passwordHash: await hashPassword(password) });
    return true;
  }

  countAdmins() {
    return this.repo.countAdmins();
  }
}
