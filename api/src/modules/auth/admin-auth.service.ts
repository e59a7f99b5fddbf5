import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminLoginResponse, AdminProfile, Messages } from '@marketplace/shared-dto';
import { hashPassword, verifyPassword } from '../../common/passwords';
import { AuthRepository } from './auth.repository';
import { LoginDto, toAdminProfile, UpdateAdminProfileDto } from './auth.dto';
import { TokenService } from './token.service';

@Injectable()
export class AdminAuthService {
  constructor(private readonly repo: AuthRepository, private readonly tokens: TokenService) {}

  async login(dto: LoginDto): Promise<AdminLoginResponse> {
    const admin = await this.repo.findAdminByEmail(dto.email);
    if (!(await verifyPassword(dto.password, admin?.passwordHash)) || !admin) throw new UnauthorizedException(Messages.invalidEmailOrPassword);
    return { token: this.tokens.sign('admin', admin.id), admin: toAdminProfile(admin) };
  }

  async me(id: string): Promise<AdminProfile> {
    const admin = await this.repo.findAdminById(id);
    if (!admin) throw new UnauthorizedException();
    return toAdminProfile(admin);
  }

  /** Name, email and (when given) password; tokens carry only the id, so the session stays valid. */
  async updateProfile(id: string, dto: UpdateAdminProfileDto): Promise<{ message: string; admin: AdminProfile }> {
    if (dto.email) {
      const other = await this.repo.findAdminByEmail(dto.email);
      if (other && other.id !== id) throw new ConflictException(Messages.emailInUse);
    }
    const admin = await this.repo.updateAdmin(id, {
      ...(dto.name ? { name: dto.name } : {}),
      ...(dto.email ? { email: dto.email } : {}),
      ...(dto.password ? { passwordHash: await hashPassword(dto.password) } : {}),
    });
    return { message: Messages.profileUpdated, admin: toAdminProfile(admin) };
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
