import type { UserDashboardResponse } from '@marketplace/shared-dto';
import { request } from './client';

export const getDashboard = () => request<UserDashboardResponse>('/user/dashboard');
