import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminLoginResponse, AdminProfile, Messages } from '@marketplace/shared-dto';
import { hashPassword } from '../../common/passwords';
import { LoginThrottleService } from './login-throttle.service';
import { AuthRepository } from './auth.repository';
import { LoginDto, toAdminProfile, UpdateAdminProfileDto } from './auth.dto';
import { TokenService } from './token.service';

@Injectable()
export class AdminAuthService {
  constructor(private readonly repo: AuthRepository, private readonly tokens: TokenService, private readonly throttle: LoginThrottleService) {}

  async login(dto: LoginDto, ip: string): Promise<AdminLoginResponse> {
    const admin = await this.throttle.check('admin', dto.email, ip, dto.password, await this.repo.findAdminByEmail(dto.email));
    if (!admin) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    return { token: this.tokens.sign('admin', admin), admin: toAdminProfile(admin) };
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
   * Name, email and (when given) password. A new password ends every earlier token; the answer carries a
   * fresh one so the session that changed it can go on.
   */
  async updateProfile(id: string, dto: UpdateAdminProfileDto): Promise<{ message: string; admin: AdminProfile; token?: string }> {
    if (dto.email) {
      const other = await this.repo.findAdminByEmail(dto.email);
      if (other && other.id !== id) throw new ConflictException(Messages.emailInUse);
    }
    const admin = await this.repo.updateAdmin(id, {
      ...(dto.name ? { name: dto.name } : {}),
      ...(dto.email ? { email: dto.email } : {}),
      ...(dto.password ? { passwordHash: await hashPassword(dto.password) } : {}),
    }, { revokeTokens: !!dto.password });
    return { message: Messages.profileUpdated, admin: toAdminProfile(admin), ...(dto.password ? { token: this.tokens.sign('admin', admin) } : {}) };
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
