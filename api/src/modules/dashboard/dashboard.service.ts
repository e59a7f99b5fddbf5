import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AdminDashboardResponse, AdminStats, Locale, Messages, paiseToRupees, UserDashboardResponse } from '@marketplace/shared-dto';
import type { AdminPrincipal } from '../../common/decorators/principal.decorator';
import { toUserProfile } from '../auth/auth.dto';
import { DashboardRepository } from './dashboard.repository';
import type { UpdateUserProfileDto } from './dashboard.dto';

@Injectable()
export class DashboardService {
  constructor(private readonly repo: DashboardRepository) {}

  adminWelcome(admin: AdminPrincipal): AdminDashboardResponse {
    return { message: Messages.welcomeBack(admin.name), adminId: admin.id };
  }

  /** All events, bookings, users and venues; revenue counts confirmed bookings only. */
  async adminStats(): Promise<AdminStats> {
    const { revenuePaise, ...counts } = await this.repo.totals();
    return { ...counts, revenue: paiseToRupees(revenuePaise) };
  }

  /** totalBookings counts every booking of the user, whatever its status. */
  async userDashboard(userId: string): Promise<UserDashboardResponse> {
    const [user, totalBookings] = await Promise.all([this.repo.findUser(userId), this.repo.countUserBookings(userId)]);
    if (!user) throw new UnauthorizedException();
    return { profile: { ...toUserProfile(user), createdAt: user.createdAt.toISOString() }, stats: { totalBookings } };
  }

  /** The buyer edits their name and email; the phone is their login and stays. */
  async updateProfile(userId: string, dto: UpdateUserProfileDto): Promise<UserDashboardResponse> {
    const updated = await this.repo.updateUser(userId, { name: dto.name, email: dto.email });
    if (updated === null) throw new ConflictException({ message: Messages.emailInUse, details: { email: Messages.emailInUse } });
    if (!updated) throw new UnauthorizedException();
    return this.userDashboard(userId);
  }

  /** The buyer's language (the site's switch, signed in): their SMS and mail follow it. */
  async updateLocale(userId: string, locale: Locale): Promise<UserDashboardResponse> {
    if (!(await this.repo.updateUser(userId, { locale }))) throw new UnauthorizedException();
    return this.userDashboard(userId);
  }
}
