import { ApiProperty } from '@nestjs/swagger';
import { UserProfileDoc } from '../auth/auth.docs';
import type { AdminDashboardResponse, AdminStats, UserDashboardProfile, UserDashboardResponse, UserDashboardStats } from '@marketplace/shared-dto';

export class AdminDashboardDoc implements AdminDashboardResponse {
  @ApiProperty({ example: 'Welcome back, Administrator' }) message: string;
  @ApiProperty() adminId: string;
}

export class AdminStatsDoc implements AdminStats {
  @ApiProperty({ description: 'All events' }) events: number;
  @ApiProperty({ description: 'All bookings' }) bookings: number;
  @ApiProperty({ description: 'Tickets (units) of confirmed bookings' }) ticketsSold: number;
  @ApiProperty({ description: 'Seats those tickets take' }) seatsSold: number;
  @ApiProperty() users: number;
  @ApiProperty() venues: number;
  @ApiProperty({ description: 'Sum of confirmed bookings’ totals, in rupees (2 decimals)', example: 12345.5 }) revenue: number;
}

class UserDashboardProfileDoc extends UserProfileDoc implements UserDashboardProfile {
  @ApiProperty() createdAt: string;
}

class UserStatsDoc implements UserDashboardStats {
  @ApiProperty({ description: 'All the user’s bookings, whatever their status' }) totalBookings: number;
}

export class UserDashboardDoc implements UserDashboardResponse {
  @ApiProperty({ type: UserDashboardProfileDoc }) profile: UserDashboardProfileDoc;
  @ApiProperty({ type: UserStatsDoc }) stats: UserStatsDoc;
}
